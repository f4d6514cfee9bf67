import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/index';

/** A customer's name follows its account holder's (the primary contact `partyId`) once the contact is saved. */
export async function followHolderName(tx: Tx, partyId: number, displayName: string) {
  await tx
    .update(customers)
    .set({ name: displayName, updatedAt: sql`clock_timestamp()` })
    .where(eq(customers.primaryPartyId, partyId));
}

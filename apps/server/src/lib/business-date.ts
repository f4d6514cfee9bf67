import { eq } from 'drizzle-orm';
import { businessDateIn, PARAMS } from '@wattle/contract';
import type { Tx } from '../db/client';
import { systemParameters } from '../db/schema/index';

/**
 * "Today" for the scoped company: the date in its TIME_ZONE system parameter (contract
 * businessDateIn), not the server clock's. `now` is for tests.
 */
export async function businessDate(tx: Tx, now: Date = new Date()): Promise<string> {
  const [row] = await tx.select({ timeZone: systemParameters.parameter }).from(systemParameters).where(eq(systemParameters.code, PARAMS.timeZone));
  return businessDateIn(row?.timeZone, now);
}

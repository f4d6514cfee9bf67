import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { LookupValue } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { lookups } from '../../db/schema/index';

/** The active values of a generic lookup list, optionally those under one parent value. */
export async function genericLookupValues(tx: Tx, lookupCode: string, parentValue: string | null): Promise<LookupValue[]> {
  const where: SQL[] = [eq(lookups.lookupCode, lookupCode), eq(lookups.isActive, true)];
  if (parentValue !== null) where.push(eq(lookups.parentValue, parentValue));
  return tx
    .select({ display: lookups.display, value: lookups.value })
    .from(lookups)
    .where(and(...where))
    .orderBy(asc(lookups.sortOrder), asc(lookups.display));
}

/** Whether any generic list has this code. */
export async function genericLookupExists(tx: Tx, lookupCode: string): Promise<boolean> {
  const [row] = await tx.select({ id: lookups.id }).from(lookups).where(eq(lookups.lookupCode, lookupCode)).limit(1);
  return row !== undefined;
}

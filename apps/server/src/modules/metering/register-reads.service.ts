import { and, asc, desc, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { meterReads } from '../../db/schema/index';
import { usageSince } from './meter-read.rules';

type RegisterRead = { id: number; reading: string; readDate: string };

const registerRead = { id: meterReads.id, reading: sql<string>`${meterReads.reading}::text`, readDate: meterReads.readDate };

/** A meter's register read next to `readDate` (before or after it), other than the read `exceptId`. */
async function neighbour(tx: Tx, meterId: number, readDate: string, side: 'before' | 'after', exceptId?: number): Promise<RegisterRead | undefined> {
  const [row] = await tx
    .select(registerRead)
    .from(meterReads)
    .where(
      and(
        eq(meterReads.meterId, meterId),
        isNotNull(meterReads.reading),
        side === 'before' ? lt(meterReads.readDate, readDate) : gt(meterReads.readDate, readDate),
        exceptId === undefined ? undefined : ne(meterReads.id, exceptId),
      ),
    )
    .orderBy(side === 'before' ? desc(meterReads.readDate) : asc(meterReads.readDate))
    .limit(1);
  return row;
}

export const previousRegisterRead = (tx: Tx, meterId: number, readDate: string, exceptId?: number) => neighbour(tx, meterId, readDate, 'before', exceptId);
export const nextRegisterRead = (tx: Tx, meterId: number, readDate: string, exceptId?: number) => neighbour(tx, meterId, readDate, 'after', exceptId);

/**
 * A register read's usage and days since the meter's previous register read (the usage rule of
 * imports: `usageSince`), for a read entered or edited by hand.
 */
export async function usageOfReading(tx: Tx, meterId: number, read: { id?: number; reading: string; readDate: string }) {
  return usageSince(read, await previousRegisterRead(tx, meterId, read.readDate, read.id));
}

/**
 * After a register read was added, moved, changed or deleted around `readDate`: the meter's next
 * register read records its usage since its new previous one.
 */
export async function refreshNextRead(tx: Tx, meterId: number, readDate: string) {
  const next = await nextRegisterRead(tx, meterId, readDate);
  if (!next) return;
  const usage = await usageOfReading(tx, meterId, next);
  await tx
    .update(meterReads)
    .set({ quantity: usage.quantity, periodDays: usage.periodDays, updatedAt: sql`now()` })
    .where(eq(meterReads.id, next.id));
}

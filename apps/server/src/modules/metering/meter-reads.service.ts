import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { meterReadImports, meterReads, meters } from '../../db/schema/index';
import { doneWith, refused, type Outcome } from '../../lib/outcome';
import { readingBelowPrevious, usageSince } from './meter-read.rules';

type PendingRead = typeof meterReadImports.$inferSelect;

/**
 * Moves one waiting read into its meter's history: usage since the previous register read,
 * never below it. Answers why it could not, or null once imported.
 */
async function importOne(tx: Tx, row: PendingRead): Promise<string | null> {
  const meterId = row.meterId ?? (await tx.select({ id: meters.id }).from(meters).where(eq(meters.meterCode, row.meterCode)).limit(1))[0]?.id;
  if (!meterId) return texts.dashboard.meterUnknown(row.meterCode);
  const [previous] = await tx
    .select({ reading: meterReads.reading, readDate: meterReads.readDate })
    .from(meterReads)
    .where(and(eq(meterReads.meterId, meterId), lt(meterReads.readDate, row.readDate), isNotNull(meterReads.reading)))
    .orderBy(desc(meterReads.readDate))
    .limit(1);
  const before = previous ? { reading: previous.reading!, readDate: previous.readDate } : undefined;
  if (readingBelowPrevious(row.reading, before)) return texts.dashboard.readingBelowPrevious(row.meterCode, row.readDate);
  const inserted = await tx
    .insert(meterReads)
    .values({
      meterId,
      readDate: row.readDate,
      reading: row.reading,
      ...usageSince(row, before),
      readType: 'ACTUAL',
      source: 'IMPORT',
    })
    .onConflictDoNothing()
    .returning({ id: meterReads.id });
  if (inserted.length === 0) return texts.dashboard.csv.alreadyStored(row.meterCode, row.readDate);
  await tx
    .update(meterReadImports)
    .set({ meterId, status: 'IMPORTED', importedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(meterReadImports.id, row.id));
  return null;
}

const pending = (tx: Tx, ids?: readonly number[]) =>
  tx
    .select()
    .from(meterReadImports)
    .where(and(eq(meterReadImports.status, 'NEW'), ids ? inArray(meterReadImports.id, [...ids]) : undefined))
    .orderBy(asc(meterReadImports.meterCode), asc(meterReadImports.readDate), asc(meterReadImports.id));

/**
 * Waiting reads one transaction imports: each read takes a few statements (its meter's previous
 * read, the insert, the status), so a batch stays well under a second on PGlite.
 */
export const IMPORT_BATCH_READS = 25;

/** Imports the given reads or none: the first refusal is the answer (the caller's transaction rolls back). */
export async function importReads(tx: Tx, ids: readonly number[]): Promise<Outcome> {
  const rows = await pending(tx, ids);
  for (const row of rows) {
    const error = await importOne(tx, row);
    if (error) return refused(error);
  }
  return doneWith(rows.length);
}

/**
 * Imports the next `limit` waiting reads, each meter's earliest first (one batch of a scheduled
 * import: call again until fewer come back); one that cannot be imported is rejected with its
 * reason, so every read handled leaves the waiting list.
 */
export async function importPendingReads(tx: Tx, limit: number): Promise<{ imported: number; rejected: string[] }> {
  const rejected: string[] = [];
  let imported = 0;
  for (const row of await pending(tx).limit(limit)) {
    const error = await importOne(tx, row);
    if (!error) {
      imported++;
      continue;
    }
    rejected.push(error);
    await tx
      .update(meterReadImports)
      .set({ status: 'REJECTED', errorMessage: error, updatedAt: sql`now()` })
      .where(eq(meterReadImports.id, row.id));
  }
  return { imported, rejected };
}

/** Rejects waiting reads: they will not be imported. Every one must still be waiting, or nothing is written. */
export async function rejectReads(tx: Tx, ids: readonly number[]): Promise<Outcome> {
  const rejected = await tx
    .update(meterReadImports)
    .set({ status: 'REJECTED', updatedAt: sql`now()` })
    .where(and(inArray(meterReadImports.id, [...ids]), eq(meterReadImports.status, 'NEW')))
    .returning({ id: meterReadImports.id });
  return rejected.length === new Set(ids).size ? doneWith(rejected.length) : refused(texts.dashboard.wrongStatus('NEW'));
}

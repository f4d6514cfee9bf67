import { and, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { texts } from '@wattle/contract';
import { doneWith, refused, type Outcome } from '../lib/outcome';
import type { Tx } from './client';

/**
 * Moves the rows `ids` from one of the statuses `from` to `set` (with updated_at). Refused, with
 * nothing written, when any of them is in another status (or gone): the rows are locked while checked.
 * Done with the ids moved.
 */
export async function moveStatuses<T extends PgTable>(
  tx: Tx,
  table: T,
  columns: { id: AnyPgColumn; status: AnyPgColumn },
  ids: readonly number[],
  from: readonly string[],
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- generic over the table: each caller's table gives its columns.
  set: PgUpdateSetSource<T>,
): Promise<Outcome<number[]>> {
  const which = and(inArray(columns.id, [...ids]), inArray(columns.status, [...from]));
  const rows: PgTable = table;
  const movable = await tx.select({ id: columns.id }).from(rows).where(which).for('update');
  if (movable.length !== new Set(ids).size) return refused(texts.dashboard.wrongStatus(from.join(', ')));
  await tx
    .update(table)
    .set({ ...set, updatedAt: sql`now()` })
    .where(which);
  return doneWith(movable.map((r) => r.id as number));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { unbilledTransactions } from '../../db/schema/index';
import { doneWith, refused, type Outcome } from '../../lib/outcome';

type UnbilledStatus = 'UNBILLED' | 'HELD';

/** Unbilled transactions picked by their own ids or by their customer accounts'. */
export type UnbilledSelection = { transactionIds: readonly number[] } | { customerAccountIds: readonly number[] };

/** Moves the selected transactions in `from` to `to`; refused when none was in `from`. Done with the ids moved. */
async function moveUnbilled(tx: Tx, selection: UnbilledSelection, from: UnbilledStatus, to: UnbilledStatus): Promise<Outcome<number[]>> {
  const which =
    'transactionIds' in selection
      ? inArray(unbilledTransactions.id, [...selection.transactionIds])
      : inArray(unbilledTransactions.customerAccountId, [...selection.customerAccountIds]);
  const moved = await tx
    .update(unbilledTransactions)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(which, eq(unbilledTransactions.status, from)))
    .returning({ id: unbilledTransactions.id });
  return moved.length ? doneWith(moved.map((r) => r.id)) : refused(texts.dashboard.wrongStatus(from));
}

/** Unbilled Summary's Hold: the transactions stay out of the next bill run. */
export const holdUnbilled = (tx: Tx, selection: UnbilledSelection) => moveUnbilled(tx, selection, 'UNBILLED', 'HELD');

/** Unbilled Summary's Release: held transactions go to the next bill run. */
export const releaseUnbilled = (tx: Tx, selection: UnbilledSelection) => moveUnbilled(tx, selection, 'HELD', 'UNBILLED');

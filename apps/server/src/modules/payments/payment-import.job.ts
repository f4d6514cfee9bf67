import { eq, inArray, sql } from 'drizzle-orm';
import { JOB_WORKING_STATUSES } from '@wattle/contract';
import type { Database, Tx } from '../../db/client';
import { paymentImports } from '../../db/schema/index';
import { withScope } from '../../db/tenancy';
import { inBatches, type Scoped } from '../../lib/batches';
import { defineJob } from '../../jobs/job';
import { allocateAccounts } from './allocation.service';
import { lockAccounts, payInLines, pendingLines } from './payment-imports.repository';

export interface PaymentImportJob {
  companyId: number;
  dataset: 'live' | 'demo';
  importId: number;
}

/** Lines one transaction pays in: a few set-based statements, well under a second. */
const LINES_PER_BATCH = 2_000;

const finish = (tx: Tx, id: number, status: 'COMPLETED' | 'FAILED', errorMessage: string | null = null) =>
  tx
    .update(paymentImports)
    .set({ status, errorMessage, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(paymentImports.id, id));

/**
 * Pays in an applied payment file (docs/payments.md "Payment files"): LINES_PER_BATCH of its PENDING
 * lines per short transaction, each with its payments, transactions, allocations, audit rows and
 * the import's progress, so a job stopped anywhere carries on from the last commit, and a line is
 * paid once (its status moves with its payment; payments.bank_line_id is unique besides).
 */
async function payInImport(database: Database, job: PaymentImportJob): Promise<void> {
  const scoped: Scoped = (work) => withScope(database.db, job, work);
  const started = await scoped(async (tx) => {
    const [row] = await tx.select().from(paymentImports).where(eq(paymentImports.id, job.importId)).for('update');
    if (!row || !(JOB_WORKING_STATUSES as readonly string[]).includes(row.status)) return null;
    await tx
      .update(paymentImports)
      .set({ status: 'RUNNING', updatedAt: sql`now()` })
      .where(eq(paymentImports.id, row.id));
    return row;
  });
  if (!started) return;
  // The file's lines came in one statement, faster than autovacuum notices: without fresh statistics
  // the planner takes the table for empty and looks each batch's lines up by scanning all of them.
  await database.db.execute(sql`analyze bank_lines`);
  try {
    let afterId = 0;
    await inBatches(scoped, { size: LINES_PER_BATCH }, async (tx, limit) => {
      const lines = await pendingLines(tx, job.importId, afterId, limit);
      if (!lines.length) return 0;
      const accountIds = [...new Set(lines.flatMap((l) => (l.accountId === null ? [] : [l.accountId])))];
      await lockAccounts(tx, accountIds);
      await payInLines(
        tx,
        job.importId,
        lines.map((l) => l.id),
        started.insertUser,
      );
      await allocateAccounts(tx, accountIds, started.insertUser);
      await tx
        .update(paymentImports)
        .set({ doneLines: sql`${paymentImports.doneLines} + ${lines.length}`, updatedAt: sql`now()` })
        .where(eq(paymentImports.id, job.importId));
      afterId = lines.at(-1)!.id;
      return lines.length;
    });
    await scoped((tx) => finish(tx, job.importId, 'COMPLETED'));
  } catch (error) {
    await scoped((tx) => finish(tx, job.importId, 'FAILED', error instanceof Error ? error.message : String(error)));
  }
}

/** A payment file's job: any server with jobs on takes it; an import left QUEUED or RUNNING is queued again by the sweep and carries on. */
export const paymentImportJob = defineJob<PaymentImportJob>({
  queue: 'payment-import',
  key: (job) => `${job.companyId}:${job.dataset}:${job.importId}`,
  pollingIntervalSeconds: 0.5,
  run: ({ database }, job) => payInImport(database, job),
  unfinished: ({ database }) =>
    database.db
      .select({ companyId: paymentImports.companyId, dataset: paymentImports.dataset, importId: paymentImports.id })
      .from(paymentImports)
      .where(inArray(paymentImports.status, [...JOB_WORKING_STATUSES])),
});

import { JOB_WORKING_STATUSES } from '@wattle/contract';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { giveWay } from '../../lib/batches';
import { billRuns } from '../../db/schema/index';
import { withScope, type Scope } from '../../db/tenancy';
import { withBuildingFlags } from '../buildings/reconciliation-flags';
import { rateBill, type RatedBill } from '../rating/rate-bill';
import { addToCounters, claimAccounts, countPending, findRun, lockRunningRun, pendingAccounts, refreshCounters, setRunStatus } from './bill-run.repository';
import { invoiceDueDates } from '../customers/invoice-due-date.service';
import { loadBatch, type BatchInputs, type PlanCache } from './bill-run.inputs';
import { writeDrafts } from './draft-writer';
import { defineJob } from '../../jobs/job';

const BILL_RUN_QUEUE = 'bill-run';
/** Customer accounts read, rated and written per batch: short transactions, bounded memory. */
const BILL_RUN_BATCH = 500;

export interface BillRunJob extends Scope {
  billRunId: number;
}

/**
 * Bills a run's PENDING accounts batch by batch (docs/billing.md "Bill runs"): one short
 * transaction reads a batch's inputs, the engine rates it outside any transaction (while the
 * batch before is written), and one short transaction claims the batch's accounts still PENDING, writes their drafts and outcomes and
 * recomputes the run's counters. A job that restarts (a crash, a second worker) finds the
 * accounts already done and skips them; a cancelled run stops at its next batch.
 */
export async function runBillRun(database: Database, job: BillRunJob, { batchSize = BILL_RUN_BATCH } = {}): Promise<void> {
  const scoped = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(database.db, job, work);
  const run = await scoped(async (tx) => {
    await setRunStatus(tx, job.billRunId, 'RUNNING');
    return findRun(tx, job.billRunId);
  });
  if (!run || run.status !== 'RUNNING') return;
  try {
    const plans: PlanCache = new Map();
    const readBatch = (after: number) =>
      scoped(async (tx) => {
        const pending = await pendingAccounts(tx, run.id, batchSize, after);
        const customerAccountIds = pending.map((a) => a.customerAccountId);
        if (!pending.length) return { pending, inputs: null, dueDates: new Map<number, string>() };
        return {
          pending,
          inputs: await loadBatch(tx, customerAccountIds, run.periodTo, plans),
          dueDates: await invoiceDueDates(tx, run.invoiceDate, customerAccountIds),
        };
      });
    type Pending = Awaited<ReturnType<typeof pendingAccounts>>;
    const writeBatch = (pending: Pending, inputs: BatchInputs, dueDates: ReadonlyMap<number, string>, rated: Map<number, RatedBill>) =>
      scoped(async (tx) => {
        if (!(await lockRunningRun(tx, run.id))) return false;
        const claimed = await claimAccounts(
          tx,
          run.id,
          pending.map((a) => a.id),
        );
        const drafts = claimed.map((a) => ({
          billRunAccountId: a.id,
          bill: rated.get(a.customerAccountId)!,
          dueDate: dueDates.get(a.customerAccountId)!,
        }));
        await writeDrafts(tx, { billRunId: run.id, invoiceDate: run.invoiceDate, dryRun: run.dryRun, productTypeIds: inputs.productTypeIds }, drafts);
        await addToCounters(
          tx,
          run.id,
          claimed.map((a) => a.id),
        );
        return true;
      });
    // Three batches at once: the next one is read and this one rated while the one before is
    // written, so the database and the engine work at once. Writes stay one after another.
    let next = readBatch(0);
    let writing: Promise<boolean> = Promise.resolve(true);
    for (;;) {
      const batch = await next;
      if (!batch.inputs) break;
      await giveWay();
      next = readBatch(batch.pending.at(-1)!.id);
      next.catch(() => undefined); // awaited on the next turn; a failure here must not go unhandled meanwhile
      const { inputs } = batch;
      const rated = new Map(inputs.bills.map((b) => [b.customerAccountId, withBuildingFlags(rateBill(b), inputs.buildingFlags)]));
      if (!(await writing)) break;
      writing = writeBatch(batch.pending, inputs, batch.dueDates, rated);
      writing.catch(() => undefined); // likewise
    }
    if (!(await writing)) {
      await next.catch(() => undefined);
      return;
    }
    await scoped(async (tx) => {
      // Another worker may still be writing the last batch: the run is finished once nothing is pending.
      if (!(await lockRunningRun(tx, run.id)) || (await countPending(tx, run.id)) > 0) return;
      await refreshCounters(tx, run.id);
      await setRunStatus(tx, run.id, 'COMPLETED');
    });
  } catch (error) {
    await scoped((tx) => setRunStatus(tx, run.id, 'FAILED', error instanceof Error ? error.message : String(error)));
    throw error;
  }
}

/**
 * A bill run's job: any server with jobs on takes it. A run left QUEUED or RUNNING (its server
 * stopped) is queued again by the sweep and resumes where it stopped; a second job on a run that
 * is still being worked adds nothing.
 */
export const billRunJob = defineJob<BillRunJob>({
  queue: BILL_RUN_QUEUE,
  key: (job) => `${job.companyId}:${job.dataset}:${job.billRunId}`,
  run: (deps, job) => runBillRun(deps.database, job, { batchSize: deps.config.billRunBatchAccounts }),
  // Quiet for a minute: not a run being billed right now (an instant invoice bills its run in the request).
  unfinished: ({ database }) =>
    database.db
      .select({ companyId: billRuns.companyId, dataset: billRuns.dataset, billRunId: billRuns.id })
      .from(billRuns)
      .where(and(inArray(billRuns.status, [...JOB_WORKING_STATUSES]), lt(billRuns.updatedAt, sql`now() - interval '1 minute'`))),
});

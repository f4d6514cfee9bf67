import { JOB_WORKING_STATUSES } from '@wattle/contract';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { giveWay } from '../../lib/batches';
import { billRuns } from '../../db/schema/index';
import { withScope, type Scope } from '../../db/tenancy';
import { withBuildingFlags } from '../buildings/reconciliation-flags';
import { rateBill, type RatedBill } from '../rating/rate-bill';
import { addToCounters, claimAccounts, claimBatch, countPending, findRun, lockRunningRun, refreshCounters, setRunStatus } from './bill-run.repository';
import { invoiceDueDates } from '../customers/invoice-due-date.service';
import { loadBatch, type BatchInputs, type PlanCache } from './bill-run.inputs';
import { writeDrafts } from './draft-writer';
import { defineJob, sendJob, type JobDefinition } from '../../jobs/job';

const BILL_RUN_QUEUE = 'bill-run';
/** Customer accounts read, rated and written per batch: short transactions, bounded memory. */
const BILL_RUN_BATCH = 500;

export interface BillRunJob extends Scope {
  billRunId: number;
  /** Which of the run's workers (0 … BILL_RUN_WORKERS − 1) this is; one when absent (a run billed in the request). */
  slot?: number;
}

/**
 * Bills a run's PENDING accounts batch by batch (docs/billing.md "Bill runs"): one short
 * transaction takes a batch (claimBatch: the run's other workers, on this server or another, take
 * other batches) and reads its inputs, the engine rates it outside any transaction (while the
 * batch before is written), and one short transaction locks the batch's accounts still PENDING,
 * writes their drafts and outcomes and adds to the run's counters. A job that restarts (a crash,
 * a takeover) takes its own batches again and skips accounts already done; a cancelled run stops
 * at its next batch. The worker that finds nothing left to bill completes the run.
 */
export async function runBillRun(database: Database, job: BillRunJob, { batchSize = BILL_RUN_BATCH } = {}): Promise<void> {
  const scoped = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(database.db, job, work);
  const run = await scoped(async (tx) => {
    await setRunStatus(tx, job.billRunId, 'RUNNING');
    return findRun(tx, job.billRunId);
  });
  if (!run || run.status !== 'RUNNING') return;
  const worker = `slot ${job.slot ?? 0}`;
  try {
    const plans: PlanCache = new Map();
    const readBatch = (inFlight: readonly number[]) =>
      scoped(async (tx) => {
        const pending = await claimBatch(tx, run.id, worker, batchSize, inFlight);
        const customerAccountIds = pending.map((a) => a.customerAccountId);
        if (!pending.length) return { pending, inputs: null, dueDates: new Map<number, string>() };
        return {
          pending,
          inputs: await loadBatch(tx, customerAccountIds, run.periodTo, plans),
          dueDates: await invoiceDueDates(tx, run.invoiceDate, customerAccountIds),
        };
      });
    type Pending = Awaited<ReturnType<typeof claimBatch>>;
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
    let next = readBatch([]);
    let writing: Promise<boolean> = Promise.resolve(true);
    let written: Pending = [];
    for (;;) {
      const batch = await next;
      if (!batch.inputs) break;
      await giveWay();
      // This batch, and the one before while it is still being written, are not to be taken again.
      next = readBatch([...batch.pending, ...written].map((a) => a.id));
      next.catch(() => undefined); // awaited on the next turn; a failure here must not go unhandled meanwhile
      const { inputs } = batch;
      const rated = new Map(inputs.bills.map((b) => [b.customerAccountId, withBuildingFlags(rateBill(b), inputs.buildingFlags)]));
      if (!(await writing)) break;
      writing = writeBatch(batch.pending, inputs, batch.dueDates, rated);
      writing.catch(() => undefined); // likewise
      written = batch.pending;
    }
    if (!(await writing)) {
      await next.catch(() => undefined);
      return;
    }
    await scoped(async (tx) => {
      // Another worker may still be billing its batches: the run is finished once nothing is pending.
      if (!(await lockRunningRun(tx, run.id)) || (await countPending(tx, run.id)) > 0) return;
      await refreshCounters(tx, run.id);
      await setRunStatus(tx, run.id, 'COMPLETED');
    });
  } catch (error) {
    await scoped((tx) => setRunStatus(tx, run.id, 'FAILED', error instanceof Error ? error.message : String(error)));
    throw error;
  }
}

/** The jobs of one run: one per worker slot, so that as many servers' job workers can share it. */
const billRunJobs = (scope: Scope, billRunId: number, workers: number): BillRunJob[] =>
  Array.from({ length: workers }, (_, slot) => ({ companyId: scope.companyId, dataset: scope.dataset, billRunId, slot }));

/**
 * A bill run's jobs, BILL_RUN_WORKERS of them: starting a run queues the first, which queues the
 * others as it starts. Each server with jobs on takes one at a time, so that many servers bill a
 * run's batches side by side (on one server they run one after another, the first billing
 * everything). A run left QUEUED or RUNNING (its server stopped) is queued again by the sweep and
 * resumes where it stopped; a job for a slot still being worked adds nothing.
 */
export const billRunJob: JobDefinition<BillRunJob> = defineJob<BillRunJob>({
  queue: BILL_RUN_QUEUE,
  key: (job) => `${job.companyId}:${job.dataset}:${job.billRunId}:${job.slot ?? 0}`,
  run: async (deps, job) => {
    if (!job.slot) {
      for (const other of billRunJobs(job, job.billRunId, deps.config.billRunWorkers).slice(1)) await sendJob(deps.database.db, billRunJob, other);
    }
    await runBillRun(deps.database, job, { batchSize: deps.config.billRunBatchAccounts });
  },
  // Quiet for a minute: not a run being billed right now (an instant invoice bills its run in the request).
  unfinished: async ({ database, config }) => {
    const runs = await database.db
      .select({ companyId: billRuns.companyId, dataset: billRuns.dataset, billRunId: billRuns.id })
      .from(billRuns)
      .where(and(inArray(billRuns.status, [...JOB_WORKING_STATUSES]), lt(billRuns.updatedAt, sql`now() - interval '1 minute'`)));
    return runs.flatMap((run) => billRunJobs(run, run.billRunId, config.billRunWorkers));
  },
});

import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { NULL_VALUE, YES } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { emailRequests } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';
import { BATCH_ROWS, inBatches, type Scoped } from '../../lib/batches';
import { businessDate } from '../../lib/business-date';
import { billRunTask } from '../billing/bill-run.task';
import { buildingReconciliationTask } from '../buildings/reconciliation.task';
import { isReviewAmount } from '../collections/collection.rules';
import { reviewArrears } from '../collections/collections.service';
import { resolveDateOption, resolveDueDateOption } from './date-options';
import { IMPORT_BATCH_ROWS, importPendingReads } from '../metering/meter-reads.service';
import { sqlRows } from '../../db/sql-rows';

export interface RunnerContext {
  scope: Scope;
  /** A new short transaction in the task's company and dataset: a runner's work goes in batches (`inBatches`). */
  scoped: Scoped;
  /** The task's detail items by name (null when empty). */
  parameters: ReadonlyMap<string, string | null>;
  /** Records in a batch's transaction how far the run has got (the run's log while it runs). */
  progress(tx: Tx, text: string): Promise<void>;
  /** Work after the run's outcome is recorded (sending mail). */
  afterCommit(work: () => Promise<void>): void;
  sendQueuedEmails(ids: number[]): Promise<void>;
  /** Where the files a runner makes (letters) are kept. */
  files: FileStore;
}

/** One step's log line of a run (Logs dialog). */
export interface StepLog {
  logName: string;
  /** The job's task the step ran (a job's own tasks); none: the job itself. */
  taskName?: string;
  jobTaskId?: number;
  logText: string;
  status: 'SUCCESS' | 'FAILED' | 'SKIPPED';
}

export interface TaskRunner {
  /** Files of this runner can be uploaded (Upload Files' Import Type). */
  importsFiles?: boolean;
  /** Detail items the runner reads as "all" or "none" when empty: they may be saved empty. */
  optionalItems?: readonly string[];
  run(ctx: RunnerContext): Promise<StepLog[]>;
}

const param = (ctx: RunnerContext, name: string) => {
  const value = ctx.parameters.get(name);
  return value === undefined || value === null || value === NULL_VALUE ? null : value;
};

/** Imports every waiting meter read; a read that cannot be imported is rejected with its reason. */
const meterReadImport: TaskRunner = {
  importsFiles: true,
  async run(ctx) {
    const rejected: string[] = [];
    let imported = 0;
    await inBatches(
      ctx.scoped,
      { size: IMPORT_BATCH_ROWS, afterBatch: (tx) => ctx.progress(tx, `${imported} reads imported, ${rejected.length} rejected so far`) },
      async (tx, limit) => {
        const batch = await importPendingReads(tx, limit);
        imported += batch.imported;
        rejected.push(...batch.rejected);
        return batch.imported + batch.rejected.length;
      },
    );
    return [
      { logName: 'Import reads', logText: `${imported} reads imported`, status: 'SUCCESS' },
      ...(rejected.length ? [{ logName: 'Rejected reads', logText: rejected.join('\n'), status: 'FAILED' as const }] : []),
    ];
  },
};

/**
 * Flags accounts in arrears: active accounts in good standing with at least MIN_BALANCE owing and
 * an unpaid invoice due before INVOICES_DUE_BEFORE (counted back from AS_AT), optionally of one
 * BILLING_CYCLE; RECORD_REMINDER Y also records a reminder for each.
 */
const arrearsReview: TaskRunner = {
  optionalItems: ['BILLING_CYCLE'],
  async run(ctx) {
    const today = await ctx.scoped(businessDate);
    const asAt = resolveDateOption(param(ctx, 'AS_AT'), dayjs(today)) ?? today;
    const dueBefore = resolveDueDateOption(param(ctx, 'INVOICES_DUE_BEFORE'), asAt) ?? asAt;
    const minBalance = param(ctx, 'MIN_BALANCE') ?? '0';
    if (!isReviewAmount(minBalance)) return [{ logName: 'Check settings', logText: `MIN_BALANCE ${minBalance} is not an amount`, status: 'FAILED' }];
    const review = { dueBefore, minBalance, cycle: param(ctx, 'BILLING_CYCLE'), reminderDate: param(ctx, 'RECORD_REMINDER') === YES ? asAt : null };
    let reminded = 0;
    const flagged = await inBatches(
      ctx.scoped,
      { size: BATCH_ROWS, afterBatch: (tx, total) => ctx.progress(tx, `${total} accounts flagged in arrears so far`) },
      async (tx, limit) => {
        const batch = await reviewArrears(tx, review, limit);
        reminded += batch.reminded;
        return batch.flagged;
      },
    );
    const logs: StepLog[] = [
      {
        logName: 'Flag accounts',
        logText: `${flagged} accounts flagged in arrears (invoices due before ${dueBefore}, balance at least ${minBalance})`,
        status: 'SUCCESS',
      },
    ];
    if (reminded > 0) logs.push({ logName: 'Record reminders', logText: `${reminded} reminders recorded`, status: 'SUCCESS' });
    return logs;
  },
};

/** Sends every NEW email (at most MAX_EMAILS per run). */
const sendEmailQueue: TaskRunner = {
  async run(ctx) {
    const max = Number(param(ctx, 'MAX_EMAILS') ?? '500');
    const ids: number[] = [];
    await inBatches(ctx.scoped, { size: BATCH_ROWS, max: Number.isInteger(max) && max > 0 ? Math.min(max, 10_000) : 500 }, async (tx, limit) => {
      const queued = await sqlRows<{ id: number }>(
        tx,
        sql`update ${emailRequests} set request_status = 'QUEUED', updated_at = now()
        where ${emailRequests.id} in (select ${emailRequests.id} from ${emailRequests} where ${emailRequests.requestStatus} = 'NEW' order by ${emailRequests.id} limit ${limit})
        returning ${emailRequests.id} as id`,
      );
      ids.push(...queued.map((r) => r.id));
      return queued.length;
    });
    ctx.afterCommit(() => ctx.sendQueuedEmails(ids));
    return [{ logName: 'Queue emails', logText: `${ids.length} emails queued for sending`, status: 'SUCCESS' }];
  },
};

/** Built-in runners by system_jobs.runner_code. */
export const taskRunners: Readonly<Record<string, TaskRunner>> = {
  METER_READ_IMPORT: meterReadImport,
  ARREARS_REVIEW: arrearsReview,
  SEND_EMAIL_QUEUE: sendEmailQueue,
  BILL_RUN: billRunTask,
  BUILDING_RECONCILIATION: buildingReconciliationTask,
};

/** Whether a task's detail item may be left empty (its runner reads empty as "all" or "none"). */
export const isOptionalItem = (runnerCode: string | null, itemName: string) =>
  Boolean(runnerCode && taskRunners[runnerCode]?.optionalItems?.includes(itemName));

export const importRunnerCodes = Object.entries(taskRunners)
  .filter(([, runner]) => runner.importsFiles)
  .map(([code]) => code);

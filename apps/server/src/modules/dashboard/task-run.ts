import { and, asc, eq, sql } from 'drizzle-orm';
import { texts, type Message } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import type { Scoped } from '../../lib/batches';
import type { FileStore } from '../../lib/files/index';
import type { Mailer } from '../../lib/mailer';
import { sendQueuedEmails } from '../correspondence/email-sender';
import { jobParameters, jobRunLogs, jobRuns, systemJobs } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { runJobTasks } from '../system-jobs/tasks/run-job-tasks';
import type { RunnerContext, StepLog, TaskRunner } from './task-runners';
import { taskRunners } from './task-runners';

/** What a run's work needs: its company's transactions and mail. */
export type RunDeps = Pick<RunnerContext, 'scope' | 'scoped' | 'sendQueuedEmails' | 'files'>;

/** A run's needs in a company: its short transactions, and sending the mail the run queued. */
export const runDepsIn = (scope: Scope, scoped: Scoped, files: FileStore, mailer: Mailer): RunDeps => ({
  scope,
  scoped,
  files,
  sendQueuedEmails: async (ids) => {
    await sendQueuedEmails({ scope, files, mailer, scoped }, ids);
  },
});

/** A run marked started: the task, its detail items and the run's row. */
export interface StartedRun {
  jobId: number;
  name: string;
  runnerCode: string | null;
  parameters: ReadonlyMap<string, string | null>;
  runId: number;
  startTime: string;
}

/**
 * Marks a run of a scheduled task started, in the caller's (short) transaction: a RUNNING run
 * triggered by `triggeredBy` (`dashboard:{username}`, `schedule`), the task RUNNING since now.
 */
export async function startTaskRun(tx: Tx, jobId: number, triggeredBy: string): Promise<StartedRun> {
  const [job] = await tx.select().from(systemJobs).where(eq(systemJobs.id, jobId)).for('update');
  if (!job) throw notFound(texts.dashboard.taskNotFound);
  const parameters = new Map(
    (
      await tx
        .select({ name: jobParameters.name, value: jobParameters.value })
        .from(jobParameters)
        .where(eq(jobParameters.systemJobId, jobId))
        .orderBy(asc(jobParameters.sortOrder))
    ).map((p) => [p.name, p.value] as const),
  );
  const [run] = await tx.insert(jobRuns).values({ systemJobId: jobId, triggeredBy }).returning({ id: jobRuns.id, startTime: jobRuns.startTime });
  await tx
    .update(systemJobs)
    .set({ lastStatus: 'RUNNING', lastStartTime: run!.startTime, updatedAt: sql`now()` })
    .where(eq(systemJobs.id, jobId));
  return { jobId, name: job.name, runnerCode: job.runnerCode, parameters, runId: run!.id, startTime: run!.startTime };
}

/**
 * Does a started run's work and records its outcome: the runner works in short transactions of
 * bounded size (its batches, each atomic, with the run's progress written as a RUNNING log), then
 * one last transaction writes a log per step and the run's and the task's status. A failure keeps
 * the run, its log and the batches done before it. Mail queued by the runner goes after that.
 */
export async function finishTaskRun(deps: RunDeps, run: StartedRun): Promise<Message> {
  // A job without a built-in runner runs its own tasks (System Jobs).
  const runner: TaskRunner | undefined = run.runnerCode ? taskRunners[run.runnerCode] : { run: (ctx) => runJobTasks(ctx, run) };
  const afterRun: (() => Promise<void>)[] = [];
  const progressLog = and(eq(jobRunLogs.jobRunId, run.runId), eq(jobRunLogs.status, 'RUNNING'));
  const progress = async (tx: Tx, logText: string) => {
    const updated = await tx
      .update(jobRunLogs)
      .set({ logText, updatedAt: sql`now()` })
      .where(progressLog)
      .returning({ id: jobRunLogs.id });
    if (updated.length === 0)
      await tx.insert(jobRunLogs).values({ jobRunId: run.runId, taskName: run.name, stepOrder: 1, startTime: run.startTime, logName: run.name, logText });
  };
  let logs: StepLog[];
  try {
    logs = runner
      ? await runner.run({ ...deps, parameters: run.parameters, progress, afterCommit: (work) => afterRun.push(work) })
      : [{ logName: run.name, logText: texts.dashboard.noRunner, status: 'SKIPPED' }];
  } catch (error) {
    logs = [{ logName: run.name, logText: (error as Error).message.slice(0, 2000), status: 'FAILED' }];
  }
  const failed = logs.some((l) => l.status === 'FAILED');
  const status = failed ? 'FAILED' : 'SUCCESS';
  await deps.scoped(async (tx) => {
    await tx.delete(jobRunLogs).where(progressLog);
    if (logs.length > 0) {
      await tx.insert(jobRunLogs).values(
        logs.map((log, i) => ({
          jobRunId: run.runId,
          taskName: log.taskName ?? run.name,
          jobTaskId: log.jobTaskId,
          stepOrder: i + 1,
          status: log.status,
          startTime: run.startTime,
          endTime: sql`now()`,
          logName: log.logName,
          logText: log.logText,
        })),
      );
    }
    await tx
      .update(jobRuns)
      .set({ status, endTime: sql`now()`, updatedAt: sql`now()` })
      .where(eq(jobRuns.id, run.runId));
    await tx
      .update(systemJobs)
      .set({ lastStatus: status, updatedAt: sql`now()` })
      .where(eq(systemJobs.id, run.jobId));
  });
  for (const work of afterRun) await work();
  return failed
    ? { message: texts.dashboard.taskFailed(run.name), messageType: 'Error' }
    : { message: texts.dashboard.taskRan(run.name), messageType: 'Success' };
}

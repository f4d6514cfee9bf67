import { and, asc, eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { withScope, type Scope } from '../../db/tenancy';
import { defineJob, queueJob } from '../../jobs/job';
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
type RunDeps = Pick<RunnerContext, 'scope' | 'scoped' | 'sendQueuedEmails' | 'files'>;

/** A run's needs in a company: its short transactions, and sending the mail the run queued. */
const runDepsIn = (scope: Scope, scoped: Scoped, files: FileStore, mailer: Mailer): RunDeps => ({
  scope,
  scoped,
  files,
  sendQueuedEmails: async (ids) => {
    await sendQueuedEmails({ scope, files, mailer, scoped }, ids);
  },
});

/** A run marked started: the task, its detail items and the run's row. */
interface StartedRun {
  jobId: number;
  name: string;
  runnerCode: string | null;
  parameters: ReadonlyMap<string, string | null>;
  runId: number;
  startTime: string;
}

async function parametersOf(tx: Tx, jobId: number): Promise<ReadonlyMap<string, string | null>> {
  const rows = await tx
    .select({ name: jobParameters.name, value: jobParameters.value })
    .from(jobParameters)
    .where(eq(jobParameters.systemJobId, jobId))
    .orderBy(asc(jobParameters.sortOrder));
  return new Map(rows.map((p) => [p.name, p.value] as const));
}

/**
 * Marks a run of a scheduled task started, in the caller's (short) transaction: a RUNNING run
 * triggered by `triggeredBy` (`dashboard:{username}`, `system-jobs:{username}`, `schedule`), the
 * task RUNNING since now, and the run's job queued once the transaction commits. Run on the
 * dashboard, Run Job and the scheduler all start a run this way and answer at once; any server
 * with jobs on does the work (taskRunJob).
 */
export async function startTaskRun(tx: Tx, scope: Scope, jobId: number, triggeredBy: string): Promise<{ runId: number; name: string }> {
  const [job] = await tx.select().from(systemJobs).where(eq(systemJobs.id, jobId)).for('update');
  if (!job) throw notFound(texts.dashboard.taskNotFound);
  const [run] = await tx.insert(jobRuns).values({ systemJobId: jobId, triggeredBy }).returning({ id: jobRuns.id, startTime: jobRuns.startTime });
  await tx
    .update(systemJobs)
    .set({ lastStatus: 'RUNNING', lastStartTime: run!.startTime, updatedAt: sql`now()` })
    .where(eq(systemJobs.id, jobId));
  queueJob(tx, taskRunJob, { companyId: scope.companyId, dataset: scope.dataset, runId: run!.id });
  return { runId: run!.id, name: job.name };
}

/** A run still RUNNING, as its job resumes it; null once it has finished. */
async function startedRun(tx: Tx, runId: number): Promise<StartedRun | null> {
  const [row] = await tx
    .select({ jobId: systemJobs.id, name: systemJobs.name, runnerCode: systemJobs.runnerCode, startTime: jobRuns.startTime })
    .from(jobRuns)
    .innerJoin(systemJobs, eq(systemJobs.id, jobRuns.systemJobId))
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, 'RUNNING')));
  return row ? { ...row, runId, parameters: await parametersOf(tx, row.jobId) } : null;
}

/**
 * Does a started run's work and records its outcome: the runner works in short transactions of
 * bounded size (its batches, each atomic, with the run's progress written as a RUNNING log), then
 * one last transaction writes a log per step and the run's and the task's status. A failure keeps
 * the run, its log and the batches done before it. Mail queued by the runner goes after that.
 */
async function finishTaskRun(deps: RunDeps, run: StartedRun): Promise<void> {
  // A job without a built-in runner runs its own tasks (System Jobs); a built-in one runs them after its runner, unless that failed.
  const builtIn = run.runnerCode ? taskRunners[run.runnerCode] : undefined;
  const runner: TaskRunner | undefined = !run.runnerCode
    ? { run: (ctx) => runJobTasks(ctx, run) }
    : builtIn && {
        run: async (ctx) => {
          const logs = await builtIn.run(ctx);
          return logs.some((l) => l.status === 'FAILED') ? logs : [...logs, ...(await runJobTasks(ctx, run, true))];
        },
      };
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
}

export interface TaskRunJob extends Scope {
  runId: number;
}

/**
 * A started run's work. A run left RUNNING (its server stopped, its send lost) is queued again by
 * the sweep and done from the start: a runner's batches are each atomic and take only what is
 * still to do.
 */
export const taskRunJob = defineJob<TaskRunJob>({
  queue: 'scheduled-task-run',
  key: (job) => `${job.companyId}:${job.dataset}:${job.runId}`,
  async run({ database, files, mailer }, job) {
    const scoped: Scoped = (work) => withScope(database.db, job, work);
    const run = await scoped((tx) => startedRun(tx, job.runId));
    if (run) await finishTaskRun(runDepsIn(job, scoped, files, mailer), run);
  },
  unfinished: ({ database }) =>
    database.db.select({ companyId: jobRuns.companyId, dataset: jobRuns.dataset, runId: jobRuns.id }).from(jobRuns).where(eq(jobRuns.status, 'RUNNING')),
});

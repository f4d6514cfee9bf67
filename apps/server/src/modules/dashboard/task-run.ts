import { asc, eq, sql } from 'drizzle-orm';
import { texts, type Message } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { jobParameters, jobRunLogs, jobRuns, systemJobs } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { RunnerContext, StepLog } from './task-runners';
import { taskRunners } from './task-runners';

/** Who started the run, as the run records it: `dashboard:{username}` or `schedule`. */
export type RunDeps = Omit<RunnerContext, 'tx' | 'parameters'> & { triggeredBy: string };

/**
 * Runs a scheduled task now: a job run with one log per step, the task's last status and start
 * time. The runner works in a savepoint, so a failure keeps the run and its log but none of the
 * runner's half-done changes.
 */
export async function runScheduledTask(tx: Tx, deps: RunDeps, jobId: number): Promise<Message> {
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
  const [run] = await tx
    .insert(jobRuns)
    .values({ systemJobId: jobId, triggeredBy: deps.triggeredBy })
    .returning({ id: jobRuns.id, startTime: jobRuns.startTime });
  const runner = job.runnerCode ? taskRunners[job.runnerCode] : undefined;
  const started = new Date().toISOString();
  let logs: StepLog[];
  try {
    logs = runner
      ? await tx.transaction((sp) => runner.run({ ...deps, tx: sp, parameters }))
      : [{ logName: job.name, logText: texts.dashboard.noRunner, status: 'SKIPPED' }];
  } catch (error) {
    logs = [{ logName: job.name, logText: (error as Error).message.slice(0, 2000), status: 'FAILED' }];
  }
  const failed = logs.some((l) => l.status === 'FAILED');
  if (logs.length > 0) {
    await tx.insert(jobRunLogs).values(
      logs.map((log, i) => ({
        jobRunId: run!.id,
        taskName: job.name,
        stepOrder: i + 1,
        status: log.status,
        startTime: started,
        endTime: sql`now()`,
        logName: log.logName,
        logText: log.logText,
      })),
    );
  }
  const status = failed ? 'FAILED' : 'SUCCESS';
  await tx
    .update(jobRuns)
    .set({ status, endTime: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobRuns.id, run!.id));
  await tx
    .update(systemJobs)
    .set({ lastStatus: status, lastStartTime: run!.startTime, updatedAt: sql`now()` })
    .where(eq(systemJobs.id, jobId));
  return failed
    ? { message: texts.dashboard.taskFailed(job.name), messageType: 'Error' }
    : { message: texts.dashboard.taskRan(job.name), messageType: 'Success' };
}

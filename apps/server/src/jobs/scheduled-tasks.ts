import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { systemJobs } from '../db/schema/index';
import { withScope, type Scope } from '../db/tenancy';
import { startTaskRun } from '../modules/dashboard/task-run';
import { queueDueReportSchedules } from '../modules/report-schedules/due-report-schedules';
import { defineJob } from './job';
import { nextRunFromNow } from './next-run';

/** The queue whose job, every minute, runs the scheduled tasks that have fallen due. */
export const DUE_TASKS_QUEUE = 'scheduled-tasks-due';
const EVERY_MINUTE = '* * * * *';
/** Most tasks one pass runs; the rest wait for the next minute. */
const BATCH = 50;

/**
 * Starts a run of each active scheduled task whose next run date has passed, in its own company's
 * scope, as the dashboard's Run does (task-run.ts: the run's job does the work). One short
 * transaction claims the task: a task another process is claiming is skipped (row lock, skip
 * locked), and its next run date moves on by its schedule in the company's time zone as the run
 * starts, so no other pass starts it again. Returns how many started.
 */
export async function startDueTasks(database: Database): Promise<number> {
  const due = await database.db
    .select({ id: systemJobs.id, companyId: systemJobs.companyId, dataset: systemJobs.dataset })
    .from(systemJobs)
    .where(and(eq(systemJobs.active, true), isNotNull(systemJobs.runnerCode), lte(systemJobs.nextRunDate, sql`now()`)))
    .orderBy(systemJobs.nextRunDate)
    .limit(BATCH);
  let started = 0;
  for (const job of due) {
    const scope: Scope = { companyId: job.companyId, dataset: job.dataset };
    const run = await withScope(database.db, scope, async (tx) => {
      const [locked] = await tx
        .select({ schedule: systemJobs.schedule })
        .from(systemJobs)
        .where(and(eq(systemJobs.id, job.id), lte(systemJobs.nextRunDate, sql`now()`)))
        .for('update', { skipLocked: true });
      if (!locked) return null;
      const next = await nextRunFromNow(tx, locked.schedule);
      await tx.update(systemJobs).set({ nextRunDate: next }).where(eq(systemJobs.id, job.id));
      return startTaskRun(tx, scope, job.id, 'schedule');
    });
    if (run) started++;
  }
  return started;
}

/**
 * The scheduler: one cron job a minute across every server process, worked by whichever takes it:
 * it starts the due scheduled tasks and queues the due report schedules.
 */
export const dueTasksJob = defineJob({
  queue: DUE_TASKS_QUEUE,
  every: EVERY_MINUTE,
  async run(deps) {
    await startDueTasks(deps.database);
    await queueDueReportSchedules(deps.database);
  },
});

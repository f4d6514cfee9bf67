import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { systemJobs } from '../db/schema/index';
import { withScope, type Scope } from '../db/tenancy';
import type { Scoped } from '../lib/batches';
import type { FileStore } from '../lib/files/index';
import type { Mailer } from '../lib/mailer';
import { finishTaskRun, runDepsIn, startTaskRun } from '../modules/dashboard/task-run';
import { queueDueReportSchedules } from '../modules/report-schedules/due-report-schedules';
import { defineJob } from './job';
import { nextRunFromNow } from './next-run';

/** The queue whose job, every minute, runs the scheduled tasks that have fallen due. */
export const DUE_TASKS_QUEUE = 'scheduled-tasks-due';
const EVERY_MINUTE = '* * * * *';
/** Most tasks one pass runs; the rest wait for the next minute. */
const BATCH = 50;

export interface SchedulerDeps {
  database: Database;
  mailer: Mailer;
  files: FileStore;
}

/**
 * Runs each active scheduled task whose next run date has passed, in its own company's scope, as
 * the dashboard's Run does (task-run.ts: a run with its logs, worked in short transactions). One
 * short transaction claims the task: a task another process is claiming is skipped (row lock, skip
 * locked), and its next run date moves on by its schedule in the company's time zone before the
 * work starts, so no other pass runs it again meanwhile. Returns how many ran.
 */
export async function runDueTasks(deps: SchedulerDeps): Promise<number> {
  const due = await deps.database.db
    .select({ id: systemJobs.id, companyId: systemJobs.companyId, dataset: systemJobs.dataset })
    .from(systemJobs)
    .where(and(eq(systemJobs.active, true), isNotNull(systemJobs.runnerCode), lte(systemJobs.nextRunDate, sql`now()`)))
    .orderBy(systemJobs.nextRunDate)
    .limit(BATCH);
  let ran = 0;
  for (const job of due) {
    const scope: Scope = { companyId: job.companyId, dataset: job.dataset };
    const scoped: Scoped = (work) => withScope(deps.database.db, scope, work);
    const run = await scoped(async (tx) => {
      const [locked] = await tx
        .select({ schedule: systemJobs.schedule })
        .from(systemJobs)
        .where(and(eq(systemJobs.id, job.id), lte(systemJobs.nextRunDate, sql`now()`)))
        .for('update', { skipLocked: true });
      if (!locked) return null;
      const next = await nextRunFromNow(tx, locked.schedule);
      await tx.update(systemJobs).set({ nextRunDate: next }).where(eq(systemJobs.id, job.id));
      return startTaskRun(tx, job.id, 'schedule');
    });
    if (!run) continue;
    await finishTaskRun(runDepsIn(scope, scoped, deps.files, deps.mailer), run);
    ran++;
  }
  return ran;
}

/**
 * The scheduler: one cron job a minute across every server process, worked by whichever takes it:
 * the due scheduled tasks, then the due report schedules.
 */
export const dueTasksJob = defineJob({
  queue: DUE_TASKS_QUEUE,
  every: EVERY_MINUTE,
  async run(deps) {
    await runDueTasks(deps);
    await queueDueReportSchedules(deps.database);
  },
});

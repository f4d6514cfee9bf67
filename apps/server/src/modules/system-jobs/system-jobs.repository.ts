import { asc, eq, sql } from 'drizzle-orm';
import type { JobHistoryRow, RecurrenceOption } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { scheduleRecurrenceOptions, systemJobs } from '../../db/schema/index';
import { isoMoment } from '../dashboard/process-columns';
import { jobRunLogRows } from './run-logs.repository';

export async function listRecurrenceOptions(tx: Tx): Promise<RecurrenceOption[]> {
  return tx
    .select({
      id: scheduleRecurrenceOptions.id,
      code: scheduleRecurrenceOptions.code,
      category: scheduleRecurrenceOptions.category,
      description: scheduleRecurrenceOptions.description,
      runDayOptionCode: scheduleRecurrenceOptions.runDayOptionCode,
    })
    .from(scheduleRecurrenceOptions)
    .orderBy(asc(scheduleRecurrenceOptions.sortOrder), asc(scheduleRecurrenceOptions.category), asc(scheduleRecurrenceOptions.description));
}

const jobColumns = {
  id: systemJobs.id,
  name: systemJobs.name,
  description: systemJobs.description,
  category: systemJobs.category,
  active: systemJobs.active,
  schedule: systemJobs.schedule,
  lastStatus: systemJobs.lastStatus,
  lastStartTime: isoMoment(systemJobs.lastStartTime).mapWith(String),
  nextRunDate: isoMoment(systemJobs.nextRunDate).mapWith(String),
};
export type JobRow = Awaited<ReturnType<typeof listJobRows>>[number];

/** Every job of the dataset by category and name (the table groups them by category). */
export async function listJobRows(tx: Tx) {
  return tx
    .select(jobColumns)
    .from(systemJobs)
    .orderBy(sql`${systemJobs.category} asc nulls first`, asc(systemJobs.name), asc(systemJobs.id));
}

export async function findJobRow(tx: Tx, id: number, forUpdate = false): Promise<JobRow | null> {
  const query = tx.select(jobColumns).from(systemJobs).where(eq(systemJobs.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export interface JobValues {
  name: string;
  description: string;
  category: string | null;
  active: boolean;
  schedule: Record<string, unknown>;
  nextRunDate: string | null;
}

export async function insertJob(tx: Tx, values: JobValues): Promise<number> {
  const [row] = await tx.insert(systemJobs).values(values).returning({ id: systemJobs.id });
  return row!.id;
}

export async function updateJob(tx: Tx, id: number, values: JobValues) {
  await tx
    .update(systemJobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(systemJobs.id, id));
}

/** A job's run history: one row per task step of each run, newest run first; duration in minutes (two decimals). */
export async function jobHistory(tx: Tx, jobId: number): Promise<JobHistoryRow[]> {
  return (await jobRunLogRows(tx, jobId)).map((r) => ({
    id: r.id,
    taskName: r.taskName,
    jobDuration: r.minutes,
    startTime: r.startTime,
    endTime: r.endTime,
    taskLog: r.logText,
  }));
}

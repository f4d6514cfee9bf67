import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ScheduleName, ScheduledTask, TaskDetailItem, TaskLog } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { jobParameters, jobRunLogs, jobRuns, systemJobs } from '../../db/schema/index';
import { isoMoment } from './process-columns';
import { isOptionalItem } from './task-runners';

/** Log lines the Logs dialog shows (newest runs first). */
const LOGS_MAX = 500;

export async function listTasks(tx: Tx): Promise<ScheduledTask[]> {
  const rows = await tx
    .select({
      id: systemJobs.id,
      category: systemJobs.category,
      name: systemJobs.name,
      lastStatus: systemJobs.lastStatus,
      lastStartTime: isoMoment(systemJobs.lastStartTime).mapWith(String),
      nextRunDate: isoMoment(systemJobs.nextRunDate).mapWith(String),
    })
    .from(systemJobs)
    .where(eq(systemJobs.active, true))
    .orderBy(asc(systemJobs.category), asc(systemJobs.name));
  return rows.map((r) => ({ ...r, lastRun: r.lastStartTime, nextRun: r.nextRunDate, status: r.lastStatus }));
}

export async function findTask(tx: Tx, id: number) {
  const [job] = await tx.select({ id: systemJobs.id, name: systemJobs.name, runnerCode: systemJobs.runnerCode }).from(systemJobs).where(eq(systemJobs.id, id));
  return job ?? null;
}

export async function taskItems(tx: Tx, jobId: number): Promise<TaskDetailItem[]> {
  const rows = await tx
    .select({ p: jobParameters, runnerCode: systemJobs.runnerCode })
    .from(jobParameters)
    .innerJoin(systemJobs, eq(systemJobs.id, jobParameters.systemJobId))
    .where(eq(jobParameters.systemJobId, jobId))
    .orderBy(asc(jobParameters.sortOrder), asc(jobParameters.id));
  return rows.map(({ p, runnerCode }) => ({
    id: p.id,
    parameterId: p.id,
    name: p.name,
    lastStatus: p.lastStatus,
    active: p.active,
    setting: p.setting,
    value: p.value,
    lookupCode: p.lookupCode,
    dataType: p.dataType,
    optional: isOptionalItem(runnerCode, p.name),
  }));
}

export async function findTaskItem(tx: Tx, jobId: number, parameterId: number) {
  const [item] = await tx
    .select()
    .from(jobParameters)
    .where(and(eq(jobParameters.systemJobId, jobId), eq(jobParameters.id, parameterId)))
    .for('update');
  return item ?? null;
}

export async function setTaskItemValue(tx: Tx, parameterId: number, value: string) {
  await tx.update(jobParameters).set({ value, updatedAt: new Date().toISOString() }).where(eq(jobParameters.id, parameterId));
}

export async function taskLogs(tx: Tx, jobId: number): Promise<TaskLog[]> {
  const rows = await tx
    .select({
      id: jobRunLogs.id,
      name: jobRunLogs.taskName,
      stepOrder: jobRunLogs.stepOrder,
      startTime: isoMoment(jobRunLogs.startTime).mapWith(String),
      endTime: isoMoment(jobRunLogs.endTime).mapWith(String),
      logText: jobRunLogs.logText,
      logName: jobRunLogs.logName,
    })
    .from(jobRunLogs)
    .innerJoin(jobRuns, eq(jobRuns.id, jobRunLogs.jobRunId))
    .where(eq(jobRuns.systemJobId, jobId))
    .orderBy(desc(jobRuns.startTime), desc(jobRuns.id), asc(jobRunLogs.stepOrder))
    .limit(LOGS_MAX);
  return rows;
}

export async function importSchedules(tx: Tx, runnerCodes: readonly string[]): Promise<ScheduleName[]> {
  if (runnerCodes.length === 0) return [];
  return tx
    .select({ scheduleId: systemJobs.id, scheduleName: systemJobs.name })
    .from(systemJobs)
    .where(and(eq(systemJobs.active, true), inArray(systemJobs.runnerCode, [...runnerCodes])))
    .orderBy(asc(systemJobs.name));
}

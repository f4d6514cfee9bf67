import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ScheduleName, ScheduledTask, TaskDetailItem, TaskLog } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { jobParameters, systemJobs } from '../../db/schema/index';
import { jobRunLogRows } from '../system-jobs/run-logs.repository';
import { isoMoment } from './process-columns';
import { isOptionalItem } from './task-runners';

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
  return (await jobRunLogRows(tx, jobId)).map((r) => ({
    id: r.id,
    name: r.taskName,
    stepOrder: r.stepOrder,
    startTime: r.startTime,
    endTime: r.endTime,
    logText: r.logText,
    logName: r.logName,
  }));
}

export async function importSchedules(tx: Tx, runnerCodes: readonly string[]): Promise<ScheduleName[]> {
  if (runnerCodes.length === 0) return [];
  return tx
    .select({ scheduleId: systemJobs.id, scheduleName: systemJobs.name })
    .from(systemJobs)
    .where(and(eq(systemJobs.active, true), inArray(systemJobs.runnerCode, [...runnerCodes])))
    .orderBy(asc(systemJobs.name));
}

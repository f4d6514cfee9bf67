import {
  systemJobIssues,
  texts,
  type JobHistoryRow,
  type Message,
  type RecurrenceOption,
  type SystemJob,
  type SystemJobDetail,
  type SystemJobInput,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { nextRunFromNow } from '../../jobs/next-run';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { startTaskRun } from '../dashboard/task-run';
import { listTasksOf, toJobTask } from './job-tasks.repository';
import { findJobRow, insertJob, jobHistory, listJobRows, listRecurrenceOptions, updateJob, type JobRow, type JobValues } from './system-jobs.repository';
import { scheduleFromStored, storedSchedule } from './stored-schedule';
import type { Actor } from '../../lib/actor';

const t = texts.systemJobs;
const saved: Message[] = [{ message: t.jobSaved, messageType: 'Success' }];

const toJob = (row: JobRow, options: readonly RecurrenceOption[]): SystemJob => ({ ...row, schedule: scheduleFromStored(row.schedule, options) });

export async function listJobs(tx: Tx): Promise<SystemJob[]> {
  const options = await listRecurrenceOptions(tx);
  return (await listJobRows(tx)).map((row) => toJob(row, options));
}

export async function existingJob(tx: Tx, id: number, forUpdate = false): Promise<JobRow> {
  const row = await findJobRow(tx, id, forUpdate);
  if (!row) throw notFound(t.jobNotFound);
  return row;
}

export async function getJob(tx: Tx, id: number): Promise<SystemJobDetail> {
  const job = toJob(await existingJob(tx, id), await listRecurrenceOptions(tx));
  return { ...job, tasks: (await listTasksOf(tx, id)).map(toJobTask) };
}

export async function historyOf(tx: Tx, id: number): Promise<JobHistoryRow[]> {
  await existingJob(tx, id);
  return jobHistory(tx, id);
}

/** The form's rules, then the recurrence option must be the company's: the values to store, with the next run from now. */
async function checkedValues(tx: Tx, input: SystemJobInput): Promise<JobValues> {
  const [issue] = systemJobIssues(input);
  if (issue) throw badRequest(`${issue.path}: ${issue.message}`);
  const chosen = input.schedule.scheduleRecurrenceOption!;
  const option = (await listRecurrenceOptions(tx)).find((o) => o.id === chosen.id);
  if (!option) throw badRequest(`schedule.scheduleRecurrenceOption: ${t.unknownRecurrence}`);
  const schedule = storedSchedule(input.schedule, option);
  const active = input.active ?? true;
  return {
    name: input.name.trim(),
    description: input.description.trim(),
    category: input.category?.trim() || null,
    active,
    schedule,
    nextRunDate: active ? await nextRunFromNow(tx, schedule) : null,
  };
}

export async function createJob(tx: Tx, input: SystemJobInput, actor: Actor): Promise<Message[]> {
  const values = await checkedValues(tx, input);
  const id = await insertJob(tx, values);
  await audit(tx, { event: 'system-jobs.create', entity: 'system_jobs', entityId: id, newValues: values, ...actor });
  return saved;
}

/** PUT /system-jobs/{id}: the whole job; a body id, when given, must be the path's. */
export async function changeJob(tx: Tx, id: number, input: SystemJobInput, actor: Actor): Promise<Message[]> {
  if (input.id !== undefined && input.id !== id) throw badRequest(`id: ${t.jobNotFound}`);
  const before = await existingJob(tx, id, true);
  const values = await checkedValues(tx, input);
  await updateJob(tx, id, values);
  await audit(tx, { event: 'system-jobs.update', entity: 'system_jobs', entityId: id, oldValues: before, newValues: values, ...actor });
  return saved;
}

/** POST /system-jobs/{id}/run: marks the run started (the work follows in short transactions, task-run.ts). */
export async function startJobRun(tx: Tx, scope: Scope, id: number, actor: Actor): Promise<Message[]> {
  await existingJob(tx, id);
  const run = await startTaskRun(tx, scope, id, `system-jobs:${actor.username}`);
  await audit(tx, { event: 'system-jobs.run', entity: 'system_jobs', entityId: id, newValues: { runId: run.runId }, ...actor });
  return [{ message: texts.dashboard.taskStarted(run.name), messageType: 'Success' }];
}

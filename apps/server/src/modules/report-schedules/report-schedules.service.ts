import {
  reportScheduleIssues,
  scheduleParameters,
  texts,
  type JobSchedule,
  type Message,
  type RecurrenceOption,
  type ReportSchedule,
  type ReportScheduleDetail,
  type ReportScheduleInput,
  type ScheduleParameter,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { nextRunFromNow } from '../../jobs/next-run';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { listRecurrenceOptions } from '../system-jobs/system-jobs.repository';
import { scheduleFromStored, storedSchedule } from '../system-jobs/stored-schedule';
import {
  deleteSchedule,
  findReport,
  findScheduleRow,
  insertSchedule,
  listScheduleRows,
  lookupRowId,
  reportFiltersOf,
  recipientUsers,
  SCHEDULE_LOOKUPS,
  updateSchedule,
  type ScheduleRow,
  type ScheduleValues,
} from './report-schedules.repository';
import { checkedParameters } from './schedule-parameters';
import type { Actor } from '../../lib/actor';

const t = texts.reportSchedules;
const outcome = (message: string): Message[] => [{ message, messageType: 'Success' }];

const toSchedule = ({ schedule: _schedule, parameters: _parameters, ...row }: ScheduleRow): ReportSchedule => row;

export async function listSchedules(tx: Tx): Promise<ReportSchedule[]> {
  return (await listScheduleRows(tx)).map(toSchedule);
}

async function existingSchedule(tx: Tx, id: number, forUpdate = false): Promise<ScheduleRow> {
  const row = await findScheduleRow(tx, id, forUpdate);
  if (!row) throw notFound(t.notFound);
  return row;
}

/** A schedule the user may change: only reportType 'user' (spec 2 §6); system schedules are refused with 409. */
async function changeableSchedule(tx: Tx, id: number): Promise<ScheduleRow> {
  const row = await existingSchedule(tx, id, true);
  if (row.reportType !== 'user') throw conflict(t.systemNotEditable);
  return row;
}

export async function getSchedule(tx: Tx, id: number): Promise<ReportScheduleDetail> {
  const row = await existingSchedule(tx, id);
  return { ...toSchedule(row), schedule: scheduleFromStored(row.schedule, await listRecurrenceOptions(tx)), parameters: row.parameters };
}

/** GET /reports/schedules/parameters/{reportId}: the parameters form of a schedule of the report. */
export async function parametersOfReport(tx: Tx, reportId: number): Promise<ScheduleParameter[]> {
  if (!(await findReport(tx, reportId))) throw notFound(t.reportNotFound);
  return scheduleParameters(await reportFiltersOf(tx, reportId));
}

/** The schedule's time of day as the table shows it: 'hh:mm am'. */
const runTimeOf = (schedule: JobSchedule) => `${String(schedule.hour).padStart(2, '0')}:${String(schedule.minute).padStart(2, '0')} ${schedule.meridiem}`;

/**
 * The form's rules, then what they name must be the company's (report, department, recurrence
 * option, recipient users: active, with an email address) and the parameters must fit the report's: the values to store, with the next run from
 * now in the company's time zone (none while inactive).
 */
async function checkedValues(tx: Tx, input: ReportScheduleInput): Promise<ScheduleValues> {
  const [issue] = reportScheduleIssues(input);
  if (issue) throw badRequest(`${issue.path}: ${issue.message}`);
  const reportId = input.reportId!;
  if (!(await findReport(tx, reportId))) throw badRequest(`reportId: ${t.reportNotFound}`);
  const departmentId = await lookupRowId(tx, SCHEDULE_LOOKUPS.departments, { id: input.departmentId! });
  if (departmentId === null) throw badRequest(`departmentId: ${t.departmentNotFound}`);
  const chosen = input.schedule.scheduleRecurrenceOption!;
  const option: RecurrenceOption | undefined = (await listRecurrenceOptions(tx)).find((o) => o.id === chosen.id);
  if (!option) throw badRequest(`schedule.scheduleRecurrenceOption: ${texts.systemJobs.unknownRecurrence}`);
  const parameters = await checkedParameters(tx, scheduleParameters(await reportFiltersOf(tx, reportId)), input.parameters ?? {});
  const schedule = storedSchedule(input.schedule, option);
  const active = input.active ?? true;
  const recipientUserIds = [...new Set(input.recipientUserIds ?? [])];
  if ((await recipientUsers(tx, recipientUserIds)).length !== recipientUserIds.length) throw badRequest(`recipientUserIds: ${t.recipientNotFound}`);
  return {
    description: input.description.trim(),
    reportId,
    departmentId,
    frequencyId: await lookupRowId(tx, SCHEDULE_LOOKUPS.frequency, { value: option.code }),
    active,
    schedule,
    parameters,
    runTime: runTimeOf(input.schedule),
    nextRunAt: active ? await nextRunFromNow(tx, schedule) : null,
    format: input.format ?? 'XLSX',
    recipientUserIds,
    recipientAddresses: [...new Set((input.recipientAddresses ?? []).map((a) => a.trim()))],
  };
}

export async function createSchedule(tx: Tx, input: ReportScheduleInput, actor: Actor): Promise<Message[]> {
  const values = await checkedValues(tx, input);
  const id = await insertSchedule(tx, { ...values, userId: actor.userId });
  await audit(tx, { event: 'report-schedules.create', entity: 'report_schedules', entityId: id, newValues: values, ...actor });
  return outcome(t.saved);
}

/** PUT /reports/schedules/{id}: the whole schedule; a body id, when given, must be the path's. */
export async function changeSchedule(tx: Tx, id: number, input: ReportScheduleInput, actor: Actor): Promise<Message[]> {
  if (input.id !== undefined && input.id !== id) throw badRequest(`id: ${t.notFound}`);
  const before = await changeableSchedule(tx, id);
  const values = await checkedValues(tx, input);
  await updateSchedule(tx, id, values);
  await audit(tx, { event: 'report-schedules.update', entity: 'report_schedules', entityId: id, oldValues: before, newValues: values, ...actor });
  return outcome(t.saved);
}

export async function removeSchedule(tx: Tx, id: number, actor: Actor): Promise<Message[]> {
  const before = await changeableSchedule(tx, id);
  await deleteSchedule(tx, id);
  await audit(tx, { event: 'report-schedules.delete', entity: 'report_schedules', entityId: id, oldValues: before, ...actor });
  return outcome(t.deleted);
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportFileFormat, ScheduleParameter } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { inIds } from '../../db/sql-rows';
import { lookups, reports, reportSchedules, savedReports, users } from '../../db/schema/index';
import { isoMoment } from '../dashboard/process-columns';
import { reportFiltersOf as reportFiltersOfReport } from '../reports/reports.repository';

/** The lookup lists a schedule's department and frequency come from (spec 2 §2.10). */
export const SCHEDULE_LOOKUPS = { departments: 'DEPARTMENTS', frequency: 'REPORT_FREQUENCY' } as const;

/** How a user is named wherever a schedule lists its recipients. */
export const userName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

/** The schedule's recipients as the table lists them: the users' names (by name), then the other addresses. */
const recipientNames = sql<string[]>`array(
  select r.name from (
    select 1 as part, ${userName} as name from ${users}
      where ${users.id} in (select jsonb_array_elements_text(${reportSchedules.recipientUserIds})::int)
    union all
    select 2, a from jsonb_array_elements_text(${reportSchedules.recipientAddresses}) a
  ) r order by r.part, r.name)`;

const department = alias(lookups, 'department');
const frequency = alias(lookups, 'frequency');

const rowColumns = {
  id: reportSchedules.id,
  description: reportSchedules.description,
  reportId: reportSchedules.reportId,
  reportName: reports.name,
  departmentId: reportSchedules.departmentId,
  department: department.display,
  active: reportSchedules.active,
  reportType: reportSchedules.reportType,
  frequencyId: reportSchedules.frequencyId,
  frequency: frequency.display,
  runTime: reportSchedules.runTime,
  nextRunAt: isoMoment(reportSchedules.nextRunAt).mapWith(String),
  lastRunAt: isoMoment(reportSchedules.lastRunAt).mapWith(String),
  format: reportSchedules.format,
  recipientUserIds: reportSchedules.recipientUserIds,
  recipientAddresses: reportSchedules.recipientAddresses,
  recipients: recipientNames,
  schedule: reportSchedules.schedule,
  parameters: reportSchedules.parameters,
};

const selectRows = (tx: Tx) =>
  tx
    .select(rowColumns)
    .from(reportSchedules)
    .innerJoin(reports, eq(reports.id, reportSchedules.reportId))
    .leftJoin(department, eq(department.id, reportSchedules.departmentId))
    .leftJoin(frequency, eq(frequency.id, reportSchedules.frequencyId));

export type ScheduleRow = Awaited<ReturnType<typeof listScheduleRows>>[number];

/** The dataset's schedules by report name and description. */
export async function listScheduleRows(tx: Tx) {
  return selectRows(tx).orderBy(asc(reports.name), asc(reportSchedules.description), asc(reportSchedules.id));
}

export async function findScheduleRow(tx: Tx, id: number, forUpdate = false): Promise<ScheduleRow | null> {
  const query = selectRows(tx).where(eq(reportSchedules.id, id));
  const [row] = forUpdate ? await query.for('update', { of: reportSchedules }) : await query;
  return row ?? null;
}

export interface ScheduleValues {
  description: string;
  reportId: number;
  departmentId: number;
  frequencyId: number | null;
  active: boolean;
  schedule: Record<string, unknown>;
  parameters: Record<string, string>;
  runTime: string;
  nextRunAt: string | null;
  format: ReportFileFormat;
  recipientUserIds: number[];
  recipientAddresses: string[];
}

/** Of these user ids, those of the company's active users with an email address (whom a schedule may send to). */
export async function recipientUsers(tx: Tx, ids: readonly number[]): Promise<{ id: number; emailAddress: string }[]> {
  if (!ids.length) return [];
  return tx
    .select({ id: users.id, emailAddress: users.emailAddress })
    .from(users)
    .where(and(inIds(users.id, ids), eq(users.isActive, true), sql`trim(${users.emailAddress}) <> ''`));
}

export async function insertSchedule(tx: Tx, values: ScheduleValues & { userId: number }): Promise<number> {
  const [row] = await tx
    .insert(reportSchedules)
    .values({ ...values, reportType: 'user' })
    .returning({ id: reportSchedules.id });
  return row!.id;
}

export async function updateSchedule(tx: Tx, id: number, values: ScheduleValues): Promise<void> {
  await tx.update(reportSchedules).set(values).where(eq(reportSchedules.id, id));
}

/** Deletes a schedule; the reports it queued stay in My Reports, no longer tied to it. */
export async function deleteSchedule(tx: Tx, id: number): Promise<void> {
  await tx.update(savedReports).set({ reportScheduleId: null }).where(eq(savedReports.reportScheduleId, id));
  await tx.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

export async function findReport(tx: Tx, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await tx.select({ id: reports.id, name: reports.name }).from(reports).where(eq(reports.id, id));
  return row ?? null;
}

/** A report's filters in their order, as the parameters form reads them. */
export async function reportFiltersOf(tx: Tx, reportId: number): Promise<ScheduleParameter[]> {
  return (await reportFiltersOfReport(tx, reportId)).map((f) => ({
    parameterCode: f.parameterCode,
    parameterDescription: f.parameterDescription,
    filterType: f.filterType,
    lookupCode: f.lookupCode,
    required: f.isRequired,
  }));
}

/** The id of a value of one of the schedule lookups, by the value's id or its code. */
export async function lookupRowId(tx: Tx, lookupCode: string, match: { id: number } | { value: string }): Promise<number | null> {
  const [row] = await tx
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.lookupCode, lookupCode), 'id' in match ? eq(lookups.id, match.id) : eq(lookups.value, match.value)));
  return row?.id ?? null;
}

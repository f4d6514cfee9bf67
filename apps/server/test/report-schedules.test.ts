import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  texts,
  type LookupValue,
  type RecurrenceOption,
  type ReportSchedule,
  type ReportScheduleDetail,
  type ReportScheduleInput,
  type ScheduleParameter,
} from '@wattle/contract';
import { auditLog, reportSchedules } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';
import { addScheduledReports } from './report-schedules-fixtures';

type Call = ReturnType<typeof as>;
let t: TestApp;
let admin: Call;
let scope: Scope;
let options: RecurrenceOption[];
let payments: number;
let customers: number;
let departments: LookupValue[];
const t2 = texts.reportSchedules;
const messages = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);
const option = (code: string) => options.find((o) => o.code === code)!;

const input = (overrides: Partial<ReportScheduleInput> = {}): ReportScheduleInput => ({
  description: 'Payments last month',
  reportId: payments,
  departmentId: Number(departments[0]!.value),
  active: true,
  schedule: { scheduleRecurrenceOption: option('MONTHLY'), days: [], dayOfMonth: 1, hour: 7, minute: 5, meridiem: 'am', omitHolidays: false },
  parameters: { TIME_PERIOD: 'PREVIOUS_MONTH', PAYMENT_METHOD: 'BPAY' },
  ...overrides,
});

const list = async (caller = admin) => (await caller({ method: 'GET', url: '/api/reports/schedules' })).json<ReportSchedule[]>();
const described = async (description: string, caller = admin) => (await list(caller)).find((s) => s.description === description)!;
const create = (body: unknown, caller = admin) => caller({ method: 'POST', url: '/api/reports/schedules', payload: body });
const callAs = async (username: string) => as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
const audited = async (event: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.event, event), eq(auditLog.entityId, String(id))));

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  options = (await admin({ method: 'GET', url: '/api/system-jobs/schedule-options' })).json<RecurrenceOption[]>();
  ({ dated: payments, undated: customers } = await addScheduledReports(t.database, scope.companyId));
  departments = (await admin({ method: 'GET', url: '/api/lookups/DEPARTMENTS/values' })).json<LookupValue[]>();
});
afterAll(() => t.close());

describe('lookups', () => {
  it('REPORT_LOOKUP lists the reports by id and DEPARTMENTS the departments by id', async () => {
    const reportChoices = (await admin({ method: 'GET', url: '/api/lookups/REPORT_LOOKUP/values' })).json<LookupValue[]>();
    expect(reportChoices).toContainEqual({ value: String(payments), display: 'Scheduled Payments' });
    expect(reportChoices.map((r) => r.display)).toContain('Payments Received');
    expect(departments.map((d) => d.display)).toEqual(['Finance', 'Operations', 'Customer Service', 'Credit and Collections', 'Management']);
    expect(departments.every((d) => /^\d+$/.test(d.value))).toBe(true);
  });
});

describe('GET /reports/schedules/parameters/{reportId}', () => {
  it('puts TIME_PERIOD first in place of START_DATE / END_DATE, and offers EXPORT_DATE as a choice', async () => {
    const dated = (await admin({ method: 'GET', url: `/api/reports/schedules/parameters/${payments}` })).json<ScheduleParameter[]>();
    expect(dated.map((p) => [p.parameterCode, p.filterType, p.lookupCode, p.required])).toEqual([
      ['TIME_PERIOD', 'LOOKUP', 'TIME_PERIOD', true],
      ['PAYMENT_METHOD', 'LOOKUP', 'PAYMENT_METHOD', false],
    ]);
    const undated = (await admin({ method: 'GET', url: `/api/reports/schedules/parameters/${customers}` })).json<ScheduleParameter[]>();
    expect(undated.map((p) => [p.parameterCode, p.filterType, p.lookupCode])).toEqual([
      ['EXPORT_DATE', 'LOOKUP', 'EXPORT_DATE'],
      ['ACTIVE_ONLY', 'CHECKBOX', null],
      ['NAME_CONTAINS', 'TEXT', null],
    ]);
  });

  it('answers 404 for an unknown report and 400 for an id that is not one', async () => {
    expect((await admin({ method: 'GET', url: '/api/reports/schedules/parameters/999999' })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/reports/schedules/parameters/abc' })).statusCode).toBe(400);
  });
});

describe('POST /reports/schedules, GET /reports/schedules and GET /reports/schedules/{id}', () => {
  it('creates a user schedule with its run time, frequency, department and next run, audited', async () => {
    const res = await create(input());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: t2.saved, messageType: 'Success' }]);
    const row = await described('Payments last month');
    expect(row).toMatchObject({
      reportName: 'Scheduled Payments',
      department: departments[0]!.display,
      runTime: '07:05 am',
      frequency: 'Monthly',
      active: true,
      reportType: 'user',
      lastRunAt: null,
    });
    // The 1st of a month at 07:05 in the company's time zone (Sydney), after now.
    const next = new Date(row.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: false }).format(next),
    ).toBe('1, 07:05');
    const detail = (await admin({ method: 'GET', url: `/api/reports/schedules/${row.id}` })).json<ReportScheduleDetail>();
    expect(detail.schedule).toEqual(input().schedule);
    expect(detail.parameters).toEqual({ TIME_PERIOD: 'PREVIOUS_MONTH', PAYMENT_METHOD: 'BPAY' });
    expect(await audited('report-schedules.create', row.id)).toHaveLength(1);
  });

  it('keeps every parameter as text, empty text when blank, and no next run while inactive', async () => {
    const res = await create(
      input({ description: 'Customers', reportId: customers, active: false, parameters: { EXPORT_DATE: 'CURRENT_DAY', ACTIVE_ONLY: 'true' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await described('Customers');
    expect(row.nextRunAt).toBeNull();
    const detail = (await admin({ method: 'GET', url: `/api/reports/schedules/${row.id}` })).json<ReportScheduleDetail>();
    expect(detail.parameters).toEqual({ EXPORT_DATE: 'CURRENT_DAY', ACTIVE_ONLY: 'true', NAME_CONTAINS: '' });
  });

  it.each([
    ['description', () => ({ description: '  ' }), 'description: required'],
    ['report', () => ({ reportId: null }), 'reportId: required'],
    ['department', () => ({ departmentId: null }), 'departmentId: required'],
    ['unknown report', () => ({ reportId: 999999 }), `reportId: ${t2.reportNotFound}`],
    ['unknown department', () => ({ departmentId: 999999 }), `departmentId: ${t2.departmentNotFound}`],
    ['recurrence', () => ({ schedule: { ...input().schedule, scheduleRecurrenceOption: null } }), 'schedule.scheduleRecurrenceOption: required'],
    ['day of month', () => ({ schedule: { ...input().schedule, dayOfMonth: null } }), 'schedule.dayOfMonth: required'],
    ['time period', () => ({ parameters: { PAYMENT_METHOD: 'BPAY' } }), 'parameters.TIME_PERIOD: required'],
    ['time period choice', () => ({ parameters: { TIME_PERIOD: 'NEXT_MONTH' } }), `parameters.TIME_PERIOD: ${t2.notAChoice}`],
    ['lookup choice', () => ({ parameters: { TIME_PERIOD: 'PREVIOUS_DAY', PAYMENT_METHOD: 'GOLD' } }), `parameters.PAYMENT_METHOD: ${t2.notAChoice}`],
    [
      'dates replaced by the period',
      () => ({ parameters: { TIME_PERIOD: 'PREVIOUS_DAY', START_DATE: '2026-01-01' } }),
      `parameters.START_DATE: ${t2.unknownParameter}`,
    ],
    ['report id', () => ({ reportId: 0 }), 'reportId'],
  ])('refuses a bad %s with a 400 naming the field, writing nothing', async (_, overrides, message) => {
    const before = (await list()).length;
    const res = await create(input({ description: 'Refused', ...(overrides() as Partial<ReportScheduleInput>) }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false });
    expect(messages(res.body)[0]).toContain(message);
    expect((await list()).length).toBe(before);
  });

  it('refuses a checkbox that is not true or false', async () => {
    const res = await create(input({ description: 'Refused', reportId: customers, parameters: { EXPORT_DATE: 'PREVIOUS_DAY', ACTIVE_ONLY: 'yes' } }));
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([`parameters.ACTIVE_ONLY: ${t2.notAFlag}`]);
  });
});

describe('PUT and DELETE /reports/schedules/{id}', () => {
  it('replaces the whole schedule, audited, and refuses a body id that is not the path’s', async () => {
    await create(input({ description: 'To change' }));
    const row = await described('To change');
    const changed = input({
      id: row.id,
      description: 'Changed',
      departmentId: Number(departments[1]!.value),
      schedule: { scheduleRecurrenceOption: option('WEEKLY'), days: ['Tuesday'], dayOfMonth: null, hour: 6, minute: 0, meridiem: 'pm', omitHolidays: true },
      parameters: { TIME_PERIOD: 'PREVIOUS_WEEK', PAYMENT_METHOD: '' },
    });
    const res = await admin({ method: 'PUT', url: `/api/reports/schedules/${row.id}`, payload: changed });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await admin({ method: 'GET', url: `/api/reports/schedules/${row.id}` })).json<ReportScheduleDetail>();
    expect(detail).toMatchObject({ description: 'Changed', department: departments[1]!.display, runTime: '06:00 pm', frequency: 'Weekly' });
    expect(detail.schedule).toEqual(changed.schedule);
    expect(detail.parameters).toEqual({ TIME_PERIOD: 'PREVIOUS_WEEK', PAYMENT_METHOD: '' });
    expect(await audited('report-schedules.update', row.id)).toHaveLength(1);
    const wrongId = await admin({ method: 'PUT', url: `/api/reports/schedules/${row.id}`, payload: { ...changed, id: row.id + 1000 } });
    expect(wrongId.statusCode).toBe(400);
    expect((await admin({ method: 'PUT', url: '/api/reports/schedules/999999', payload: input() })).statusCode).toBe(404);
  });

  it('deletes a user schedule, audited; an unknown one is 404', async () => {
    await create(input({ description: 'To delete' }));
    const row = await described('To delete');
    const res = await admin({ method: 'DELETE', url: `/api/reports/schedules/${row.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: t2.deleted, messageType: 'Success' }]);
    expect(await described('To delete')).toBeUndefined();
    expect(await audited('report-schedules.delete', row.id)).toHaveLength(1);
    expect((await admin({ method: 'DELETE', url: `/api/reports/schedules/${row.id}` })).statusCode).toBe(404);
  });

  it('refuses to change or delete a system schedule (409), which stays as it was', async () => {
    await create(input({ description: 'System one' }));
    const row = await described('System one');
    await t.database.db.update(reportSchedules).set({ reportType: 'system' }).where(eq(reportSchedules.id, row.id));
    const put = await admin({ method: 'PUT', url: `/api/reports/schedules/${row.id}`, payload: input({ description: 'Hijacked' }) });
    expect(put.statusCode).toBe(409);
    expect(messages(put.body)).toEqual([t2.systemNotEditable]);
    const del = await admin({ method: 'DELETE', url: `/api/reports/schedules/${row.id}` });
    expect(del.statusCode).toBe(409);
    expect(await described('System one')).toMatchObject({ reportType: 'system' });
  });
});

describe('another company', () => {
  it("cannot list, read, change or delete this company's schedules (404), nor use its report", async () => {
    const row = await described('Payments last month');
    const { username } = await createTenant(t.database, 'SCHEDOTHER');
    const other = await callAs(username);
    expect((await list(other)).some((s) => s.id === row.id)).toBe(false);
    expect((await other({ method: 'GET', url: `/api/reports/schedules/${row.id}` })).statusCode).toBe(404);
    expect((await other({ method: 'PUT', url: `/api/reports/schedules/${row.id}`, payload: input() })).statusCode).toBe(404);
    expect((await other({ method: 'DELETE', url: `/api/reports/schedules/${row.id}` })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/reports/schedules/parameters/${payments}` })).statusCode).toBe(404);
    const refused = await create(input({ description: 'Borrowed' }), other);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)[0]).toContain('reportId');
    expect(await described('Payments last month')).toEqual(row);
  });
});

describe('roles', () => {
  it('ReadOnly reads but writes nothing; any user who may change data manages schedules', async () => {
    const row = await described('Payments last month');
    const readOnly = await callAs(await createUser(t.database, scope.companyId, 'sched-readonly', 'ReadOnly'));
    const plain = await callAs(await createUser(t.database, scope.companyId, 'sched-plain', ''));
    expect((await readOnly({ method: 'GET', url: '/api/reports/schedules' })).statusCode).toBe(200);
    expect((await readOnly({ method: 'GET', url: `/api/reports/schedules/${row.id}` })).statusCode).toBe(200);
    expect((await create(input({ description: 'Refused' }), readOnly)).statusCode).toBe(403);
    expect((await readOnly({ method: 'PUT', url: `/api/reports/schedules/${row.id}`, payload: input() })).statusCode).toBe(403);
    expect((await readOnly({ method: 'DELETE', url: `/api/reports/schedules/${row.id}` })).statusCode).toBe(403);
    expect((await create(input({ description: 'By a plain user' }), plain)).statusCode).toBe(200);
    expect((await list()).some((s) => s.description === 'Refused')).toBe(false);
  });
});

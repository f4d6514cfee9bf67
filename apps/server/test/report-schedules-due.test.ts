import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timePeriodRange, type LookupValue, type RecurrenceOption, type ReportSchedule, type ReportScheduleInput } from '@wattle/contract';
import { reportSchedules, savedReports } from '../src/db/schema/index';
import { businessClock, businessDate } from '../src/lib/business-date';
import { withScope } from '../src/db/tenancy';
import { queueDueReportSchedules } from '../src/modules/report-schedules/due-report-schedules';
import type { PgBoss } from 'pg-boss';
import { jobPolicy, markStarted, type JobDeps } from '../src/jobs/job';
import { sweep } from '../src/jobs/workers';
import { savedReportJob } from '../src/modules/reports/saved-reports.job';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addScheduledReports } from './report-schedules-fixtures';
import { adminScope } from './sections-fixtures';
import type { Scope } from './search-fixtures';

let t: TestApp;
let admin: ReturnType<typeof as>;
let scope: Scope;
let scheduleId: number;
/** The jobs the passes sent, instead of a queue (the reports module works the real one). */
const sent: { name: string; data: unknown }[] = [];
let queueDown = false;
const boss = {
  send: (name: string, data?: object | null) => {
    if (queueDown) return Promise.reject(new Error('queue down'));
    sent.push({ name, data });
    return Promise.resolve(`job-${sent.length}`);
  },
  once: () => undefined,
} as unknown as PgBoss;
const pass = () => queueDueReportSchedules(t.database);
const db = () => t.database.db;
const savedOf = (id: number) => db().select().from(savedReports).where(eq(savedReports.reportScheduleId, id));
const makeDue = (id: number) =>
  db()
    .update(reportSchedules)
    .set({ nextRunAt: sql`now() - interval '1 minute'` })
    .where(eq(reportSchedules.id, id));

beforeAll(async () => {
  t = await createTestApp();
  markStarted(t.database, boss, jobPolicy(t.app.config));
  admin = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  const { dated: payments } = await addScheduledReports(t.database, scope.companyId);
  const options = (await admin({ method: 'GET', url: '/api/system-jobs/schedule-options' })).json<RecurrenceOption[]>();
  const departments = (await admin({ method: 'GET', url: '/api/lookups/DEPARTMENTS/values' })).json<LookupValue[]>();
  const body: ReportScheduleInput = {
    description: 'Daily payments',
    reportId: payments,
    departmentId: Number(departments[0]!.value),
    active: true,
    schedule: {
      scheduleRecurrenceOption: options.find((o) => o.code === 'DAILY')!,
      days: [],
      dayOfMonth: null,
      hour: 6,
      minute: 0,
      meridiem: 'am',
      omitHolidays: false,
    },
    parameters: { TIME_PERIOD: 'PREVIOUS_MONTH', PAYMENT_METHOD: 'BPAY' },
  };
  expect((await admin({ method: 'POST', url: '/api/reports/schedules', payload: body })).statusCode).toBe(200);
  scheduleId = (await admin({ method: 'GET', url: '/api/reports/schedules' })).json<ReportSchedule[]>().find((s) => s.description === 'Daily payments')!.id;
}, 120_000);
afterAll(() => t.close());

describe('due report schedules', () => {
  it('queue one saved report with the period resolved from the business date, and move the next run on', async () => {
    await makeDue(scheduleId);
    expect(await pass()).toBe(1);
    const [saved, ...more] = await savedOf(scheduleId);
    expect(more).toEqual([]);
    const today = await withScope(db(), scope, (tx) => businessDate(tx));
    const { start, end } = timePeriodRange('PREVIOUS_MONTH', today);
    expect(saved).toMatchObject({ status: 'Queued', name: 'Scheduled Payments', parameters: { START_DATE: start, END_DATE: end, PAYMENT_METHOD: 'BPAY' } });
    expect(sent).toEqual([{ name: savedReportJob.queue, data: { companyId: scope.companyId, dataset: 'live', savedReportId: saved!.id } }]);
    const [after] = await db().select().from(reportSchedules).where(eq(reportSchedules.id, scheduleId));
    expect(new Date(after!.nextRunAt!).getTime()).toBeGreaterThan(businessClock.now().getTime());
    expect(after!.lastRunAt).not.toBeNull();
    expect(await pass()).toBe(0);
    expect(await savedOf(scheduleId)).toHaveLength(1);
  });

  it('queue a due schedule once when two passes run at once', async () => {
    const before = (await savedOf(scheduleId)).length;
    await makeDue(scheduleId);
    const [a, b] = await Promise.all([pass(), pass()]);
    expect(a + b).toBe(1);
    expect(await savedOf(scheduleId)).toHaveLength(before + 1);
  });

  it('leave inactive schedules and schedules not yet due alone', async () => {
    const before = (await savedOf(scheduleId)).length;
    await makeDue(scheduleId);
    await db().update(reportSchedules).set({ active: false }).where(eq(reportSchedules.id, scheduleId));
    expect(await pass()).toBe(0);
    await db()
      .update(reportSchedules)
      .set({ active: true, nextRunAt: sql`now() + interval '1 hour'` })
      .where(eq(reportSchedules.id, scheduleId));
    expect(await pass()).toBe(0);
    expect(await savedOf(scheduleId)).toHaveLength(before);
  });

  it('leave the report Queued when its job cannot be sent, and the sweep sends it', async () => {
    const before = (await savedOf(scheduleId)).map((r) => r.id);
    await makeDue(scheduleId);
    queueDown = true;
    expect(await pass()).toBe(1);
    queueDown = false;
    const [queued, ...more] = (await savedOf(scheduleId)).filter((r) => !before.includes(r.id));
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ status: 'Queued' });
    sent.length = 0;
    await sweep({ database: t.database } as JobDeps, [savedReportJob]);
    expect(sent).toContainEqual({ name: savedReportJob.queue, data: { companyId: scope.companyId, dataset: 'live', savedReportId: queued!.id } });
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_RECIPIENT_LOOKUP,
  texts,
  timePeriodRange,
  type LookupValue,
  type RecurrenceOption,
  type ReportSchedule,
  type ReportScheduleDetail,
  type ReportScheduleInput,
} from '@wattle/contract';
import type { Mailer, MailMessage } from '../src/lib/mailer';
import { reports, reportSchedules, savedReports } from '../src/db/schema/index';
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

  it("emails a run's file to the schedule's users and addresses in its format, once", async () => {
    const users = (await admin({ method: 'GET', url: `/api/lookups/${REPORT_RECIPIENT_LOOKUP}/values` })).json<LookupValue[]>();
    const detail = (await admin({ method: 'GET', url: `/api/reports/schedules/${scheduleId}` })).json<ReportScheduleDetail>();
    const change = (recipients: Partial<ReportScheduleInput>) =>
      admin({
        method: 'PUT',
        url: `/api/reports/schedules/${scheduleId}`,
        payload: { ...detail, id: undefined, ...recipients },
      });
    const refused = await change({ recipientAddresses: ['not an address'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`recipientAddresses.0: ${texts.reportSchedules.notAnAddress}`);
    expect((await change({ recipientUserIds: [999_999] })).statusCode).toBe(400);
    const saved = await change({ format: 'CSV', recipientUserIds: users.map((u) => Number(u.value)), recipientAddresses: ['finance@example.com'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const [listed] = (await admin({ method: 'GET', url: '/api/reports/schedules' })).json<ReportSchedule[]>().filter((r) => r.id === scheduleId);
    expect(listed).toMatchObject({ format: 'CSV', recipientAddresses: ['finance@example.com'] });
    expect(listed!.recipients.at(-1)).toBe('finance@example.com');
    expect(listed!.recipients).toHaveLength(users.length + 1);

    // The fixture report runs the seeded Payments Received query and columns (its filters are that report's).
    const [seeded] = await db()
      .select({ queryKey: reports.queryKey, config: reports.config })
      .from(reports)
      .where(and(eq(reports.companyId, scope.companyId), eq(reports.name, 'Payments Received')));
    await db().update(reports).set({ queryKey: seeded!.queryKey, config: seeded!.config }).where(eq(reports.id, detail.reportId));
    const mails: MailMessage[] = [];
    const mailer: Mailer = { kind: 'outbox', domain: 'example.com', send: (m) => Promise.resolve(void mails.push(m)), close: () => undefined };
    const deps: JobDeps = { database: t.database, files: t.app.files, mailer, config: t.app.config };
    const before = (await savedOf(scheduleId)).map((r) => r.id);
    sent.length = 0;
    await makeDue(scheduleId);
    expect(await pass()).toBe(1);
    const job = sent.find((j) => j.name === savedReportJob.queue)!.data as Parameters<typeof savedReportJob.run>[1];
    await savedReportJob.run(deps, job);
    const [ran] = (await savedOf(scheduleId)).filter((r) => !before.includes(r.id));
    expect(ran).toMatchObject({ status: 'Ready', errorMessage: null });
    expect(mails.map((m) => m.to)).toContain('finance@example.com');
    expect(mails).toHaveLength(users.length + 1);
    const [file] = mails[0]!.attachments!;
    expect(file!.filename).toMatch(/^Scheduled Payments-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file!.contentType).toContain('text/csv');
    expect(Buffer.from(file!.content).toString('utf8').split('\r\n')[0]).toContain(',');
    expect(mails[0]!.subject).toBe(texts.reportSchedules.emailSubject('Scheduled Payments', 'Daily payments'));
    // The job again (a retry) finds the report Ready: nothing is sent twice.
    await savedReportJob.run(deps, job);
    expect(mails).toHaveLength(users.length + 1);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type JobHistoryRow, type RecurrenceOption, type SystemJob, type SystemJobInput } from '@wattle/contract';
import { auditLog, systemJobs } from '../src/db/schema/index';
import { taskRunJob } from '../src/modules/dashboard/task-run';
import { as, createTestApp, login, startTestJobs, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Call = ReturnType<typeof as>;
let t: TestApp;
let admin: Call;
let scope: Scope;
let options: RecurrenceOption[];
const messages = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);
const option = (code: string) => options.find((o) => o.code === code)!;

const jobInput = (overrides: Partial<SystemJobInput> = {}): SystemJobInput => ({
  name: 'Weekly letters',
  description: 'Sends the weekly letters',
  category: 'Correspondence',
  active: true,
  schedule: {
    scheduleRecurrenceOption: option('WEEKLY'),
    days: ['Monday', 'Friday'],
    dayOfMonth: null,
    hour: 9,
    minute: 0,
    meridiem: 'am',
    omitHolidays: true,
  },
  ...overrides,
});

const list = async (caller = admin) => (await caller({ method: 'GET', url: '/api/system-jobs' })).json<SystemJob[]>();
const named = async (name: string, caller = admin) => (await list(caller)).find((j) => j.name === name)!;
const create = (body: unknown, caller = admin) => caller({ method: 'POST', url: '/api/system-jobs', payload: body });
const callAs = async (username: string) => as(t.app, await login(t.app, username, FIXTURE_PASSWORD));

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  options = (await admin({ method: 'GET', url: '/api/system-jobs/schedule-options' })).json<RecurrenceOption[]>();
});
afterAll(() => t.close());

describe('GET /system-jobs/schedule-options', () => {
  it('answers the recurrence options with their category and run-day kind', () => {
    expect(options.map((o) => [o.code, o.category, o.runDayOptionCode])).toEqual([
      ['DAILY', 'Daily', null],
      ['WEEKLY', 'Weekly', 'DAYSOFWEEK'],
      ['MONTHLY', 'Monthly', 'MONTH'],
    ]);
  });
});

describe('POST /system-jobs and GET /system-jobs', () => {
  it('creates a job with its schedule and next run date, audited, and lists it by category', async () => {
    const res = await create(jobInput());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: texts.systemJobs.jobSaved, messageType: 'Success' }]);
    const job = await named('Weekly letters');
    expect(job).toMatchObject({ category: 'Correspondence', active: true, lastStatus: null, lastStartTime: null });
    expect(job.schedule).toEqual(jobInput().schedule);
    expect(new Date(job.nextRunDate!).getTime()).toBeGreaterThan(Date.now());
    const one = await admin({ method: 'GET', url: `/api/system-jobs/${job.id}` });
    expect(one.json<SystemJob>()).toEqual({ ...job, tasks: [] });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'system-jobs.create'), eq(auditLog.entityId, String(job.id))));
    expect(entry).toBeDefined();
    // The dashboard's scheduled tasks are system jobs too; their stored DAILY schedule reads as the picker's.
    const seeded = await named('Arrears Review');
    expect(seeded.schedule).toMatchObject({ scheduleRecurrenceOption: option('DAILY'), hour: 6, minute: 0, meridiem: 'am' });
    const categories = (await list()).map((j) => j.category ?? '');
    expect(categories).toEqual([...categories].sort());
  });

  it('keeps a category optional and drops the days an option does not ask for', async () => {
    const res = await create(
      jobInput({
        name: 'Month end',
        category: '  ',
        schedule: { scheduleRecurrenceOption: option('MONTHLY'), days: ['Monday'], dayOfMonth: 31, hour: 12, minute: 0, meridiem: 'pm', omitHolidays: false },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const job = await named('Month end');
    expect(job.category).toBeNull();
    expect(job.schedule).toMatchObject({ days: [], dayOfMonth: 31, minute: 0 });
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const before = (await list()).length;
    const cases: [unknown, string][] = [
      [jobInput({ name: ' ' }), 'name: required'],
      [jobInput({ description: '' }), 'description: required'],
      [jobInput({ schedule: { ...jobInput().schedule, days: [] } }), 'schedule.days: required'],
      [jobInput({ schedule: { ...jobInput().schedule, scheduleRecurrenceOption: option('MONTHLY'), dayOfMonth: null } }), 'schedule.dayOfMonth: required'],
      [jobInput({ schedule: { ...jobInput().schedule, hour: null } }), 'schedule.hour: required'],
      [jobInput({ schedule: { ...jobInput().schedule, meridiem: null } }), 'schedule.meridiem: required'],
      [jobInput({ schedule: { ...jobInput().schedule, scheduleRecurrenceOption: null } }), 'schedule.scheduleRecurrenceOption: required'],
      [
        jobInput({ schedule: { ...jobInput().schedule, scheduleRecurrenceOption: { ...option('DAILY'), id: 999999 } } }),
        `schedule.scheduleRecurrenceOption: ${texts.systemJobs.unknownRecurrence}`,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false });
      expect(messages(res.body)).toContain(message);
    }
    const outOfRange = await create(jobInput({ schedule: { ...jobInput().schedule, hour: 13 } }));
    expect(outOfRange.statusCode).toBe(400);
    expect(messages(outOfRange.body)[0]).toMatch(/^schedule\.hour: /);
    expect((await create({ ...jobInput(), name: undefined })).statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it('accepts minute zero and a midnight hour', async () => {
    const res = await create(jobInput({ name: 'Midnight', schedule: { ...jobInput().schedule, hour: 12, minute: 0, meridiem: 'am' } }));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('PUT /system-jobs/{id}', () => {
  it('changes the whole job and moves its next run', async () => {
    const job = await named('Weekly letters');
    const res = await admin({
      method: 'PUT',
      url: `/api/system-jobs/${job.id}`,
      payload: jobInput({ id: job.id, name: 'Daily letters', active: false, schedule: { ...jobInput().schedule, scheduleRecurrenceOption: option('DAILY') } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = (await admin({ method: 'GET', url: `/api/system-jobs/${job.id}` })).json<SystemJob>();
    expect(changed).toMatchObject({ name: 'Daily letters', active: false, nextRunDate: null });
    expect(changed.schedule).toMatchObject({ days: [], omitHolidays: false });
  });

  it('refuses another id in the body, bad input and an unknown job', async () => {
    const job = await named('Daily letters');
    const other = await named('Month end');
    const wrongId = await admin({ method: 'PUT', url: `/api/system-jobs/${job.id}`, payload: jobInput({ id: other.id }) });
    expect(wrongId.statusCode).toBe(400);
    expect(messages(wrongId.body)[0]).toMatch(/^id: /);
    const bad = await admin({ method: 'PUT', url: `/api/system-jobs/${job.id}`, payload: jobInput({ name: '' }) });
    expect(messages(bad.body)).toEqual(['name: required']);
    expect((await admin({ method: 'PUT', url: '/api/system-jobs/999999', payload: jobInput() })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/system-jobs/abc' })).statusCode).toBe(400);
    expect((await named('Daily letters')).name).toBe('Daily letters');
  });
});

describe('POST /system-jobs/{id}/run and GET /system-jobs/{id}/history', () => {
  it('starts a run and answers at once; a job worker runs it for real through its runner and the run is in its history', async () => {
    const job = await named('Send New Emails');
    const res = await admin({ method: 'POST', url: `/api/system-jobs/${job.id}/run` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: texts.dashboard.taskStarted('Send New Emails'), messageType: 'Success' }]);
    expect((await named('Send New Emails')).lastStatus).toBe('RUNNING');
    // The run was queued for any server with jobs on: the sweep of a worker started now finds it.
    const boss = await startTestJobs(t, [taskRunJob]);
    try {
      const deadline = Date.now() + 30_000;
      while ((await named('Send New Emails')).lastStatus === 'RUNNING' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 });
    }
    const ran = await named('Send New Emails');
    expect(ran.lastStatus).toBe('SUCCESS');
    expect(ran.lastStartTime).not.toBeNull();
    const history = (await admin({ method: 'GET', url: `/api/system-jobs/${job.id}/history` })).json<JobHistoryRow[]>();
    // The built-in runner's line, then the job's own tasks (docs/system-jobs.md "Built-in jobs and their tasks").
    expect(history.map((h) => h.taskName)).toEqual(['Send New Emails', 'Run a customer segment', 'Create an activity', 'Clear the workflow table']);
    expect(history[0]).toMatchObject({ taskName: 'Send New Emails', taskLog: expect.stringMatching(/emails queued for sending/) });
    expect(history[0]!.jobDuration).toBeGreaterThanOrEqual(0);
    expect(history[0]!.endTime).not.toBeNull();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'system-jobs.run'), eq(auditLog.entityId, String(job.id))));
    expect(entry).toBeDefined();
  });

  it('answers 404 for an unknown job', async () => {
    expect((await admin({ method: 'POST', url: '/api/system-jobs/999999/run' })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/system-jobs/999999/history' })).statusCode).toBe(404);
  });
});

describe('another company', () => {
  it("cannot read, change, run or see the history of this company's job (404)", async () => {
    const job = await named('Month end');
    const { username } = await createTenant(t.database, 'JOBSOTHER');
    const other = await callAs(username);
    expect((await list(other)).some((j) => j.id === job.id)).toBe(false);
    expect((await other({ method: 'GET', url: `/api/system-jobs/${job.id}` })).statusCode).toBe(404);
    expect((await other({ method: 'PUT', url: `/api/system-jobs/${job.id}`, payload: jobInput() })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/system-jobs/${job.id}/history` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(systemJobs).where(eq(systemJobs.id, job.id));
    expect(row!.name).toBe('Month end');
  });
});

describe('roles', () => {
  it('ReadOnly reads but writes nothing; only administrators save; only DEVELOPER runs', async () => {
    const job = await named('Month end');
    const readOnly = await callAs(await createUser(t.database, scope.companyId, 'jobs-readonly', 'ReadOnly'));
    const adminOnly = await callAs(await createUser(t.database, scope.companyId, 'jobs-admin', 'ADMIN'));
    const developer = await callAs(await createUser(t.database, scope.companyId, 'jobs-developer', 'DEVELOPER'));
    const plain = await callAs(await createUser(t.database, scope.companyId, 'jobs-plain', ''));
    const adminReadOnly = await callAs(await createUser(t.database, scope.companyId, 'jobs-admin-readonly', 'ADMIN,DEVELOPER,ReadOnly'));

    expect((await readOnly({ method: 'GET', url: '/api/system-jobs' })).statusCode).toBe(200);
    expect((await readOnly({ method: 'GET', url: `/api/system-jobs/${job.id}/history` })).statusCode).toBe(200);
    for (const caller of [readOnly, plain, adminReadOnly]) {
      expect((await create(jobInput({ name: 'Refused' }), caller)).statusCode).toBe(403);
      expect((await caller({ method: 'PUT', url: `/api/system-jobs/${job.id}`, payload: jobInput() })).statusCode).toBe(403);
      expect((await caller({ method: 'POST', url: `/api/system-jobs/${job.id}/run` })).statusCode).toBe(403);
    }
    expect((await adminOnly({ method: 'POST', url: `/api/system-jobs/${job.id}/run` })).statusCode).toBe(403);
    expect((await create(jobInput({ name: 'By an administrator' }), adminOnly)).statusCode).toBe(200);
    expect((await create(jobInput({ name: 'By a developer' }), developer)).statusCode).toBe(200);
    const run = await developer({ method: 'POST', url: `/api/system-jobs/${job.id}/run` });
    expect(run.statusCode, run.body).toBe(200);
    expect((await list()).some((j) => j.name === 'Refused')).toBe(false);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultTaskSettings,
  texts,
  type JobTask,
  type JobTaskUpdate,
  type RecurrenceOption,
  type SystemJob,
  type SystemJobDetail,
  type TaskChoice,
} from '@wattle/contract';
import { auditLog, jobTasks } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Call = ReturnType<typeof as>;
let t: TestApp;
let admin: Call;
let scope: Scope;
let jobId: number;
let definitions: TaskChoice[];
const messages = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);
const definition = (code: string) => definitions.find((d) => d.code === code)!;
const callAs = async (username: string) => as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
const tasksOf = async (id = jobId, caller = admin) => (await caller({ method: 'GET', url: `/api/system-jobs/${id}` })).json<SystemJobDetail>().tasks;
const addTask = (code: string, extra: Record<string, unknown> = {}, caller = admin) =>
  caller({
    method: 'POST',
    url: '/api/system-jobs/job-tasks',
    payload: { jobId, taskId: definition(code).id, type: 'TASK', failureEvent: 'GOTO_NEXT', active: true, ...extra },
  });
const put = (task: JobTask, code: string, data: unknown, change: Partial<JobTaskUpdate['task']> = {}, caller = admin) =>
  caller({
    method: 'PUT',
    url: `/api/system-jobs/job-tasks/${task.id}`,
    payload: {
      task: { taskId: definition(code).id, type: 'TASK', order: task.sortOrder, failureEvent: task.failureEvent, active: task.active, ...change },
      taskCode: code,
      data: typeof data === 'string' ? data : JSON.stringify(data),
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  const [option] = (await admin({ method: 'GET', url: '/api/system-jobs/schedule-options' })).json<RecurrenceOption[]>();
  const schedule = { scheduleRecurrenceOption: option, days: [], dayOfMonth: null, hour: 1, minute: 0, meridiem: 'am', omitHolidays: false };
  await admin({ method: 'POST', url: '/api/system-jobs', payload: { name: 'Task job', description: 'Has tasks', category: null, active: true, schedule } });
  jobId = (await admin({ method: 'GET', url: '/api/system-jobs' })).json<SystemJob[]>().find((j) => j.name === 'Task job')!.id;
  definitions = (await admin({ method: 'GET', url: '/api/system-jobs/tasks' })).json<TaskChoice[]>();
});
afterAll(() => t.close());

describe('the task forms’ pickers', () => {
  it('answer the task codes, templates, activity types and assignees of the company', async () => {
    expect(definitions.map((d) => d.code)).toEqual(['RUN_SEGMENT', 'ADD_CORRESPONDENCE', 'SEND_SMS', 'CREATE_ACTIVITY', 'CLEAR_WORKFLOW_TABLE']);
    for (const path of ['letter-templates', 'email-templates', 'segments', 'activity-types', 'activity-assignees']) {
      const res = await admin({ method: 'GET', url: `/api/system-jobs/${path}` });
      expect(res.statusCode, path).toBe(200);
      expect(Array.isArray(res.json()), path).toBe(true);
    }
    expect((await admin({ method: 'GET', url: '/api/system-jobs/activity-types' })).json<TaskChoice[]>().length).toBeGreaterThan(0);
  });
});

describe('POST /system-jobs/job-tasks', () => {
  it('adds tasks in 1-based order, at the end or at a given place, active and with empty settings', async () => {
    for (const code of ['SEND_SMS', 'CLEAR_WORKFLOW_TABLE']) {
      const res = await addTask(code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([{ message: texts.systemJobs.taskSaved, messageType: 'Success' }]);
    }
    expect((await addTask('ADD_CORRESPONDENCE', { order: 1, failureEvent: 'QUIT_SCHED' })).statusCode).toBe(200);
    const tasks = await tasksOf();
    expect(tasks.map((x) => [x.code, x.sortOrder, x.failureEvent, x.active, x.type, x.scheduleId])).toEqual([
      ['ADD_CORRESPONDENCE', 1, 'QUIT_SCHED', true, 'TASK', jobId],
      ['SEND_SMS', 2, 'GOTO_NEXT', true, 'TASK', jobId],
      ['CLEAR_WORKFLOW_TABLE', 3, 'GOTO_NEXT', true, 'TASK', jobId],
    ]);
    const sms = (await admin({ method: 'GET', url: `/api/system-jobs/job-tasks/${tasks[1]!.id}/sms` })).json();
    expect(sms).toEqual(defaultTaskSettings.SEND_SMS);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'system-jobs.task-create'));
    expect(entry).toBeDefined();
  });

  it('refuses bad input naming the field, and an unknown job', async () => {
    const before = (await tasksOf()).length;
    const noTask = await admin({ method: 'POST', url: '/api/system-jobs/job-tasks', payload: { jobId } });
    expect(noTask.statusCode).toBe(400);
    expect(messages(noTask.body)[0]).toMatch(/^taskId: /);
    const badEvent = await addTask('SEND_SMS', { failureEvent: 'LATER' });
    expect(badEvent.statusCode).toBe(400);
    expect(messages(badEvent.body)[0]).toMatch(/^failureEvent: /);
    const unknownTask = await admin({ method: 'POST', url: '/api/system-jobs/job-tasks', payload: { jobId, taskId: 999999 } });
    expect(messages(unknownTask.body)).toEqual([`taskId: ${texts.systemJobs.unknownValue}`]);
    const unknownJob = await admin({ method: 'POST', url: '/api/system-jobs/job-tasks', payload: { jobId: 999999, taskId: definition('SEND_SMS').id } });
    expect(unknownJob.statusCode).toBe(404);
    expect((await tasksOf()).length).toBe(before);
  });
});

describe('PUT, GET and DELETE /system-jobs/job-tasks/{id}', () => {
  it('saves each code’s settings and reads them back from its own path', async () => {
    const [letter, sms] = await tasksOf();
    const correspondence = {
      ...defaultTaskSettings.ADD_CORRESPONDENCE,
      letter: true,
      filename: 'welcome.pdf',
      attachmentSource: 'PATH',
      attachment: '/srv/terms.pdf',
    };
    expect((await put(letter!, 'ADD_CORRESPONDENCE', correspondence)).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/api/system-jobs/job-tasks/${letter!.id}/correspondence` })).json()).toEqual(correspondence);
    expect((await put(sms!, 'SEND_SMS', { message: 'Your bill is ready' }, { active: false, failureEvent: 'QUIT_SCHED' })).statusCode).toBe(200);
    const saved = (await admin({ method: 'GET', url: `/api/system-jobs/job-tasks/${sms!.id}` })).json<JobTask>();
    expect(saved).toMatchObject({ code: 'SEND_SMS', active: false, failureEvent: 'QUIT_SCHED' });
    expect((await admin({ method: 'GET', url: `/api/system-jobs/job-tasks/${sms!.id}/sms` })).json()).toEqual({ message: 'Your bill is ready' });
    // A task changed to another code takes that code's settings.
    const [type] = (await admin({ method: 'GET', url: '/api/system-jobs/activity-types' })).json<TaskChoice[]>();
    const activity = { activityTypeId: type!.id, notes: 'Call the customer', assigneeName: '', assigneeId: null };
    expect((await put(sms!, 'CREATE_ACTIVITY', activity)).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/api/system-jobs/job-tasks/${sms!.id}/activity` })).json()).toEqual(activity);
    expect((await admin({ method: 'GET', url: `/api/system-jobs/job-tasks/${sms!.id}/parameter` })).json()).toEqual(defaultTaskSettings.RUN_SEGMENT);
  });

  it('refuses what the task forms refuse, naming the field, and writes nothing', async () => {
    const [letter, second] = await tasksOf();
    const [row] = await t.database.db.select().from(jobTasks).where(eq(jobTasks.id, letter!.id));
    const base = defaultTaskSettings.ADD_CORRESPONDENCE;
    const cases: [JobTask, string, unknown, string][] = [
      [letter!, 'ADD_CORRESPONDENCE', { ...base, letter: true, filename: ' ' }, 'data.filename: required'],
      [letter!, 'ADD_CORRESPONDENCE', { ...base, email: true }, 'data.emailSubject: required'],
      [letter!, 'ADD_CORRESPONDENCE', { ...base, letterTemplateId: 999999 }, `data.letterTemplateId: ${texts.systemJobs.unknownValue}`],
      [second!, 'SEND_SMS', { message: '' }, 'data.message: required'],
      [letter!, 'ADD_CORRESPONDENCE', '{not json', `data: ${texts.systemJobs.badData}`],
      [letter!, 'SEND_SMS', { message: 'x' }, `taskCode: ${texts.systemJobs.unknownValue}`],
    ];
    for (const [task, code, data, message] of cases) {
      const res = message.startsWith('taskCode') ? await put(task, code, data, { taskId: definition('ADD_CORRESPONDENCE').id }) : await put(task, code, data);
      expect(res.statusCode, message).toBe(400);
      expect(messages(res.body), message).toEqual([message]);
    }
    const wrongType = await put(letter!, 'ADD_CORRESPONDENCE', { ...base, letter: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(messages(wrongType.body)[0]).toMatch(/^data\.letter: /);
    const [after] = await t.database.db.select().from(jobTasks).where(eq(jobTasks.id, letter!.id));
    expect(after!.settings).toEqual(row!.settings);
    expect((await put({ ...letter!, id: 999999 }, 'SEND_SMS', { message: 'x' })).statusCode).toBe(404);
  });

  it('saves a new order for each task that moved (drag and drop)', async () => {
    const [a, b, c] = await tasksOf();
    const data = async (task: JobTask) => {
      const path = { ADD_CORRESPONDENCE: 'correspondence', CREATE_ACTIVITY: 'activity', SEND_SMS: 'sms', RUN_SEGMENT: 'parameter' }[task.code as string];
      return path ? (await admin({ method: 'GET', url: `/api/system-jobs/job-tasks/${task.id}/${path}` })).json() : {};
    };
    for (const [task, order] of [
      [c!, 1],
      [a!, 2],
      [b!, 3],
    ] as const) {
      expect((await put(task, task.code, await data(task), { order })).statusCode).toBe(200);
    }
    expect((await tasksOf()).map((x) => x.id)).toEqual([c!.id, a!.id, b!.id]);
  });

  it('moves a task whose settings are still empty: its stored settings go back unchanged', async () => {
    expect((await addTask('SEND_SMS')).statusCode).toBe(200);
    const tasks = await tasksOf();
    const sms = tasks.at(-1)!;
    expect((await put(sms, 'SEND_SMS', { message: '' }, { order: sms.sortOrder })).statusCode).toBe(200);
    expect((await put(sms, 'SEND_SMS', { message: ' ' }, { order: sms.sortOrder })).statusCode).toBe(400);
    expect((await admin({ method: 'DELETE', url: `/api/system-jobs/job-tasks/${sms.id}` })).statusCode).toBe(200);
  });

  it('deletes a task and closes the gap in the order', async () => {
    const [first, middle, last] = await tasksOf();
    const res = await admin({ method: 'DELETE', url: `/api/system-jobs/job-tasks/${middle!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: texts.systemJobs.taskDeleted, messageType: 'Success' }]);
    expect((await tasksOf()).map((x) => [x.id, x.sortOrder])).toEqual([
      [first!.id, 1],
      [last!.id, 2],
    ]);
    expect((await admin({ method: 'DELETE', url: `/api/system-jobs/job-tasks/${middle!.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: `/api/system-jobs/job-tasks/${middle!.id}` })).statusCode).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'system-jobs.task-delete'), eq(auditLog.entityId, String(middle!.id))));
    expect(entry).toBeDefined();
  });
});

describe('another company and roles', () => {
  it("another company's caller gets 404 for this company's tasks and job", async () => {
    const [task] = await tasksOf();
    const { username } = await createTenant(t.database, 'TASKSOTHER');
    const other = await callAs(username);
    const otherDefinitions = (await other({ method: 'GET', url: '/api/system-jobs/tasks' })).json<TaskChoice[]>();
    const sms = otherDefinitions.find((d) => d.code === 'SEND_SMS')!;
    expect((await other({ method: 'GET', url: `/api/system-jobs/job-tasks/${task!.id}` })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/system-jobs/job-tasks/${task!.id}/sms` })).statusCode).toBe(404);
    expect((await other({ method: 'DELETE', url: `/api/system-jobs/job-tasks/${task!.id}` })).statusCode).toBe(404);
    const change = { task: { taskId: sms.id, type: 'TASK', order: 1, failureEvent: 'GOTO_NEXT', active: true }, taskCode: 'SEND_SMS', data: '{"message":"x"}' };
    expect((await other({ method: 'PUT', url: `/api/system-jobs/job-tasks/${task!.id}`, payload: change })).statusCode).toBe(404);
    expect((await other({ method: 'POST', url: '/api/system-jobs/job-tasks', payload: { jobId, taskId: sms.id } })).statusCode).toBe(404);
    expect((await tasksOf()).map((x) => x.id)).toContain(task!.id);
  });

  it('ReadOnly reads the tasks but cannot add, change or delete one; administrators can', async () => {
    const [task] = await tasksOf();
    const readOnly = await callAs(await createUser(t.database, scope.companyId, 'tasks-readonly', 'ReadOnly'));
    const plain = await callAs(await createUser(t.database, scope.companyId, 'tasks-plain', ''));
    const adminOnly = await callAs(await createUser(t.database, scope.companyId, 'tasks-admin', 'ADMIN'));
    expect((await readOnly({ method: 'GET', url: `/api/system-jobs/job-tasks/${task!.id}` })).statusCode).toBe(200);
    expect((await readOnly({ method: 'GET', url: '/api/system-jobs/segments' })).statusCode).toBe(200);
    for (const caller of [readOnly, plain]) {
      expect((await addTask('SEND_SMS', {}, caller)).statusCode).toBe(403);
      expect((await put(task!, task!.code, {}, {}, caller)).statusCode).toBe(403);
      expect((await caller({ method: 'DELETE', url: `/api/system-jobs/job-tasks/${task!.id}` })).statusCode).toBe(403);
    }
    expect((await addTask('CLEAR_WORKFLOW_TABLE', {}, adminOnly)).statusCode).toBe(200);
    expect((await tasksOf()).length).toBe(3);
  });
});

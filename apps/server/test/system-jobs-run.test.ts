import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, uploadedAttachment, type JobHistoryRow, type RecurrenceOption, type SystemJob, type SystemJobDetail, type TaskChoice } from '@wattle/contract';
import { activities, activityNotes, customerAccounts, emailRequests, jobWorkflowRows, parties, postedMailItems, smsRequests } from '../src/db/schema/index';
import { as, createTestApp, login, workStartedTaskRuns, type TestApp } from './helpers';
import { addCustomer, addNetworkNode, type CreatedCustomer } from './search-fixtures';
import { adminScope } from './sections-fixtures';
import { multipart } from './multipart-fixtures';
import { withScope } from '../src/db/tenancy';
import { loadAttachments } from '../src/modules/correspondence/email-attachments';

const log = texts.systemJobs.runLog;
let t: TestApp;
let admin: ReturnType<typeof as>;
let definitions: TaskChoice[];
let owing: CreatedCustomer;
let owingNoEmail: CreatedCustomer;
let paidUp: CreatedCustomer;

const choices = async (path: string) => (await admin({ method: 'GET', url: `/api/system-jobs/${path}` })).json<TaskChoice[]>();

/** A job made as a user makes it: the job, then each task added and its settings saved. */
async function jobWith(name: string, tasks: { code: string; settings: Record<string, unknown>; failureEvent?: 'GOTO_NEXT' | 'QUIT_SCHED' }[]) {
  const [option] = (await admin({ method: 'GET', url: '/api/system-jobs/schedule-options' })).json<RecurrenceOption[]>();
  const schedule = { scheduleRecurrenceOption: option, days: [], dayOfMonth: null, hour: 1, minute: 0, meridiem: 'am', omitHolidays: false };
  await admin({ method: 'POST', url: '/api/system-jobs', payload: { name, description: name, category: null, active: true, schedule } });
  const jobId = (await admin({ method: 'GET', url: '/api/system-jobs' })).json<SystemJob[]>().find((j) => j.name === name)!.id;
  for (const task of tasks) {
    const taskId = definitions.find((d) => d.code === task.code)!.id;
    const failureEvent = task.failureEvent ?? 'GOTO_NEXT';
    expect((await admin({ method: 'POST', url: '/api/system-jobs/job-tasks', payload: { jobId, taskId, failureEvent } })).statusCode).toBe(200);
    const added = (await admin({ method: 'GET', url: `/api/system-jobs/${jobId}` })).json<SystemJobDetail>().tasks.at(-1)!;
    const saved = await admin({
      method: 'PUT',
      url: `/api/system-jobs/job-tasks/${added.id}`,
      payload: { task: { taskId, order: added.sortOrder, failureEvent, active: true }, taskCode: task.code, data: JSON.stringify(task.settings) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return jobId;
}

/** Run Job, then the run's job as a server with jobs on does it; answers Run Job's answer and the job's last status. */
async function run(jobId: number) {
  const res = await admin({ method: 'POST', url: `/api/system-jobs/${jobId}/run` });
  await workStartedTaskRuns(t);
  const job = (await admin({ method: 'GET', url: `/api/system-jobs/${jobId}` })).json<SystemJobDetail>();
  return { res, lastStatus: job.lastStatus };
}
const history = async (jobId: number) => (await admin({ method: 'GET', url: `/api/system-jobs/${jobId}/history` })).json<JobHistoryRow[]>();

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await login(t.app));
  const scope = await adminScope(t.database);
  definitions = await choices('tasks');
  const address = { postalAddressLine1: '1 Main Street', postalSuburb: 'Sydney', postalState: 'NSW', postalPostcode: '2000' };
  owing = await addCustomer(t.database, scope, {
    name: 'Alice <Arrears>',
    type: 'RESIDENT',
    accountNumber: 'JOB-1',
    email: 'alice@example.com',
    mobile: '0400 000 001',
  });
  owingNoEmail = await addCustomer(t.database, scope, { name: 'Bob Owing', type: 'RESIDENT', accountNumber: 'JOB-2', mobile: '0400 000 002' });
  paidUp = await addCustomer(t.database, scope, {
    name: 'Carol Paid',
    type: 'RESIDENT',
    accountNumber: 'JOB-3',
    email: 'carol@example.com',
    mobile: '0400 000 003',
  });
  await t.database.db
    .update(parties)
    .set(address)
    .where(inArray(parties.id, [owing.partyId, owingNoEmail.partyId]));
  await t.database.db.update(customerAccounts).set({ balance: '120.50' }).where(eq(customerAccounts.id, owing.accountId));
  await t.database.db.update(customerAccounts).set({ balance: '80.00' }).where(eq(customerAccounts.id, owingNoEmail.accountId));
  await t.database.db.update(customerAccounts).set({ balance: '10.00' }).where(eq(customerAccounts.id, paidUp.accountId));
  await addNetworkNode(t.database, scope, 'Job test building');
});
afterAll(() => t.close());

describe("a job's own tasks, run from System Jobs", () => {
  it('selects a segment into the workflow table, then sends SMS, adds activities, emails and letters to it, and clears it', async () => {
    const segment = (await choices('segments')).find((s) => s.code === 'IN_ARREARS')!;
    const activityType = (await choices('activity-types'))[0]!;
    const reminder = (await choices('letter-templates')).find((l) => l.code === 'PAYMENT_REMINDER')!;
    const email = (await choices('email-templates')).find((e) => e.code === 'EMAIL_STANDARD')!;
    const jobId = await jobWith('Arrears follow-up', [
      { code: 'RUN_SEGMENT', settings: { filterParameterId: segment.id, parameterData: '{"minBalance":"50"}' } },
      { code: 'SEND_SMS', settings: { message: 'Hi {{customerName}}, you owe {{balance}}.' } },
      { code: 'CREATE_ACTIVITY', settings: { activityTypeId: activityType.id, notes: 'Call about the balance', assigneeName: '', assigneeId: null } },
      {
        code: 'ADD_CORRESPONDENCE',
        settings: {
          letter: true,
          filename: 'reminder',
          letterTemplateId: reminder.id,
          email: true,
          emailSubject: 'Your {{brand}} account {{accountNumber}}',
          emailTemplateId: email.id,
          attachmentSource: null,
          attachment: '',
        },
      },
      { code: 'CLEAR_WORKFLOW_TABLE', settings: {} },
    ]);

    const { res, lastStatus } = await run(jobId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: texts.dashboard.taskStarted('Arrears follow-up'), messageType: 'Success' }]);
    expect(lastStatus).toBe('SUCCESS');

    const owingIds = [owing.accountId, owingNoEmail.accountId];
    const sms = await t.database.db
      .select()
      .from(smsRequests)
      .where(inArray(smsRequests.customerAccountId, [...owingIds, paidUp.accountId]));
    expect(sms.map((s) => [s.phoneNumber, s.message, s.status]).sort()).toEqual([
      ['0400 000 001', 'Hi Alice <Arrears>, you owe $120.50.', 'NEW'],
      ['0400 000 002', 'Hi Bob Owing, you owe $80.00.', 'NEW'],
    ]);
    const made = await t.database.db
      .select({ account: activities.customerAccountId, type: activities.typeId, note: activityNotes.note })
      .from(activities)
      .innerJoin(activityNotes, eq(activityNotes.activityId, activities.id))
      .where(inArray(activities.customerAccountId, [...owingIds, paidUp.accountId]));
    expect(made.map((a) => [a.account, a.type, a.note]).sort()).toEqual(owingIds.map((id) => [id, activityType.id, 'Call about the balance']).sort());
    const emails = await t.database.db
      .select()
      .from(emailRequests)
      .where(inArray(emailRequests.customerAccountId, [...owingIds, paidUp.accountId]));
    expect(emails.map((e) => [e.sendTo, e.emailSubject, e.correspondenceType])).toEqual([
      ['alice@example.com', 'Your Wattle Energy account JOB-1', 'TEMPLATE'],
    ]);
    // Merged into the HTML template with the name escaped.
    expect(emails[0]!.emailBody).toContain('Dear Alice &lt;Arrears&gt;,');
    const letters = await t.database.db
      .select()
      .from(postedMailItems)
      .where(inArray(postedMailItems.customerAccountId, [...owingIds, paidUp.accountId]));
    expect(letters.map((l) => [l.customerAccountId, l.recipientName, l.addressLines, l.status]).sort()).toEqual(
      [
        [owing.accountId, 'Alice <Arrears>', '1 Main Street\nSydney NSW 2000', 'NEW'],
        [owingNoEmail.accountId, 'Bob Owing', '1 Main Street\nSydney NSW 2000', 'NEW'],
      ].sort(),
    );
    expect(letters.every((l) => l.documentId !== null)).toBe(true);
    expect(await t.database.db.$count(jobWorkflowRows, eq(jobWorkflowRows.systemJobId, jobId))).toBe(0);

    const steps = await history(jobId);
    expect(steps.map((s) => s.taskName)).toEqual([
      'Run a customer segment',
      'Send an SMS',
      'Create an activity',
      'Add correspondence',
      'Clear the workflow table',
    ]);
    expect(steps.map((s) => s.taskLog)).toEqual([
      log.segmentAdded('Accounts in arrears', 2, 2),
      log.sms(2, 0),
      log.activities(2),
      [log.correspondence(1, 2, 1), log.skippedAccount('JOB-2', log.noEmailAddress)].join('\n'),
      log.cleared(2),
    ]);
  });

  it('stops at a failed task whose failure event is Stop Schedule, and goes on past one that says Goto Next Task', async () => {
    const building = (await choices('segments')).find((s) => s.code === 'IN_BUILDING')!;
    const jobId = await jobWith('Broken job', [
      { code: 'RUN_SEGMENT', settings: { filterParameterId: building.id, parameterData: '' } },
      { code: 'RUN_SEGMENT', settings: { filterParameterId: null, parameterData: '' }, failureEvent: 'QUIT_SCHED' },
      { code: 'SEND_SMS', settings: { message: 'Never sent' } },
    ]);
    const { res, lastStatus } = await run(jobId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: texts.dashboard.taskStarted('Broken job'), messageType: 'Success' }]);
    expect(lastStatus).toBe('FAILED');
    const steps = await history(jobId);
    expect(steps.map((s) => s.taskLog)).toEqual([log.segmentParameters(`networkNodeId: ${log.buildingRequired}`), log.segmentMissing, log.stopped]);
    expect(
      await t.database.db
        .select()
        .from(smsRequests)
        .where(and(eq(smsRequests.message, 'Never sent'))),
    ).toEqual([]);
  });

  it('sends an UPLOAD attachment (spec 2 §2.11): the uploaded path prefixed to the file name, attached under that name', async () => {
    const uploaded = await admin({
      method: 'POST',
      url: '/api/documents/upload-correspondence',
      ...multipart([{ name: 'FileData', fileName: 'terms.pdf', content: Buffer.from('%PDF-1.4 terms'), type: 'application/pdf' }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const attachment = uploadedAttachment(uploaded.body, 'Terms and conditions.pdf');
    const segment = (await choices('segments')).find((s) => s.code === 'IN_ARREARS')!;
    const jobId = await jobWith('Arrears with terms', [
      { code: 'RUN_SEGMENT', settings: { filterParameterId: segment.id, parameterData: '{"minBalance":"50"}' } },
      {
        code: 'ADD_CORRESPONDENCE',
        settings: {
          letter: false,
          filename: '',
          letterTemplateId: null,
          email: true,
          emailSubject: 'Our terms',
          emailTemplateId: null,
          attachmentSource: 'UPLOAD',
          attachment,
        },
      },
      { code: 'CLEAR_WORKFLOW_TABLE', settings: {} },
    ]);
    expect((await run(jobId)).lastStatus).toBe('SUCCESS');
    const [email] = await t.database.db.select().from(emailRequests).where(eq(emailRequests.emailSubject, 'Our terms'));
    expect(email!.attachmentPaths).toBe(attachment);
    const scope = await adminScope(t.database);
    const files = await withScope(t.database.db, scope, (tx) => loadAttachments(tx, t.app.files, scope, email!.attachmentPaths));
    expect(files.map((f) => [f.filename, f.contentType, Buffer.from(f.content).toString()])).toEqual([
      ['Terms and conditions.pdf', 'application/pdf', '%PDF-1.4 terms'],
    ]);
  });
});

import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, ISO_DATE, texts, type ScheduledTask, type TaskDetailItem } from '@wattle/contract';
import {
  activities,
  customerAccounts,
  invoices,
  smsRequests,
  dashboardProcessActions,
  dashboardProcesses,
  deliveryMethods,
  emailRequests,
  emailSuppressions,
  jobParameters,
  meterReadImports,
  postedMailItems,
} from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { businessDate } from '../src/lib/business-date';
import { addCustomer } from './search-fixtures';
import { openDashboardContext, rows, runAction, type DashboardContext, type Tenant } from './dashboard-context';
import { workStartedTaskRuns } from './helpers';
import { pdfWithPages } from './dashboard-fixtures';
import { uploadMeterData } from './meter-data-fixtures';
import { multipart } from './multipart-fixtures';

let ctx: DashboardContext;
beforeAll(async () => {
  ctx = await openDashboardContext();
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.t.database.db;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function tasks(tenant: Tenant) {
  return (await tenant.call({ method: 'GET', url: '/api/dashboard/scheduled-tasks' })).json<ScheduledTask[]>();
}
const taskNamed = async (tenant: Tenant, name: string) => (await tasks(tenant)).find((t) => t.name === name)!;

const uploadReads = (tenant: Tenant, url: string, parts: Parameters<typeof multipart>[0]) => uploadMeterData(ctx.t, tenant.call, url, parts);

function upload(tenant: Tenant, url: string, parts: Parameters<typeof multipart>[0]) {
  const { payload, headers } = multipart(parts);
  return tenant.call({ method: 'POST', url, payload, headers });
}

describe('scheduled tasks', () => {
  it('lists the tasks with their details and the import schedules', async () => {
    const list = await tasks(ctx.acme);
    expect(list.map((t) => t.name)).toEqual(['Arrears Review', 'Send New Emails', 'Meter Read Import', 'Building Reconciliation']);
    expect(list[0]).toMatchObject({ category: 'Collections', lastRun: null });
    const details = (await ctx.acme.call({ method: 'GET', url: `/api/dashboard/scheduled-tasks/${list[0]!.id}` })).json<TaskDetailItem[]>();
    expect(details.map((d) => [d.name, d.lookupCode, d.dataType])).toEqual([
      ['AS_AT', 'DATEOPTIONS', 'NVARCHAR'],
      ['INVOICES_DUE_BEFORE', 'DUEDATEOPTIONS', 'NVARCHAR'],
      ['BILLING_CYCLE', 'BILLINGCYCLE', 'NVARCHAR'],
      ['MIN_BALANCE', 'NVARCHAR', 'NVARCHAR'],
      ['RECORD_REMINDER', null, 'CHAR'],
    ]);
    const names = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/schedules/names' })).json();
    expect(names).toEqual([{ scheduleId: list[2]!.id, scheduleName: 'Meter Read Import' }]);
    expect((await ctx.acme.call({ method: 'GET', url: '/api/dashboard/scheduled-tasks/999999' })).statusCode).toBe(404);
    const foreign = await taskNamed(ctx.other, 'Arrears Review');
    expect((await ctx.acme.call({ method: 'GET', url: `/api/dashboard/scheduled-tasks/${foreign.id}` })).statusCode).toBe(404);
  });

  it('saves an item only when the Item Details rules accept its value', async () => {
    const task = await taskNamed(ctx.acme, 'Arrears Review');
    const items = (await ctx.acme.call({ method: 'GET', url: `/api/dashboard/scheduled-tasks/${task.id}` })).json<TaskDetailItem[]>();
    const item = (name: string) => items.find((i) => i.name === name)!;
    const save = (name: string, value: string, id = task.id) =>
      ctx.acme.call({ method: 'POST', url: `/api/dashboard/scheduled-tasks/${task.id}`, payload: { parameterId: item(name).parameterId, id, value } });
    const cycles = (await ctx.acme.call({ method: 'GET', url: '/api/lookups/BILLINGCYCLE/values' })).json();
    const accepted: [string, string][] = [
      ['AS_AT', 'YESTERDAY'],
      ['AS_AT', '2026-01-31'],
      ['AS_AT', 'NULL'],
      ['INVOICES_DUE_BEFORE', '21_DAYS'],
      ['BILLING_CYCLE', String(cycles[0].value)],
      // An optional list setting can be emptied (spec 2 §2.4: an empty value is sent as NULL).
      ['BILLING_CYCLE', 'NULL'],
      ['MIN_BALANCE', '75.00'],
      ['RECORD_REMINDER', 'N'],
    ];
    for (const [name, value] of accepted) {
      const res = await save(name, value);
      expect(res.statusCode, `${name}=${value} ${res.body}`).toBe(200);
    }
    const refused: [string, string, string][] = [
      ['RECORD_REMINDER', 'X', texts.dashboard.selectValue],
      ['RECORD_REMINDER', 'NULL', texts.dashboard.selectValue],
      ['AS_AT', 'SOMEDAY', texts.dashboard.selectValue],
      ['AS_AT', '2026-02-30', texts.dashboard.selectValue],
      ['BILLING_CYCLE', 'NOT_A_CYCLE', texts.dashboard.selectValue],
    ];
    for (const [name, value, message] of refused) {
      const res = await save(name, value);
      expect(res.statusCode, `${name}=${value}`).toBe(400);
      expect(res.json().messages[0].message).toBe(message);
    }
    expect((await save('AS_AT', 'TODAY', task.id + 1)).statusCode).toBe(400);
    expect(
      (await ctx.acme.call({ method: 'POST', url: `/api/dashboard/scheduled-tasks/${task.id}`, payload: { parameterId: 999999, id: task.id, value: 'Y' } }))
        .statusCode,
    ).toBe(404);
    const [stored] = await db()
      .select()
      .from(jobParameters)
      .where(eq(jobParameters.id, item('RECORD_REMINDER').id));
    expect(stored!.value).toBe('N');
    const [cycle] = await db()
      .select()
      .from(jobParameters)
      .where(eq(jobParameters.id, item('BILLING_CYCLE').id));
    expect(cycle!.value).toBe('NULL');
    expect(items.filter((i) => i.optional).map((i) => i.name)).toEqual(['BILLING_CYCLE']);
  });

  it('runs a task from the panel with a log per step, and refuses when the panel is locked', async () => {
    // An account in good standing with an invoice overdue by more than the review's 14 days: the review flags and reminds it.
    const scope = { companyId: ctx.acme.companyId, dataset: 'live' as const };
    const owing = await addCustomer(ctx.t.database, scope, { name: 'Owing Follow-up', type: 'RESIDENT', accountNumber: 'DT-ARR-1', mobile: '0400 111 222' });
    await withScope(db(), scope, async (tx) => {
      const today = dayjs(await businessDate(tx));
      await tx.update(customerAccounts).set({ balance: '200.00', creditStatus: 'GOOD' }).where(eq(customerAccounts.id, owing.accountId));
      await tx.insert(invoices).values({
        customerAccountId: owing.accountId,
        invoiceNumber: 'DT-ARR-INV-1',
        invoiceDate: today.subtract(54, 'day').format(ISO_DATE),
        dueDate: today.subtract(40, 'day').format(ISO_DATE),
        total: '200.00',
        status: 'ISSUED',
      });
    });
    const task = await taskNamed(ctx.acme, 'Arrears Review');
    // Recording the reminder again (the test above saved N): its follow-up tasks work on the accounts reminded.
    await db()
      .update(jobParameters)
      .set({ value: 'Y' })
      .where(and(eq(jobParameters.systemJobId, task.id), eq(jobParameters.name, 'RECORD_REMINDER')));
    const res = await runAction(ctx.acme, 'RUN_SCHED_MGMT', 'RUN', [{ key_exception_id: task.id }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toEqual({ message: texts.dashboard.taskStarted('Arrears Review'), messageType: 'Success' });
    expect((await taskNamed(ctx.acme, 'Arrears Review')).lastStatus).toBe('RUNNING');
    await workStartedTaskRuns(ctx.t);
    const after = await taskNamed(ctx.acme, 'Arrears Review');
    expect(after.lastStatus).toBe('SUCCESS');
    expect(after.lastRun).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const logs = (await ctx.acme.call({ method: 'GET', url: `/api/dashboard/scheduled-tasks/${task.id}/logs` })).json();
    expect(logs[0]).toMatchObject({ name: 'Arrears Review', stepOrder: 1, logName: 'Flag accounts' });
    // Then the job's own tasks, on the accounts it reminded (docs/system-jobs.md "Built-in jobs and their tasks").
    expect(logs.slice(-4).map((l: { logName: string }) => l.logName)).toEqual([
      'Run a customer segment',
      'Send an SMS',
      'Create an activity',
      'Clear the workflow table',
    ]);
    const followUp = await db()
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.customerAccountId, owing.accountId), eq(activities.initiator, 'system-job:Arrears Review')));
    const reminder = await db().select({ message: smsRequests.message }).from(smsRequests).where(eq(smsRequests.customerId, owing.customerId));
    expect(followUp).toHaveLength(1);
    expect(reminder).toEqual([{ message: expect.stringContaining('DT-ARR-1 is overdue (balance $200.00)') }]);
    await db()
      .update(dashboardProcesses)
      .set({ isLocked: true })
      .where(and(eq(dashboardProcesses.code, 'RUN_SCHED_MGMT'), eq(dashboardProcesses.companyId, ctx.acme.companyId)));
    try {
      expect((await runAction(ctx.acme, 'RUN_SCHED_MGMT', 'RUN', [{ key_exception_id: task.id }])).statusCode).toBe(403);
      const items = (await ctx.acme.call({ method: 'GET', url: `/api/dashboard/scheduled-tasks/${task.id}` })).json<TaskDetailItem[]>();
      const save = await ctx.acme.call({
        method: 'POST',
        url: `/api/dashboard/scheduled-tasks/${task.id}`,
        payload: { parameterId: items[0]!.id, id: task.id, value: 'TODAY' },
      });
      expect(save.statusCode).toBe(403);
    } finally {
      await db()
        .update(dashboardProcesses)
        .set({ isLocked: false })
        .where(and(eq(dashboardProcesses.code, 'RUN_SCHED_MGMT'), eq(dashboardProcesses.companyId, ctx.acme.companyId)));
    }
  });
});

describe('meter-read CSV import', () => {
  const url = async (tenant: Tenant) => `/api/dashboard/schedules/${(await taskNamed(tenant, 'Meter Read Import')).id}/import-csv-file`;
  const waiting = async () => (await rows(ctx.acme, 'IMPORTMETERREADS', { itemsPerPage: -1 })).processItems.length;

  it('refuses a malformed file with each bad line and imports nothing', async () => {
    const before = await waiting();
    const csv = 'meter_code,read_date,reading,description\nACME-M1,2026-10-01,1200.5,First\nNOPE-9,2026-10-02,10,Second\nACME-M1,2026-10-03,abc,Third\n';
    const res = await uploadReads(ctx.acme, await url(ctx.acme), [{ name: 'file0', fileName: 'reads.csv', content: csv }]);
    expect(res.statusCode).toBe(400);
    const messages = res.json().messages.map((m: { message: string }) => m.message);
    expect(messages).toEqual([texts.dashboard.csv.refused(1), `reads.csv line 4: ${texts.dashboard.csv.badReading}`]);
    expect(await waiting()).toBe(before);
  });

  it('imports every row of several files once all are good', async () => {
    const before = await waiting();
    const res = await uploadReads(ctx.acme, await url(ctx.acme), [
      { name: 'file0', fileName: 'a.csv', content: 'meter_code,read_date,reading\nACME-M1,2026-10-01,1200.5\n' },
      { name: 'file1', fileName: 'b.csv', content: 'reading,meter_code,read_date\n1210,ACME-M1,2026-10-05\n' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { message: 'File uploaded successfully', messageType: 'Success' },
      { message: texts.dashboard.csv.received(2, 0, 0), messageType: 'Information' },
      { message: `a.csv: ${texts.dashboard.csv.received(1, 0, 0)}`, messageType: 'Information' },
      { message: `b.csv: ${texts.dashboard.csv.received(1, 0, 0)}`, messageType: 'Information' },
    ]);
    expect(await waiting()).toBe(before + 2);
    const again = await uploadReads(ctx.acme, await url(ctx.acme), [
      { name: 'file0', fileName: 'a.csv', content: 'meter_code,read_date,reading\nACME-M1,2026-10-01,1200.5\n' },
    ]);
    expect(again.json()[1].message).toBe(texts.dashboard.csv.received(0, 0, 1));
    expect(await waiting()).toBe(before + 2);
    const logs = (
      await ctx.acme.call({ method: 'GET', url: `/api/dashboard/scheduled-tasks/${(await taskNamed(ctx.acme, 'Meter Read Import')).id}/logs` })
    ).json();
    // The second upload, which queued nothing new, is a run of its own with its file's log.
    expect(logs.map((l: { logName: string }) => l.logName)).toEqual(['a.csv', 'a.csv', 'b.csv']);
  });

  it('queues an upload of the most rows allowed, checked and written a batch per transaction', async () => {
    const day = (i: number) => new Date(Date.UTC(1880, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const lines = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => `ACME-M1,${day(i)},${i}`);
    const res = await uploadReads(ctx.acme, await url(ctx.acme), [
      { name: 'file0', fileName: 'large.csv', content: `meter_code,read_date,reading\n${lines.join('\n')}\n` },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const large = eq(meterReadImports.fileName, 'large.csv');
    expect(await db().$count(meterReadImports, large)).toBe(IMPORT_MAX_ROWS);
    await db().delete(meterReadImports).where(large);
  }, 120_000);

  it('refuses files that are not meter-read CSVs and schedules that do not import', async () => {
    const target = await url(ctx.acme);
    const cases: [Parameters<typeof multipart>[0], string][] = [
      [[{ name: 'file0', fileName: 'reads.txt', content: 'meter_code,read_date,reading\n' }], texts.dashboard.csv.notMeterDataName('reads.txt')],
      [[{ name: 'file0', fileName: 'reads.csv', content: 'meter_code,date\nA,B\n' }], texts.dashboard.csv.missingColumns('reads.csv', 'read_date, reading')],
      [[{ name: 'file0', fileName: 'reads.csv', content: 'meter_code,read_date,reading\n' }], texts.dashboard.csv.empty('reads.csv')],
      [[{ name: 'other', content: 'x' }], texts.dashboard.csv.fileRequired],
    ];
    for (const [parts, message] of cases) {
      const res = await uploadReads(ctx.acme, target, parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().messages[0].message).toBe(message);
    }
    const arrears = await taskNamed(ctx.acme, 'Arrears Review');
    const notImport = await uploadReads(ctx.acme, `/api/dashboard/schedules/${arrears.id}/import-csv-file`, [
      { name: 'file0', fileName: 'a.csv', content: 'meter_code,read_date,reading\nACME-M1,2026-09-01,1\n' },
    ]);
    expect(notImport.statusCode).toBe(400);
    const foreign = await uploadReads(ctx.acme, await url(ctx.other), [
      { name: 'file0', fileName: 'a.csv', content: 'meter_code,read_date,reading\nACME-M1,2026-09-01,1\n' },
    ]);
    expect(foreign.statusCode).toBe(404);
    const notMultipart = await ctx.acme.call({ method: 'POST', url: target, payload: { file0: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses uploads when the panel has no Upload File action', async () => {
    const [process] = await db()
      .select()
      .from(dashboardProcesses)
      .where(and(eq(dashboardProcesses.code, 'RUN_SCHED_MGMT'), eq(dashboardProcesses.companyId, ctx.acme.companyId)));
    const [action] = await db()
      .select()
      .from(dashboardProcessActions)
      .where(and(eq(dashboardProcessActions.processId, process!.id), eq(dashboardProcessActions.code, 'UPLOAD_FILE')));
    await db().update(dashboardProcessActions).set({ roles: 'NOBODY' }).where(eq(dashboardProcessActions.id, action!.id));
    try {
      const res = await uploadReads(ctx.acme, await url(ctx.acme), [
        { name: 'file0', fileName: 'a.csv', content: 'meter_code,read_date,reading\nACME-M1,2026-09-01,1\n' },
      ]);
      expect(res.statusCode).toBe(403);
    } finally {
      await db().update(dashboardProcessActions).set({ roles: '' }).where(eq(dashboardProcessActions.id, action!.id));
    }
  });
});

describe('previews', () => {
  it('previews a NEW email only', async () => {
    const { fresh, failed } = ctx.acme.fixture.emails;
    const ok = await ctx.acme.call({ method: 'GET', url: `/api/dashboard/emails/${fresh}/preview` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ sendTo: 'alice.acme@example.com', emailSubject: 'ACME Your bill', htmlBody: '<p>Hello <b>Alice</b></p>' });
    expect((await ctx.acme.call({ method: 'GET', url: `/api/dashboard/emails/${failed}/preview` })).statusCode).toBe(400);
    expect((await ctx.other.call({ method: 'GET', url: `/api/dashboard/emails/${fresh}/preview` })).statusCode).toBe(404);
  });

  it("serves a read's photo from the company's files, never a path outside them", async () => {
    const { imagePath } = ctx.acme.fixture;
    await ctx.t.app.files.put({ companyId: ctx.acme.companyId, dataset: 'live' }, imagePath, PNG, { fileName: 'photo.png', contentType: 'image/png' });
    const ok = await ctx.acme.call({ method: 'GET', url: `/api/dashboard/meter-read/preview?path=${encodeURIComponent(imagePath)}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.rawPayload.equals(PNG)).toBe(true);
    await db().update(meterReadImports).set({ imagePath: '../secret.txt' }).where(eq(meterReadImports.id, ctx.acme.fixture.reads.plain));
    for (const p of ['../secret.txt', '../../etc/passwd', '/etc/passwd', `${imagePath}x`]) {
      const res = await ctx.acme.call({ method: 'GET', url: `/api/dashboard/meter-read/preview?path=${encodeURIComponent(p)}` });
      expect(res.statusCode, p).toBe(404);
      expect(res.json().messages[0].message).toBe(texts.dashboard.imageNotFound);
    }
    expect((await ctx.other.call({ method: 'GET', url: `/api/dashboard/meter-read/preview?path=${encodeURIComponent(imagePath)}` })).statusCode).toBe(404);
    expect((await ctx.acme.call({ method: 'GET', url: '/api/dashboard/meter-read/preview' })).statusCode).toBe(400);
  });

  it('attaches uploaded PDFs to the selected NEW emails', async () => {
    const { fresh: sent, failed } = ctx.other.fixture.emails;
    const pdf = Buffer.from(await pdfWithPages(1, 'attachment'));
    const items = JSON.stringify([{ key_exception_id: sent }]);
    const ok = await upload(ctx.other, '/api/dashboard/emails/upload-pdf', [
      { name: 'items', content: items },
      { name: 'file0', fileName: 'terms.pdf', content: pdf, type: 'application/pdf' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()[0].message).toBe(texts.dashboard.pdfAttached(1));
    const [email] = await db().select().from(emailRequests).where(eq(emailRequests.id, sent));
    expect(email!.attachmentPaths).toMatch(/^\d+$/);
    const notPdf = await upload(ctx.other, '/api/dashboard/emails/upload-pdf', [
      { name: 'items', content: items },
      { name: 'file0', fileName: 'x.pdf', content: 'hello', type: 'application/pdf' },
    ]);
    expect(notPdf.statusCode).toBe(400);
    const notNew = await upload(ctx.other, '/api/dashboard/emails/upload-pdf', [
      { name: 'items', content: JSON.stringify([{ key_exception_id: failed }]) },
      { name: 'file0', fileName: 'terms.pdf', content: pdf, type: 'application/pdf' },
    ]);
    expect(notNew.statusCode).toBe(409);
    const badItems = await upload(ctx.other, '/api/dashboard/emails/upload-pdf', [
      { name: 'items', content: '[]' },
      { name: 'file0', fileName: 'terms.pdf', content: pdf, type: 'application/pdf' },
    ]);
    expect(badItems.statusCode).toBe(400);
  });
});

describe('correspondence calls of the email and posted-mail dialogs', () => {
  it('answers an email request with its errors and removes a blocked address', async () => {
    const { blocked, blockedErrorId } = ctx.other.fixture.emails;
    const detail = (await ctx.other.call({ method: 'GET', url: `/api/correspondence/email-requests/${blocked}` })).json();
    expect(detail).toMatchObject({ key_exception_id: blocked, request_status: 'SUPPRESSED', account_number: 'OTHER-A1', account_name: 'OTHER Alice Citizen' });
    expect(detail.errors).toEqual([expect.objectContaining({ id: blockedErrorId, displayCode: 'BLOCKED', isBlocked: true })]);
    expect((await ctx.acme.call({ method: 'GET', url: `/api/correspondence/email-requests/${blocked}` })).statusCode).toBe(404);
    const foreign = await ctx.acme.call({ method: 'DELETE', url: `/api/correspondence/email-requests/${blocked}/remove-suppression-error/${blockedErrorId}` });
    expect(foreign.statusCode).toBe(404);
    const res = await ctx.other.call({ method: 'DELETE', url: `/api/correspondence/email-requests/${blocked}/remove-suppression-error/${blockedErrorId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].message).toBe(texts.dashboard.removedFromBlockedList('bounced.other@example.com'));
    expect(await db().select().from(emailSuppressions).where(eq(emailSuppressions.emailAddress, 'bounced.other@example.com'))).toEqual([]);
    expect(
      (await ctx.other.call({ method: 'DELETE', url: `/api/correspondence/email-requests/${blocked}/remove-suppression-error/${blockedErrorId}` })).statusCode,
    ).toBe(404);
  });

  it('resends an undelivered email to a corrected address, refusing invalid forms', async () => {
    const { failed } = ctx.other.fixture.emails;
    const resend = (payload: unknown) => ctx.other.call({ method: 'POST', url: `/api/correspondence/email-requests/${failed}/resend`, payload });
    expect((await resend({ send_to: '', email_subject: 'x' })).statusCode).toBe(400);
    expect((await resend({ send_to: 'not-an-address', email_subject: 'x' })).statusCode).toBe(400);
    expect((await resend({ send_to: 'a@example.com', cc_to: 'bad', email_subject: 'x' })).statusCode).toBe(400);
    expect((await resend({ send_to: 'a@example.com', email_subject: ' ' })).statusCode).toBe(400);
    const ok = await resend({ send_to: 'alice.fixed@example.com', cc_to: 'agent@example.com', email_subject: 'Reminder (corrected)' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()[0]).toEqual({ message: texts.dashboard.emailResent, messageType: 'Success' });
    const [email] = await db().select().from(emailRequests).where(eq(emailRequests.id, failed));
    expect(email).toMatchObject({ requestStatus: 'SENT', sendTo: 'alice.fixed@example.com', ccTo: 'agent@example.com' });
    const notSent = await ctx.other.call({
      method: 'POST',
      url: `/api/correspondence/email-requests/${ctx.other.fixture.emails.fresh}/resend`,
      payload: { send_to: 'a@example.com', email_subject: 'x' },
    });
    expect(notSent.statusCode).toBe(409);
    expect(notSent.json().messages[0].message).toBe(texts.sectionRules.notSentYet);
  });

  it('sends an email by post as a letter and changes the delivery preference', async () => {
    const { blocked } = ctx.other.fixture.emails;
    expect((await ctx.other.call({ method: 'POST', url: `/api/correspondence/email-requests/${blocked}/post-email/maybe` })).statusCode).toBe(400);
    const res = await ctx.other.call({ method: 'POST', url: `/api/correspondence/email-requests/${blocked}/post-email/true` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((m: { message: string }) => m.message)).toEqual([texts.dashboard.emailPosted, texts.dashboard.preferenceChanged]);
    const [letter] = await db().select().from(postedMailItems).where(eq(postedMailItems.emailRequestId, blocked));
    expect(letter).toMatchObject({ status: 'NEW', recipientName: 'OTHER Alice Citizen', addressLines: '1 Harbour St\nSydney NSW 2000' });
    const [account] = await db()
      .select({ method: deliveryMethods.code })
      .from(customerAccounts)
      .innerJoin(deliveryMethods, eq(deliveryMethods.id, customerAccounts.deliveryMethodId))
      .where(eq(customerAccounts.id, ctx.other.fixture.accountA));
    expect(account!.method).toBe('POST');
    expect((await ctx.other.call({ method: 'POST', url: `/api/correspondence/email-requests/${blocked}/post-email/false` })).statusCode).toBe(409);
    const merged = await ctx.other.call({ method: 'POST', url: '/api/correspondence/posted-mail/merge-pdf', payload: { ids: [letter!.id] } });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await PDFDocument.load(merged.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('merges the selected letters into one PDF with every page, in order, and marks them printed', async () => {
    const { twoPages, threePages } = ctx.acme.fixture.posted;
    const res = await ctx.acme.call({ method: 'POST', url: '/api/correspondence/posted-mail/merge-pdf', payload: { ids: [threePages, twoPages] } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const merged = await PDFDocument.load(res.rawPayload);
    expect(merged.getPageCount()).toBe(5);
    const statuses = await db()
      .select({ status: postedMailItems.status })
      .from(postedMailItems)
      .where(eq(postedMailItems.customerAccountId, ctx.acme.fixture.accountA));
    expect(statuses.every((s) => s.status === 'PRINTED')).toBe(true);
    expect((await ctx.other.call({ method: 'POST', url: '/api/correspondence/posted-mail/merge-pdf', payload: { ids: [twoPages] } })).statusCode).toBe(404);
    expect((await ctx.acme.call({ method: 'POST', url: '/api/correspondence/posted-mail/merge-pdf', payload: { ids: [] } })).statusCode).toBe(400);
  });
});

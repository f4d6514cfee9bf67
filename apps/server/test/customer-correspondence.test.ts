import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type DraftEmail, type MailMergeSchedule, type MailMergeTemplate } from '@wattle/contract';
import { customerAccounts, deliveryMethods, documents, emailRequests, mailMergeSchedules, parties, postedMailItems } from '../src/db/schema/index';
import { startSmtpSink, waitFor } from './auth-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer } from './search-fixtures';
import { adminScope } from './sections-fixtures';

const t = texts.letter;
let app: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: ReturnType<typeof as>;
let readOnly: ReturnType<typeof as>;
let byEmail: CreatedCustomer;
let byPost: CreatedCustomer;
let noEmail: CreatedCustomer;
let welcomeSchedule: number;
let welcomeTemplate: number;

const post = (caller: ReturnType<typeof as>, url: string, payload: unknown) => caller({ method: 'POST', url: `/api/correspondence${url}`, payload });
const emailsOf = (customer: CreatedCustomer) => app.database.db.select().from(emailRequests).where(eq(emailRequests.customerId, customer.customerId));

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ SMTP_URL: sink.url });
  admin = as(app.app, await login(app.app));
  const scope = await adminScope(app.database);
  readOnly = as(app.app, await login(app.app, await createUser(app.database, scope.companyId, 'letters-readonly', 'ReadOnly'), FIXTURE_PASSWORD));
  const address = { postalAddressLine1: '7 Wattle Road', postalSuburb: 'Perth', postalState: 'WA', postalPostcode: '6000' };
  byEmail = await addCustomer(app.database, scope, { name: 'Dana & Co', type: 'RESIDENT', accountNumber: 'LTR-1', email: 'dana@example.com' });
  byPost = await addCustomer(app.database, scope, { name: 'Evan Post', type: 'RESIDENT', accountNumber: 'LTR-2', email: 'evan@example.com' });
  noEmail = await addCustomer(app.database, scope, { name: 'Fay Nomail', type: 'RESIDENT', accountNumber: 'LTR-3' });
  await app.database.db
    .update(parties)
    .set(address)
    .where(inArray(parties.id, [byEmail.partyId, byPost.partyId]));
  const [postal] = await app.database.db
    .select({ id: deliveryMethods.id })
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.companyId, scope.companyId), eq(deliveryMethods.dataset, scope.dataset), eq(deliveryMethods.code, 'POST')));
  await app.database.db.update(customerAccounts).set({ deliveryMethodId: postal!.id, balance: '42.00' }).where(eq(customerAccounts.id, byPost.accountId));
  const [schedule] = await app.database.db
    .select()
    .from(mailMergeSchedules)
    .where(and(eq(mailMergeSchedules.companyId, scope.companyId), eq(mailMergeSchedules.dataset, scope.dataset), eq(mailMergeSchedules.code, 'WELCOME_EMAIL')));
  welcomeSchedule = schedule!.id;
  welcomeTemplate = schedule!.mailMergeTemplateId;
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

describe('POST /correspondence/email-requests/adhoc', () => {
  it('merges the fields into the email, queues it and sends it', async () => {
    const res = await post(admin, '/email-requests/adhoc', {
      customerId: byEmail.customerId,
      emailSubject: 'Hello {{customerName}}',
      emailBody: '<p>Account {{accountNumber}}</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: t.emailSent('dana@example.com'), messageType: 'Success' }]);
    const [email] = await emailsOf(byEmail);
    expect(email).toMatchObject({
      correspondenceType: 'ADHOC',
      sendTo: 'dana@example.com',
      emailSubject: 'Hello Dana & Co',
      emailBody: '<p>Account LTR-1</p>',
    });
    await waitFor(async () => sink.received.find((m) => m.to.includes('dana@example.com')), 'the email at the SMTP server');
  });

  it('is refused for a customer whose correspondence goes by post, or who has no email address; nothing is written', async () => {
    const refusedByPost = await post(admin, '/email-requests/adhoc', { customerId: byPost.customerId, emailSubject: 'Hi', emailBody: 'Body' });
    expect(refusedByPost.statusCode).toBe(409);
    expect(refusedByPost.json().messages[0].message).toBe(t.byPostOnly);
    const noAddress = await post(admin, '/email-requests/adhoc', { customerId: noEmail.customerId, emailSubject: 'Hi', emailBody: 'Body' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().messages[0].message).toBe(t.noEmailAddress);
    expect([...(await emailsOf(byPost)), ...(await emailsOf(noEmail))]).toEqual([]);
  });

  it('answers 400 naming the field for bad input, and 404 for an unknown customer', async () => {
    const blank = await post(admin, '/email-requests/adhoc', { customerId: byEmail.customerId, emailSubject: '  ', emailBody: 'Body' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('emailSubject');
    expect((await post(admin, '/email-requests/adhoc', { customerId: 'x', emailSubject: 'Hi', emailBody: 'B' })).statusCode).toBe(400);
    expect((await post(admin, '/email-requests/adhoc', { customerId: 999_999, emailSubject: 'Hi', emailBody: 'B' })).statusCode).toBe(404);
  });
});

describe('POST /correspondence/email-requests/template', () => {
  it("emails the schedule's letter as a PDF attachment to a customer by email", async () => {
    const res = await post(admin, '/email-requests/template', { customerId: byEmail.customerId, mailMergeScheduleId: welcomeSchedule });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isValid: true, missingFields: [], messages: [{ message: t.emailSent('dana@example.com'), messageType: 'Success' }] });
    const email = (await emailsOf(byEmail)).find((e) => e.correspondenceType === 'TEMPLATE')!;
    expect(email.emailSubject).toBe('Welcome to Wattle Energy');
    expect(email.emailBody).toContain('Dear Dana &amp; Co,');
    const [letter] = await app.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, Number(email.attachmentPaths)));
    expect(letter).toMatchObject({ customerId: byEmail.customerId, contentType: 'application/pdf' });
    const sent = await waitFor(async () => sink.received.find((m) => m.raw.includes('Welcome to Wattle Energy')), 'the template email');
    expect(sent.raw).toContain('application/pdf');
  });

  it('puts the letter on the Posted Mail list for a customer by post', async () => {
    const res = await post(admin, '/email-requests/template', { customerId: byPost.customerId, mailMergeScheduleId: welcomeSchedule });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isValid: true, missingFields: [], messages: [{ message: t.letterPosted, messageType: 'Success' }] });
    const items = await app.database.db.select().from(postedMailItems).where(eq(postedMailItems.customerId, byPost.customerId));
    expect(items.map((i) => [i.recipientName, i.addressLines, i.status])).toEqual([['Evan Post', '7 Wattle Road\nPerth WA 6000', 'NEW']]);
    expect(await emailsOf(byPost)).toEqual([]);
  });

  it('answers isValid false with the fields a customer lacks, making nothing, and 404 for an unknown schedule', async () => {
    const missing = await post(admin, '/email-requests/template', { customerId: noEmail.customerId, mailMergeScheduleId: welcomeSchedule });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({
      isValid: false,
      missingFields: ['postalAddress'],
      messages: [{ message: t.missingFields('postalAddress'), messageType: 'Warning' }],
    });
    expect(await app.database.db.select().from(postedMailItems).where(eq(postedMailItems.customerId, noEmail.customerId))).toEqual([]);
    const unknown = await post(admin, '/email-requests/template', { customerId: byEmail.customerId, mailMergeScheduleId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].message).toBe(t.scheduleNotFound);
  });
});

describe('schedules, templates and previews', () => {
  it("reads a customer's correspondence setting", async () => {
    const setting = (id: number) => admin({ method: 'GET', url: `/api/customers/${id}/correspondence-setting` });
    expect((await setting(byPost.customerId)).json()).toEqual({ code: 'POST' });
    expect((await setting(byEmail.customerId)).json()).toEqual({ code: null });
    expect((await setting(999_999)).statusCode).toBe(404);
  });

  it('reads a schedule and its template', async () => {
    const schedule = (await admin({ method: 'GET', url: `/api/correspondence/mail-merge-schedule/${welcomeSchedule}` })).json<MailMergeSchedule>();
    expect(schedule).toMatchObject({ id: welcomeSchedule, code: 'WELCOME_EMAIL', mailMergeTemplateId: welcomeTemplate, emailSubject: 'Welcome to {{brand}}' });
    const template = (await admin({ method: 'GET', url: `/api/correspondence/mail-merge-template/${welcomeTemplate}` })).json<MailMergeTemplate>();
    expect(template).toMatchObject({ code: 'WELCOME', paperSize: 'A4', requiredFields: ['customerName', 'postalAddress'] });
    expect((await admin({ method: 'GET', url: '/api/correspondence/mail-merge-schedule/999999' })).statusCode).toBe(404);
  });

  it('previews the emails and the letter for a customer without keeping anything, for ReadOnly too', async () => {
    const documentsBefore = await app.database.db.$count(documents);
    const adhoc = await post(readOnly, '/adhoc-email/preview', {
      customerId: byEmail.customerId,
      emailSubject: 'Owing {{balance}}',
      emailBody: 'For {{customerName}}\nof this account.\n\nKind regards',
    });
    expect(adhoc.statusCode, adhoc.body).toBe(200);
    // Typed text keeps its paragraphs and lines.
    expect(adhoc.json<DraftEmail>()).toEqual({
      sendTo: 'dana@example.com',
      emailSubject: 'Owing $0.00',
      htmlBody: '<p>For Dana &amp; Co<br/>of this account.</p><p>Kind regards</p>',
    });
    const scheduled = await post(readOnly, `/mail-merge-schedule/${welcomeSchedule}/preview`, { customerId: byPost.customerId });
    expect(scheduled.json<DraftEmail>().emailSubject).toBe('Welcome to Wattle Energy');
    const pdf = await post(readOnly, `/mail-merge-template/${welcomeTemplate}/preview-pdf`, { customerId: byPost.customerId });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await app.database.db.$count(documents)).toBe(documentsBefore);
    expect((await post(readOnly, '/email-requests/adhoc', { customerId: byEmail.customerId, emailSubject: 'Hi', emailBody: 'B' })).statusCode).toBe(403);
  });

  it("answers 404 for another company's customer", async () => {
    const other = await createTenant(app.database, 'LETTERSOTHER');
    const stranger = as(app.app, await login(app.app, other.username, FIXTURE_PASSWORD));
    expect((await post(stranger, '/email-requests/adhoc', { customerId: byEmail.customerId, emailSubject: 'Hi', emailBody: 'B' })).statusCode).toBe(404);
    expect((await post(stranger, '/adhoc-email/preview', { customerId: byEmail.customerId, emailSubject: 'Hi', emailBody: 'B' })).statusCode).toBe(404);
    expect((await post(stranger, '/email-requests/template', { customerId: byEmail.customerId, mailMergeScheduleId: welcomeSchedule })).statusCode).toBe(404);
  });
});

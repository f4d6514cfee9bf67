import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type CustomerEmailRequest, type MailMergeScheduleOption } from '@wattle/contract';
import { emailRequests, mailMergeSchedules } from '../src/db/schema/index';
import { startSmtpSink, waitFor } from './auth-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer } from './search-fixtures';
import { adminScope } from './sections-fixtures';

/**
 * What the Send a letter or email dialog (spec 3 §2.11) chooses from, and its RESEND of an email
 * already sent: GET /correspondence/mail-merge-schedules, GET /customers/{id}/email-requests,
 * POST /correspondence/email-requests/{id}/resend.
 */

type Caller = ReturnType<typeof as>;
let app: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Caller;
/** Every role: ADMIN, DEVELOPER, a staff user with no role, ReadOnly. */
let roles: Record<'admin' | 'developer' | 'staff' | 'readOnly', Caller>;
let stranger: Caller;
let dana: CreatedCustomer;
let quiet: CreatedCustomer;

const get = (caller: Caller, url: string) => caller({ method: 'GET', url: `/api${url}` });
const emailsOf = (customer: CreatedCustomer) => app.database.db.select().from(emailRequests).where(eq(emailRequests.customerId, customer.customerId));
const sendAdhoc = (emailSubject: string) =>
  admin({ method: 'POST', url: '/api/correspondence/email-requests/adhoc', payload: { customerId: dana.customerId, emailSubject, emailBody: '<p>Hello</p>' } });
const resend = (caller: Caller, id: number, payload: unknown) => caller({ method: 'POST', url: `/api/correspondence/email-requests/${id}/resend`, payload });

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ SMTP_URL: sink.url });
  const scope = await adminScope(app.database);
  const signIn = async (username: string, userRoles: string) =>
    as(app.app, await login(app.app, await createUser(app.database, scope.companyId, username, userRoles), FIXTURE_PASSWORD));
  admin = as(app.app, await login(app.app));
  roles = {
    admin,
    developer: await signIn('choices-developer', 'DEVELOPER'),
    staff: await signIn('choices-staff', ''),
    readOnly: await signIn('choices-readonly', 'ReadOnly'),
  };
  const other = await createTenant(app.database, 'CHOICESOTHER');
  stranger = as(app.app, await login(app.app, other.username, FIXTURE_PASSWORD));
  dana = await addCustomer(app.database, scope, { name: 'Dana Choices', type: 'RESIDENT', accountNumber: 'CHO-1', email: 'dana.choices@example.com' });
  quiet = await addCustomer(app.database, scope, { name: 'Quinn Quiet', type: 'RESIDENT', accountNumber: 'CHO-2', email: 'quinn@example.com' });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

describe('GET /correspondence/mail-merge-schedules', () => {
  it("answers the company's active schedules by name, to every role", async () => {
    const scope = await adminScope(app.database);
    const own = and(eq(mailMergeSchedules.companyId, scope.companyId), eq(mailMergeSchedules.dataset, scope.dataset));
    const [finalBill] = await app.database.db
      .update(mailMergeSchedules)
      .set({ isActive: false })
      .where(and(own, eq(mailMergeSchedules.code, 'FINAL_BILL_EMAIL')))
      .returning({ id: mailMergeSchedules.id });
    const expected = (
      await app.database.db
        .select()
        .from(mailMergeSchedules)
        .where(and(own, eq(mailMergeSchedules.isActive, true)))
    )
      .map((s) => ({ id: s.id, code: s.code, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(expected.map((s) => s.code)).toEqual(['HARDSHIP_OFFER_EMAIL', 'LIFE_SUPPORT_FORM_EMAIL', 'PAYMENT_REMINDER_EMAIL', 'WELCOME_EMAIL']);
    for (const [role, caller] of Object.entries(roles)) {
      const res = await get(caller, '/correspondence/mail-merge-schedules');
      expect(res.statusCode, role).toBe(200);
      expect(res.json<MailMergeScheduleOption[]>(), role).toEqual(expected);
    }
    expect(expected.map((s) => s.id)).not.toContain(finalBill!.id);
  });

  it("never answers another company's schedules", async () => {
    const ours = (await get(admin, '/correspondence/mail-merge-schedules')).json<MailMergeScheduleOption[]>().map((s) => s.id);
    const theirs = await get(stranger, '/correspondence/mail-merge-schedules');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<MailMergeScheduleOption[]>().length).toBeGreaterThan(0);
    expect(theirs.json<MailMergeScheduleOption[]>().filter((s) => ours.includes(s.id))).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/correspondence/mail-merge-schedules' });
    expect(res.statusCode).toBe(401);
    expect(res.json().isSuccess).toBe(false);
  });
});

describe('GET /customers/{customerId}/email-requests', () => {
  it("answers the customer's emails newest first, to every role", async () => {
    expect((await sendAdhoc('First note')).statusCode).toBe(200);
    expect((await sendAdhoc('Second note')).statusCode).toBe(200);
    for (const [role, caller] of Object.entries(roles)) {
      const res = await get(caller, `/customers/${dana.customerId}/email-requests`);
      expect(res.statusCode, role).toBe(200);
      const emails = res.json<CustomerEmailRequest[]>();
      expect(
        emails.map((e) => [e.emailSubject, e.sendTo, e.ccTo, e.requestStatus]),
        role,
      ).toEqual([
        ['Second note', 'dana.choices@example.com', null, 'SENT'],
        ['First note', 'dana.choices@example.com', null, 'SENT'],
      ]);
      expect(emails[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    expect((await get(admin, `/customers/${quiet.customerId}/email-requests`)).json()).toEqual([]);
  });

  it('answers 400 for a bad id and 404 for an unknown customer or one of another company', async () => {
    for (const bad of ['abc', '0', '1e3', '99999999999']) {
      const res = await get(admin, `/customers/${bad}/email-requests`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().isSuccess, bad).toBe(false);
      expect(res.json().messages[0].message, bad).toContain('customerId');
    }
    const unknown = await get(admin, '/customers/999999/email-requests');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].message).toBe(texts.letter.customerNotFound);
    expect((await get(stranger, `/customers/${dana.customerId}/email-requests`)).statusCode).toBe(404);
  });
});

describe('POST /correspondence/email-requests/{id}/resend of an email already sent', () => {
  it('sends it again as a new RESEND request with the address, copy and subject given; the original keeps its history', async () => {
    const [original] = (await emailsOf(dana)).filter((e) => e.emailSubject === 'First note');
    const since = sink.received.length;
    const res = await resend(roles.staff, original!.id, { send_to: 'dana.new@example.com', cc_to: 'agent@example.com', email_subject: 'First note (again)' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: texts.dashboard.emailResent, messageType: 'Success' }]);
    const after = await emailsOf(dana);
    expect(after.find((e) => e.id === original!.id)).toMatchObject({
      sendTo: 'dana.choices@example.com',
      ccTo: null,
      emailSubject: 'First note',
      requestStatus: 'SENT',
    });
    const copy = after.find((e) => e.correspondenceType === 'RESEND')!;
    expect(copy).toMatchObject({
      customerId: dana.customerId,
      customerAccountId: original!.customerAccountId,
      sendTo: 'dana.new@example.com',
      ccTo: 'agent@example.com',
      emailSubject: 'First note (again)',
      emailBody: original!.emailBody,
      requestStatus: 'SENT',
    });
    const mail = await waitFor(async () => sink.received.slice(since).find((m) => m.to.includes('dana.new@example.com')), 'the resent email');
    expect(mail.to).toContain('agent@example.com');
    expect((await get(admin, `/customers/${dana.customerId}/email-requests`)).json<CustomerEmailRequest[]>()[0]!.id).toBe(copy.id);
  });

  it('is refused to ReadOnly, for bad input and for another company, writing nothing', async () => {
    const [original] = await emailsOf(dana);
    const before = (await emailsOf(dana)).length;
    const body = { send_to: 'x@example.com', email_subject: 'x' };
    expect((await resend(roles.readOnly, original!.id, body)).statusCode).toBe(403);
    const bad = await resend(admin, original!.id, { send_to: 'not an address', email_subject: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().isSuccess).toBe(false);
    expect((await resend(stranger, original!.id, body)).statusCode).toBe(404);
    expect((await emailsOf(dana)).length).toBe(before);
  });
});

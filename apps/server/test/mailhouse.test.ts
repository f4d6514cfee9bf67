/** Mail and post (issue 27 part 2): the Mail Room card and posted letters through the Lob-like sandbox over real HTTP (docs/integrations.md "Mail and post"). */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILHOUSE_PLATFORM, texts, type DashboardItem, type Envelope, type ProcessDataResponse } from '@wattle/contract';
import {
  customerAccounts,
  deliveryMethods,
  integrationEventLogs,
  integrationTokens,
  mailMergeSchedules,
  parties,
  postedMailItems,
} from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { secretBox } from '../src/lib/secrets';
import { submitDueLetters, type MailSendOptions } from '../src/modules/correspondence/mail-sender';
import { postLetter } from '../src/modules/correspondence/letters.service';
import { mailSubmitJob } from '../src/modules/correspondence/mail-submit.job';
import { LOB_SIGNATURE_HEADER, LOB_TIMESTAMP_HEADER, lobSignature } from '../src/modules/integrations/mailhouse/lob-signature';
import { mailhouseOf } from '../src/modules/integrations/mailhouse/mailhouse-access';
import { SANDBOX_RETURNED_POSTCODE, startMailhouseSandbox, type MailhouseSandbox } from '../src/modules/integrations/mailhouse/sandbox-server';
import { dataUrl } from './dashboard-context';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';
import { listeningUrl } from './raw-http';

const CLIENT_ID = 'wattle-test';
const CLIENT_SECRET = 'test-secret';
type Caller = ReturnType<typeof as>;

let sandbox: MailhouseSandbox;
let t: TestApp;
let admin: Caller;
let adminCookie: string;
let scope: Scope;
let url: string;

beforeAll(async () => {
  sandbox = await startMailhouseSandbox({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, events: 'manual' });
  t = await createTestApp({ MAILHOUSE_PROVIDER_URL: sandbox.url, MAILHOUSE_CLIENT_ID: CLIENT_ID, MAILHOUSE_CLIENT_SECRET: CLIENT_SECRET });
  url = await listeningUrl(t.app);
  sandbox.deliverTo(url);
  adminCookie = await login(t.app);
  admin = as(t.app, adminCookie);
  scope = await adminScope(t.database);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

/** The browser's round trip: Wattle's redirect, the mail house's page and its Allow (or Deny) form, then Wattle's callback. */
async function authorise(caller: Caller, cookie: string, decision: 'allow' | 'deny' = 'allow') {
  const start = await caller({ method: 'GET', url: '/api/redirect-to-mailroom-integration' });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${sandbox.url}/oauth/authorize`);
  const grantCookie = start.cookies.find((c) => c.name === 'wattle_mailhouse_grant')!;
  const page = await fetch(authorizeUrl);
  expect(await page.text()).toContain('Allow Wattle to send letters');
  const form = new URLSearchParams({ decision, redirect_uri: authorizeUrl.searchParams.get('redirect_uri')!, state: authorizeUrl.searchParams.get('state')! });
  const answered = await fetch(new URL('/oauth/authorize', sandbox.url), { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(answered.headers.get('location')!);
  expect(back.pathname).toBe('/api/integrations/mailroom/callback');
  return caller({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `${cookie.split(';')[0]}; wattle_mailhouse_grant=${grantCookie.value}` },
  });
}

const tokens = () => t.database.db.select().from(integrationTokens).where(eq(integrationTokens.tokenSource, MAILHOUSE_PLATFORM));
const submit = (options: MailSendOptions = {}) =>
  submitDueLetters({ database: t.database, files: t.app.files, mailhouse: mailhouseOf(t.app.config), box: secretBox(t.app.config.secretsKey) }, scope, {
    backoffSeconds: 0,
    ...options,
  });
/** Letters as the three paths write them (postLetter: a single letter, a bulk send, a job's task). */
const letters = (...addresses: string[][]) =>
  withScope(t.database.db, scope, async (tx) => {
    const ids: number[] = [];
    for (const [i, addressLines] of addresses.entries()) {
      const made = await postLetter(tx, { store: t.app.files, scope }, 'test', {
        customerId: null,
        customerAccountId: null,
        recipient: `Recipient ${i}`,
        addressLines,
        subject: `Letter ${i}`,
        body: 'Your water will be off on Tuesday.',
        fileStem: 'mailhouse-test',
      });
      ids.push(made.postedMailItemId);
    }
    return ids;
  });
const rows = (ids: number[]) => t.database.db.select().from(postedMailItems).where(inArray(postedMailItems.id, ids)).orderBy(postedMailItems.id);
const PERTH = ['7 Wattle Road', 'Perth WA 6000'];

describe('connecting the Mail Room card by its authorisation redirect', () => {
  it('refuses the connect dialog: the card connects by redirect', async () => {
    const res = await admin({
      method: 'POST',
      url: `/api/integrations/${MAILHOUSE_PLATFORM}/connect`,
      payload: { integrationType: 'MAILPOST', accessToken: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().messages[0]!.message).toBe(texts.addons.connectsByRedirect('Mail Room'));
  });

  it('leaves letters NEW to print while the card is not connected', async () => {
    const [id] = await letters(PERTH);
    expect(await submit()).toEqual({ submitted: 0, failed: 0, waiting: 0 });
    expect((await rows([id!]))[0]).toMatchObject({ status: 'NEW', platformName: null, providerLetterId: null });
    expect(sandbox.letters).toHaveLength(0);
  });

  it('lands failed and keeps nothing when the user denies, or the state is not the cookie’s', async () => {
    expect((await authorise(admin, adminCookie, 'deny')).headers.location).toBe('/integration?mailroomConnectionStatus=failed');
    const forged = await admin({ method: 'GET', url: '/api/integrations/mailroom/callback?code=abc&state=forged' });
    expect(forged.headers.location).toBe('/integration?mailroomConnectionStatus=failed');
    expect(await tokens()).toEqual([]);
  });

  it('lands failed and keeps nothing when the mail house refuses Wattle’s client (wrong credentials)', async () => {
    const wrong = await createTestApp({ MAILHOUSE_PROVIDER_URL: sandbox.url, MAILHOUSE_CLIENT_ID: CLIENT_ID, MAILHOUSE_CLIENT_SECRET: 'not-the-secret' });
    try {
      const cookie = await login(wrong.app);
      const landed = await authorise(as(wrong.app, cookie), cookie);
      expect(landed.headers.location).toBe('/integration?mailroomConnectionStatus=failed');
      expect(await wrong.database.db.select().from(integrationTokens).where(eq(integrationTokens.tokenSource, MAILHOUSE_PLATFORM))).toEqual([]);
      const [log] = await wrong.database.db.select().from(integrationEventLogs).orderBy(integrationEventLogs.id);
      expect(log).toMatchObject({ activity: texts.mailhouse.connectedLog, status: 'ERROR' });
    } finally {
      await wrong.close();
    }
  });

  it('connects: the token and its webhook secret kept sealed, the tracking webhook registered for the company', async () => {
    const landed = await authorise(admin, adminCookie);
    expect(landed.headers.location).toBe('/integration?mailroomConnectionStatus=success');
    const [row] = await tokens();
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.accessToken).not.toContain('live_');
    expect((await admin({ method: 'GET', url: '/api/integrations' })).json()).toContainEqual({ tokenSource: MAILHOUSE_PLATFORM });
  });
});

describe('submitting posted letters', () => {
  it('submits each due letter once as its PDF with the postal address, and fails one without a locality', async () => {
    const before = sandbox.letters.length;
    const ids = await letters(['12 Gum Street', 'Unit 4', 'Fremantle WA 6160'], ['Somewhere without a postcode']);
    const outcome = await submit();
    // The letter left NEW while the card was not connected goes too.
    expect(outcome).toEqual({ submitted: 2, failed: 1, waiting: 0 });
    const [gum, nowhere] = await rows(ids);
    expect(gum).toMatchObject({ status: 'SUBMITTED', platformName: MAILHOUSE_PLATFORM, attempts: 1, sendingStartedAt: null });
    expect(gum!.providerLetterId).toMatch(/^ltr_/);
    expect(gum!.submittedAt).not.toBeNull();
    expect(nowhere).toMatchObject({ status: 'FAILED', errorMessage: texts.mailhouse.noAddress });
    const sent = sandbox.letters.find((l) => l.id === gum!.providerLetterId)!;
    expect(sent.to).toEqual({
      name: 'Recipient 0',
      address_line1: '12 Gum Street',
      address_line2: 'Unit 4',
      address_city: 'Fremantle',
      address_state: 'WA',
      address_zip: '6160',
      address_country: 'AU',
    });
    expect(sent.pdfBytes).toBeGreaterThan(500);
    expect(sent.metadata).toEqual({ wattle_item: String(gum!.id) });
    expect(sent.idempotencyKey).toBe(`wattle-${scope.companyId}-${scope.dataset}-posted-mail-${gum!.id}`);
    expect(sandbox.letters.length).toBe(before + 2);
    // Again: nothing is due, nothing goes twice.
    expect(await submit()).toEqual({ submitted: 0, failed: 0, waiting: 0 });
    expect(sandbox.letters.length).toBe(before + 2);
  });

  it('is found by the sweep while letters are due with the card connected, and not once they are submitted', async () => {
    const due = () => mailSubmitJob.unfinished!({ database: t.database, files: t.app.files, mailer: t.app.mailer, config: t.app.config });
    await letters(PERTH);
    expect(await due()).toContainEqual({ companyId: scope.companyId, dataset: scope.dataset });
    expect((await submit()).submitted).toBe(1);
    expect(await due()).not.toContainEqual({ companyId: scope.companyId, dataset: scope.dataset });
  });

  it('submits a customer’s template letter by post made through the API (the letter dialog’s path)', async () => {
    const customer = await addCustomer(t.database, scope, { name: 'Evan Post', type: 'RESIDENT', accountNumber: 'MAIL-1', email: 'evan@example.com' });
    await t.database.db
      .update(parties)
      .set({ postalAddressLine1: '3 Banksia Way', postalSuburb: 'Hobart', postalState: 'TAS', postalPostcode: '7000' })
      .where(eq(parties.id, customer.partyId));
    const code = (table: typeof deliveryMethods | typeof mailMergeSchedules, value: string) =>
      and(eq(table.companyId, scope.companyId), eq(table.dataset, scope.dataset), eq(table.code, value));
    const [postal] = await t.database.db.select({ id: deliveryMethods.id }).from(deliveryMethods).where(code(deliveryMethods, 'POST'));
    await t.database.db.update(customerAccounts).set({ deliveryMethodId: postal!.id }).where(eq(customerAccounts.id, customer.accountId));
    const [schedule] = await t.database.db.select().from(mailMergeSchedules).where(code(mailMergeSchedules, 'WELCOME_EMAIL'));
    const res = await admin({
      method: 'POST',
      url: '/api/correspondence/email-requests/template',
      payload: { customerId: customer.customerId, mailMergeScheduleId: schedule!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await submit()).submitted).toBe(1);
    const [item] = await t.database.db.select().from(postedMailItems).where(eq(postedMailItems.customerId, customer.customerId));
    expect(item).toMatchObject({ status: 'SUBMITTED', recipientName: 'Evan Post' });
    expect(sandbox.letters.find((l) => l.id === item!.providerLetterId)!.to).toMatchObject({
      address_line1: '3 Banksia Way',
      address_city: 'Hobart',
      address_state: 'TAS',
      address_zip: '7000',
    });
  });
});

describe('tracking by signed webhook', () => {
  let delivered: number;
  let returned: number;

  it('moves each letter through POSTED and IN_TRANSIT to DELIVERED, or RETURNED with the reason', async () => {
    [delivered = 0, returned = 0] = await letters(['1 Post Lane', 'Perth WA 6000'], ['9 Nowhere Road', `Darwin NT ${SANDBOX_RETURNED_POSTCODE}`]);
    expect((await submit()).submitted).toBe(2);
    const from = sandbox.deliveries.length;
    await sandbox.settle();
    const taken = sandbox.deliveries.slice(from);
    expect(taken.length).toBeGreaterThanOrEqual(11);
    expect(taken.every((d) => d.status === 200)).toBe(true);
    const [ok, back] = await rows([delivered, returned]);
    expect(ok).toMatchObject({ status: 'DELIVERED', trackingEvent: 'letter.delivered', errorMessage: null });
    expect(ok!.postedAt).not.toBeNull();
    expect(ok!.deliveredAt).not.toBeNull();
    expect(back).toMatchObject({
      status: 'RETURNED',
      trackingEvent: 'letter.returned_to_sender',
      errorMessage: texts.mailhouse.returnedToSender,
      deliveredAt: null,
    });
  });

  it('changes nothing for a duplicate or an out-of-order event', async () => {
    const [before] = await rows([delivered]);
    const index = sandbox.deliveries.findIndex((d) => d.letterId === before!.providerLetterId && d.type === 'letter.delivered');
    expect(await sandbox.resend(index)).toBe(200);
    expect(await sandbox.event(before!.providerLetterId!, 'letter.in_transit')).toBe(200);
    expect(await sandbox.event(before!.providerLetterId!, 'letter.mailed')).toBe(200);
    expect((await rows([delivered]))[0]).toEqual(before);
  });

  it('refuses a bad or missing signature with a 401 envelope, and writes nothing', async () => {
    const [id] = await letters(PERTH);
    await submit();
    const [row] = await rows([id!]);
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', reference_id: row!.providerLetterId, event_type: { id: 'letter.delivered' }, body: {} });
    const target = `${url}/api/mail/webhooks/${MAILHOUSE_PLATFORM}?company=${scope.companyId}&dataset=${scope.dataset}`;
    const post = (headers: Record<string, string>, text = body) =>
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const forged = await post({ [LOB_SIGNATURE_HEADER]: lobSignature('not-the-secret', timestamp, body), [LOB_TIMESTAMP_HEADER]: timestamp });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as Envelope).messages[0]!.message).toBe(texts.mailhouse.badSignature);
    expect((await post({})).status).toBe(401);
    // A genuine signature over another body does not sign this one.
    const genuine = sandbox.deliveries.at(-1)!;
    expect(
      (await post({ [LOB_SIGNATURE_HEADER]: lobSignature(genuine.secret, timestamp, body.replace('forged', 'other')), [LOB_TIMESTAMP_HEADER]: timestamp }))
        .status,
    ).toBe(401);
    expect((await rows([id!]))[0]).toEqual(row);
    // Another company's address: its (absent) card does not verify this company's secret.
    const elsewhere = await fetch(target.replace(`company=${scope.companyId}`, `company=${scope.companyId + 1000}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOB_SIGNATURE_HEADER]: lobSignature(genuine.secret, timestamp, body), [LOB_TIMESTAMP_HEADER]: timestamp },
      body,
    });
    expect(elsewhere.status).toBe(401);
  });

  it('shows the tracking on the Posted Mail queue and the customer’s Posted Mail page', async () => {
    const items = (await admin({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
    const queue = items.find((i) => i.code === 'POSTEDMAIL')!;
    const data = (await admin({ method: 'GET', url: dataUrl(queue, { itemsPerPage: 500 }) })).json<ProcessDataResponse>();
    const byId = new Map(data.processItems.map((r) => [Number(r.key_exception_id), r]));
    expect(byId.get(delivered)).toMatchObject({ status: 'DELIVERED', tracking_event: 'letter.delivered' });
    expect(byId.get(returned)).toMatchObject({ status: 'RETURNED', Error_Message: texts.mailhouse.returnedToSender });
  });
});

describe('the mail house down', () => {
  it('retries with back-off, puts the rest back, then FAILS with the reason; nothing is lost', async () => {
    const ids = await letters(PERTH, PERTH, PERTH);
    const before = sandbox.letters.length;
    sandbox.failNext(1_000, 503);
    try {
      // Each run finds it down at the first letter: that one counts an attempt, the other two wait untouched.
      for (let attempt = 1; attempt < 3; attempt++) {
        expect(await submit({ maxAttempts: 3 })).toEqual({ submitted: 0, failed: 0, waiting: 3 });
        const [first, ...rest] = await rows(ids);
        expect(first).toMatchObject({ status: 'NEW', attempts: attempt, errorMessage: texts.mailhouse.providerFailed('Service unavailable.') });
        expect(rest.every((r) => r.status === 'NEW' && r.attempts === 0 && r.errorMessage === null)).toBe(true);
      }
      expect(await submit({ maxAttempts: 3 })).toEqual({ submitted: 0, failed: 1, waiting: 2 });
      expect((await rows(ids))[0]).toMatchObject({
        status: 'FAILED',
        attempts: 3,
        errorMessage: texts.mailhouse.gaveUp(3, texts.mailhouse.providerFailed('Service unavailable.')),
      });
    } finally {
      sandbox.failNext(0, 503);
    }
    // Back up: the two that waited go; the failed one goes again only when returned to New.
    expect(await submit()).toEqual({ submitted: 2, failed: 0, waiting: 0 });
    expect(sandbox.letters.length).toBe(before + 2);
    const items = (await admin({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
    const queue = items.find((i) => i.code === 'POSTEDMAIL')!;
    const retry = queue.actions.find((a) => a.code === 'RETRY')!;
    const run = await admin({
      method: 'POST',
      url: '/api/dashboard/processes/run-action',
      payload: { processId: queue.id, actionId: retry.id, options: '', itemsJson: JSON.stringify([{ key_exception_id: ids[0] }]) },
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(await submit()).toEqual({ submitted: 1, failed: 0, waiting: 0 });
    expect((await rows(ids)).every((r) => r.status === 'SUBMITTED')).toBe(true);
    expect(sandbox.letters.length).toBe(before + 3);
  });

  it('submits an interrupted claim again under the same key: the mail house answers the letter it made, never a second', async () => {
    const [id] = await letters(PERTH);
    await submit();
    const [made] = await rows([id!]);
    const count = sandbox.letters.length;
    // As if the server stopped after the mail house took it but before its answer was written.
    await t.database.db
      .update(postedMailItems)
      .set({ status: 'QUEUED', providerLetterId: null, sendingStartedAt: '2020-01-01T00:00:00Z' })
      .where(eq(postedMailItems.id, id!));
    expect(await submit()).toEqual({ submitted: 1, failed: 0, waiting: 0 });
    expect((await rows([id!]))[0]!.providerLetterId).toBe(made!.providerLetterId);
    expect(sandbox.letters.length).toBe(count);
  });

  it('waits, then fails, when the mail house refuses the authorisation (revoked): reconnecting is the fix', async () => {
    const [id] = await letters(PERTH);
    sandbox.revokeTokens();
    expect(await submit({ maxAttempts: 1 })).toEqual({ submitted: 0, failed: 1, waiting: 0 });
    expect((await rows([id!]))[0]!.errorMessage).toContain(
      texts.mailhouse.providerRefused('Your API key is not valid. Please sign up on lob.com to get a valid api key.'),
    );
  });
});

describe('disconnecting', () => {
  it('deletes the token: letters wait NEW to print again', async () => {
    const res = await admin({
      method: 'POST',
      url: `/api/integrations/${MAILHOUSE_PLATFORM}/disconnect`,
      payload: { integrationType: 'MAILPOST', accessToken: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [id] = await letters(PERTH);
    expect(await submit()).toEqual({ submitted: 0, failed: 0, waiting: 0 });
    expect((await rows([id!]))[0]!.status).toBe('NEW');
  });
});

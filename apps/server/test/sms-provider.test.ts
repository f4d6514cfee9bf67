/** SMS through the sandbox provider (Twilio's API) over real HTTP (docs/integrations.md "SMS"). */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_PLATFORM, texts, type Envelope } from '@wattle/contract';
import { smsOptOuts, smsRequests } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { secretBox } from '../src/lib/secrets';
import { sendDueSms, type SmsSendOptions } from '../src/modules/correspondence/sms-sender';
import { SANDBOX_SMS_DESTINATIONS, startSmsSandbox, type SmsSandbox } from '../src/modules/integrations/sms/sandbox-server';
import { smsProvidersOf } from '../src/modules/integrations/sms/sms-provider-access';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../src/modules/integrations/sms/twilio-signature';
import type { Caller } from './billing/billing-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import type { Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';
import { listeningUrl } from './raw-http';

const ACCOUNT = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'test-auth-token', numbers: ['+61480000001'] };
const KEYS = `${ACCOUNT.accountSid}|${ACCOUNT.authToken}|0480 000 001`;
/** The sandbox allows 10 messages a second; Wattle is told 50, so a burst meets the provider's 429 and waits. */
const SANDBOX_RATE = 10;

let t: TestApp;
let sandbox: SmsSandbox;
let url: string;
let call: Caller;
let scope: Scope;

beforeAll(async () => {
  sandbox = await startSmsSandbox({ accounts: [ACCOUNT], receipts: 'manual', messagesPerSecond: SANDBOX_RATE });
  t = await createTestApp({ SMS_PROVIDER_URL: sandbox.url, SMS_MESSAGES_PER_SECOND: '50' });
  url = await listeningUrl(t.app);
  sandbox.deliverTo(url);
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const connect = (accessToken: string) =>
  call({ method: 'POST', url: `/api/integrations/${SMS_PLATFORM}/connect`, payload: { integrationType: 'SMS', accessToken } });
const message = (res: { json(): unknown }) => (res.json() as Envelope).messages[0]!.message;
const send = (options: SmsSendOptions = {}) =>
  sendDueSms(
    { database: t.database, providers: smsProvidersOf(t.app.config), box: secretBox(t.app.config.secretsKey), publicUrl: t.app.config.publicUrl },
    scope,
    { backoffSeconds: 0, ...options },
  );
const queue = (...phoneNumbers: string[]) =>
  withScope(t.database.db, scope, async (tx) =>
    (
      await tx
        .insert(smsRequests)
        .values(phoneNumbers.map((phoneNumber, i) => ({ phoneNumber, message: `Test ${i}`, insertUser: 'test' })))
        .returning({ id: smsRequests.id })
    ).map((r) => r.id),
  );
const rows = (ids: number[]) => t.database.db.select().from(smsRequests).where(inArray(smsRequests.id, ids)).orderBy(smsRequests.id);

describe('connecting the SMS card', () => {
  it("refuses wrong keys with the provider's words, and a sender number not on the account", async () => {
    const wrong = await connect(`${ACCOUNT.accountSid}|not-the-token|+61480000001`);
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(texts.sms.providerRefused('Authenticate'));
    const sender = await connect(`${ACCOUNT.accountSid}|${ACCOUNT.authToken}|+61480009999`);
    expect(sender.statusCode).toBe(400);
    expect(message(sender)).toBe(texts.sms.senderNotOnAccount('+61480009999'));
    expect((await call({ method: 'GET', url: '/api/integrations' })).json()).toEqual([]);
  });

  it('leaves requests NEW while the card is not connected', async () => {
    const [id] = await queue('0412 000 100');
    expect(await send()).toEqual({ accepted: 0, failed: 0, waiting: 0 });
    expect((await rows([id!]))[0]!.status).toBe('NEW');
  });

  it('connects with the right keys (a local sender number read as E.164)', async () => {
    const res = await connect(KEYS);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('sending', () => {
  it('sends every due request once, at the provider’s rate, and fails a number that is not a mobile', async () => {
    await send(); // the request left NEW above
    const before = sandbox.messages.length;
    const ids = await queue(...Array.from({ length: 14 }, (_, i) => `04120002${String(i).padStart(2, '0')}`), '02 9876 5432');
    const outcome = await send();
    expect(outcome).toEqual({ accepted: 14, failed: 1, waiting: 0 });
    const sent = await rows(ids);
    expect(sent.slice(0, 14).every((r) => r.status === 'QUEUED' && r.providerMessageId?.startsWith('SM') && r.sendingStartedAt === null)).toBe(true);
    expect(sent[14]).toMatchObject({ status: 'FAILED', errorMessage: texts.sms.notAMobileNumber('02 9876 5432') });
    expect(sandbox.messages.slice(before).map((m) => m.to)).toEqual(Array.from({ length: 14 }, (_, i) => `+614120002${String(i).padStart(2, '0')}`));
    // Again: nothing is due, nothing goes twice.
    expect(await send()).toEqual({ accepted: 0, failed: 0, waiting: 0 });
    expect(sandbox.messages.length).toBe(before + 14);
  });
});

describe('delivery receipts by signed webhook', () => {
  let delivered: number;
  let undelivered: number;

  it('moves each request to SENT then DELIVERED, or FAILED with the reason', async () => {
    [delivered = 0, undelivered = 0] = await queue('0412 000 301', SANDBOX_SMS_DESTINATIONS.unreachable);
    expect((await send()).accepted).toBe(2);
    const from = sandbox.deliveries.length;
    await sandbox.settle();
    expect(sandbox.deliveries.slice(from).every((d) => d.status === 200)).toBe(true);
    const [ok, bad] = await rows([delivered, undelivered]);
    expect(ok).toMatchObject({ status: 'DELIVERED', errorMessage: null });
    expect(ok!.sentAt).not.toBeNull();
    expect(ok!.deliveredAt).not.toBeNull();
    expect(bad).toMatchObject({ status: 'FAILED', errorMessage: texts.sms.providerError('30003') });
  });

  it('changes nothing for a duplicate or an out-of-order receipt', async () => {
    const [before] = await rows([delivered]);
    const index = sandbox.deliveries.findIndex((d) => d.params.MessageSid === before!.providerMessageId && d.params.MessageStatus === 'delivered');
    expect(await sandbox.resend(index)).toBe(200);
    expect(await sandbox.receipt(before!.providerMessageId!, 'sent')).toBe(200);
    expect(await sandbox.receipt(before!.providerMessageId!, 'undelivered', '30005')).toBe(200);
    const [after] = await rows([delivered]);
    expect(after).toEqual(before);
  });

  it('refuses a bad signature and writes nothing', async () => {
    const [id] = await queue('0412 000 302');
    await send();
    const [row] = await rows([id!]);
    const target = `${url}/api/sms/webhooks/${SMS_PLATFORM}/status?company=${scope.companyId}&dataset=${scope.dataset}&request=${id}`;
    const params = { AccountSid: ACCOUNT.accountSid, MessageSid: row!.providerMessageId!, MessageStatus: 'delivered' };
    const post = (signature: string) =>
      fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', [SMS_SIGNATURE_HEADER]: signature },
        body: new URLSearchParams(params),
      });
    const forged = await post(smsSignature('not-the-token', target, params));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as Envelope).messages[0]!.message).toBe(texts.sms.badSignature);
    const tampered = await post(smsSignature(ACCOUNT.authToken, target, { ...params, MessageStatus: 'sent' }));
    expect(tampered.status).toBe(400);
    expect((await rows([id!]))[0]!.status).toBe('QUEUED');
    // Signed with the account's Auth Token over the URL and the form, it is taken.
    expect((await post(smsSignature(ACCOUNT.authToken, target, params))).status).toBe(200);
    expect((await rows([id!]))[0]!.status).toBe('DELIVERED');
  });

  it('answers 404 for a platform that is not the SMS provider', async () => {
    const res = await fetch(`${url}/api/sms/webhooks/other/status?company=${scope.companyId}&dataset=live`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'MessageSid=SM1',
    });
    expect(res.status).toBe(404);
  });
});

describe('the provider down', () => {
  it('retries with back-off, then FAILED with the reason; nothing lost or sent twice', async () => {
    const ids = await queue('0412 000 401', '0412 000 402');
    const before = sandbox.messages.length;
    sandbox.setDown(true);
    try {
      expect(await send({ maxAttempts: 2, backoffSeconds: 60 })).toEqual({ accepted: 0, failed: 0, waiting: 2 });
      let [first, second] = await rows(ids);
      expect(first).toMatchObject({ status: 'NEW', attempts: 1, errorMessage: texts.sms.providerFailed('Service Unavailable') });
      expect(second).toMatchObject({ status: 'NEW', attempts: 0, errorMessage: null });
      // Not due before its back-off has passed.
      expect(await send({ maxAttempts: 2 })).toEqual({ accepted: 0, failed: 0, waiting: 0 });
      await t.database.db.update(smsRequests).set({ nextAttemptAt: null }).where(inArray(smsRequests.id, ids));
      expect(await send({ maxAttempts: 2 })).toEqual({ accepted: 0, failed: 1, waiting: 1 });
      [first, second] = await rows(ids);
      expect(first).toMatchObject({ status: 'FAILED', attempts: 2, errorMessage: texts.sms.gaveUp(2, texts.sms.providerFailed('Service Unavailable')) });
      expect(second!.status).toBe('NEW');
    } finally {
      sandbox.setDown(false);
    }
    // Back up: the one still waiting is sent, once.
    expect(await send()).toEqual({ accepted: 1, failed: 0, waiting: 0 });
    expect(sandbox.messages.length).toBe(before + 1);
  });

  it('fails a send its server left unanswered instead of sending it again', async () => {
    const [id] = await queue('0412 000 403');
    await t.database.db.update(smsRequests).set({ status: 'QUEUED', sendingStartedAt: '2020-01-01T00:00:00Z' }).where(eq(smsRequests.id, id!));
    const before = sandbox.messages.length;
    await send();
    expect((await rows([id!]))[0]).toMatchObject({ status: 'FAILED', errorMessage: texts.sms.interrupted });
    expect(sandbox.messages.slice(before).map((m) => m.to)).toEqual([]);
  });
});

describe('opt-out replies', () => {
  it('STOP opts the number out: later sends are not made; START opts back in', async () => {
    const handset = '+61412000501';
    expect(await sandbox.reply(handset, ACCOUNT.numbers[0]!, 'Stop')).toBe(200);
    expect(await t.database.db.select({ phoneNumber: smsOptOuts.phoneNumber, keyword: smsOptOuts.keyword }).from(smsOptOuts)).toEqual([
      { phoneNumber: handset, keyword: 'STOP' },
    ]);
    const before = sandbox.messages.length;
    const [id] = await queue('0412 000 501');
    expect(await send()).toEqual({ accepted: 0, failed: 1, waiting: 0 });
    expect((await rows([id!]))[0]).toMatchObject({ status: 'FAILED', errorMessage: texts.sms.optedOut(handset) });
    expect(sandbox.messages.length).toBe(before);

    expect(await sandbox.reply(handset, ACCOUNT.numbers[0]!, 'START')).toBe(200);
    expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);
    await queue('0412 000 501');
    expect((await send()).accepted).toBe(1);
  });

  it('refuses an unsigned reply', async () => {
    const res = await fetch(`${url}/api/sms/webhooks/${SMS_PLATFORM}/inbound?company=${scope.companyId}&dataset=live`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ From: '+61412000502', Body: 'STOP' }),
    });
    expect(res.status).toBe(400);
    expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);
  });
});

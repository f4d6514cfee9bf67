/** Email through the sandbox email provider (Mailgun's SMTP relay and webhooks) over real SMTP and HTTP (docs/integrations.md "Email bounces"). */
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_EMAIL_DOMAINS, texts, type Envelope } from '@wattle/contract';
import { emailRequestErrors, emailRequests, emailSuppressions, emailWebhookEvents } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { createMailer, type Mailer } from '../src/lib/mailer';
import { sendQueuedEmails } from '../src/modules/correspondence/email-sender';
import { emailWebhookSignature } from '../src/modules/integrations/email/mailgun-signature';
import { startEmailSandbox, type EmailSandbox, type RelayedMessage } from '../src/modules/integrations/email/sandbox-server';
import type { Caller } from './billing/billing-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import type { Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';
import { listeningUrl } from './raw-http';

const SIGNING_KEY = 'test-email-webhook-signing-key';

let t: TestApp;
let sandbox: EmailSandbox;
let url: string;
let call: Caller;
let scope: Scope;
const mailboxes: RelayedMessage[] = [];

/** Retries a little apart: long enough for a test to bring its webhook back between two of them. */
const RETRY_MS = [100, 200, 400, 800, 1600, 3200, 6400];

beforeAll(async () => {
  sandbox = await startEmailSandbox({ signingKey: SIGNING_KEY, retryDelaysMs: RETRY_MS, deliver: async (m) => void mailboxes.push(m) });
  t = await createTestApp({ SMTP_URL: sandbox.smtpUrl, EMAIL_WEBHOOK_SIGNING_KEY: SIGNING_KEY, MAIL_FROM: 'Wattle <billing@wattle.test>' });
  url = await listeningUrl(t.app);
  sandbox.deliverTo(url);
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

let sequence = 0;
/** QUEUED email requests to the addresses, as the dashboard's Send or a resend leaves them. */
const queue = (...addresses: string[]) =>
  withScope(t.database.db, scope, async (tx) =>
    (
      await tx
        .insert(emailRequests)
        .values(
          addresses.map((sendTo) => ({
            sendTo,
            emailSubject: `Bill ${++sequence}`,
            emailBody: '<p>Your bill</p>',
            requestStatus: 'QUEUED' as const,
            insertUser: 'test',
          })),
        )
        .returning({ id: emailRequests.id })
    ).map((r) => r.id),
  );
const send = (ids: number[], mailer: Mailer = t.app.mailer) =>
  sendQueuedEmails({ scope, files: t.app.files, mailer, scoped: (work) => withScope(t.database.db, scope, work) }, ids);
const rows = (ids: number[]) => t.database.db.select().from(emailRequests).where(inArray(emailRequests.id, ids)).orderBy(emailRequests.id);
const errorsOf = (id: number) =>
  t.database.db.select().from(emailRequestErrors).where(eq(emailRequestErrors.emailRequestId, id)).orderBy(emailRequestErrors.id);
const suppressionOf = (address: string) => t.database.db.select().from(emailSuppressions).where(eq(emailSuppressions.emailAddress, address));
const detail = async (id: number) => (await call({ method: 'GET', url: `/api/correspondence/email-requests/${id}` })).json();
const eventsOf = (messageId: string) => sandbox.events.filter((e) => e.eventData.message.headers['message-id'] === messageId);
const postEvent = (body: unknown) =>
  fetch(`${url}/api/email/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const signed = (timestamp: string, token: string) => ({ timestamp, token, signature: emailWebhookSignature(SIGNING_KEY, timestamp, token) });
const now = () => String(Math.floor(Date.now() / 1000));

/** A loopback port nothing listens on (a server that is down). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Waits (polling) for a condition on real state; fails after 15 s. */
async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('sending through the provider and its delivery events', () => {
  let delivered: number;
  let bounced: number;
  const bouncing = `nobody@${SANDBOX_EMAIL_DOMAINS.bounce}`;

  it('sends each email once with a Message-ID kept on its request; delivered mail becomes DELIVERED', async () => {
    [delivered = 0, bounced = 0] = await queue('alice@example.com', bouncing);
    expect(await send([delivered, bounced])).toEqual({ sent: 2, failed: 0, firstError: null });
    await sandbox.settle();
    const [ok, bad] = await rows([delivered, bounced]);
    expect(ok!.providerMessageId).toMatch(new RegExp(`^wattle\\.${delivered}\\.${scope.companyId}\\.live\\.[0-9a-f]{16}@wattle\\.test$`));
    expect(sandbox.messages.filter((m) => m.messageId === ok!.providerMessageId)).toHaveLength(1);
    expect(mailboxes.map((m) => m.to)).toContainEqual(['alice@example.com']);
    expect(mailboxes.map((m) => m.to)).not.toContainEqual([bouncing]);
    expect(ok).toMatchObject({ requestStatus: 'DELIVERED', errorMessage: null });
    expect(ok!.sentAt).not.toBeNull();
    expect(ok!.deliveredAt).not.toBeNull();
    expect(eventsOf(ok!.providerMessageId!).map((e) => e.answers)).toEqual([[200]]);
    expect(bad!.requestStatus).toBe('BOUNCED');
  });

  it('a bounce leaves the email undelivered with the reason, blocks the address, and the dialog offers its removal', async () => {
    const reason = '550 5.1.1 The email account that you tried to reach does not exist.';
    const [bad] = await rows([bounced]);
    expect(bad).toMatchObject({ requestStatus: 'BOUNCED', errorMessage: reason });
    const [entry] = await suppressionOf(bouncing);
    expect(entry).toMatchObject({ reason, source: 'BOUNCE' });
    const shown = await detail(bounced);
    expect(shown).toMatchObject({ request_status: 'BOUNCED', Error_Message: reason });
    expect(shown.errors).toEqual([
      { id: expect.any(Number), displayCode: 'BOUNCED', displayReason: texts.email.bouncedReason, reason, helpText: texts.email.bouncedHelp, isBlocked: true },
    ]);
    // The undelivered queue lists it.
    const queueRows = await t.database.db.select({ id: emailRequests.id }).from(emailRequests).where(eq(emailRequests.requestStatus, 'BOUNCED'));
    expect(queueRows.map((r) => r.id)).toContain(bounced);

    // The next email to the address is not sent, and a resend to it is refused.
    const [next = 0] = await queue(bouncing);
    const before = sandbox.messages.length;
    expect((await send([next])).failed).toBe(1);
    expect(sandbox.messages.length).toBe(before);
    expect((await rows([next]))[0]!.requestStatus).toBe('SUPPRESSED');
    const resend = await call({
      method: 'POST',
      url: `/api/correspondence/email-requests/${bounced}/resend`,
      payload: { send_to: bouncing, email_subject: 'Again' },
    });
    expect(resend.statusCode).toBe(409);

    // Removed from the blocked list in the Email Status dialog: the resend goes.
    const removed = await call({ method: 'DELETE', url: `/api/correspondence/email-requests/${bounced}/remove-suppression-error/${shown.errors[0].id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()[0].message).toBe(texts.dashboard.removedFromBlockedList(bouncing));
    expect(await suppressionOf(bouncing)).toEqual([]);
    const again = await call({
      method: 'POST',
      url: `/api/correspondence/email-requests/${bounced}/resend`,
      payload: { send_to: 'alice.new@example.com', email_subject: 'Again' },
    });
    expect(again.json()[0]).toEqual({ message: texts.dashboard.emailResent, messageType: 'Success' });
    await sandbox.settle();
    expect((await rows([bounced]))[0]!.requestStatus).toBe('DELIVERED');
  });

  it('a complaint after delivery makes the email undelivered and blocks the address', async () => {
    const complaining = `carol@${SANDBOX_EMAIL_DOMAINS.complaint}`;
    const [id = 0] = await queue(complaining);
    await send([id]);
    await sandbox.settle();
    const [row] = await rows([id]);
    expect(row).toMatchObject({ requestStatus: 'BOUNCED', errorMessage: texts.email.complaint });
    expect(row!.deliveredAt).not.toBeNull();
    expect(eventsOf(row!.providerMessageId!).map((e) => e.eventData.event)).toEqual(['delivered', 'complained']);
    expect((await suppressionOf(complaining))[0]).toMatchObject({ source: 'COMPLAINT' });
    expect((await detail(id)).errors).toEqual([expect.objectContaining({ displayCode: 'COMPLAINED', isBlocked: true })]);
  });

  it('a temporary failure is recorded without blocking; the later delivery still counts', async () => {
    const slow = `dave@${SANDBOX_EMAIL_DOMAINS.deferred}`;
    const [id = 0] = await queue(slow);
    await send([id]);
    await sandbox.settle();
    expect((await rows([id]))[0]!.requestStatus).toBe('DELIVERED');
    expect(await suppressionOf(slow)).toEqual([]);
    expect((await errorsOf(id)).map((e) => [e.displayCode, e.emailSuppressionId])).toEqual([['DEFERRED', null]]);
  });
});

describe('the webhook refuses what the provider did not sign, and takes an event once', () => {
  let id: number;
  let messageId: string;
  let eventData: Record<string, unknown>;

  beforeAll(async () => {
    [id = 0] = await queue('erin@example.com');
    await send([id]);
    await sandbox.settle();
    messageId = (await rows([id]))[0]!.providerMessageId!;
    eventData = {
      ...eventsOf(messageId)[0]!.eventData,
      id: 'forged-event',
      event: 'failed',
      severity: 'permanent',
      'delivery-status': { code: 550, message: 'forged' },
    };
    // Back to SENT, so an accepted failure would show.
    await t.database.db.update(emailRequests).set({ requestStatus: 'SENT' }).where(eq(emailRequests.id, id));
  });

  const unchanged = async () => {
    expect((await rows([id]))[0]!.requestStatus).toBe('SENT');
    expect(await errorsOf(id)).toEqual([]);
    expect(await t.database.db.select().from(emailWebhookEvents).where(eq(emailWebhookEvents.eventId, 'forged-event'))).toEqual([]);
  };

  it('refuses a bad, missing or stale signature with a 401 envelope and writes nothing', async () => {
    const token = 'a'.repeat(50);
    const forged = await sandbox.postSigned(eventData, { timestamp: now(), token, signature: emailWebhookSignature('not-the-key', now(), token) });
    expect(forged).toBe(401);
    const tampered = { ...signed(now(), token), token: 'b'.repeat(50) };
    expect(await sandbox.postSigned(eventData, tampered)).toBe(401);
    const stale = await postEvent({ signature: signed(String(Math.floor(Date.now() / 1000) - 3600), token), 'event-data': eventData });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as Envelope).messages[0]!.message).toBe(texts.email.staleSignature);
    const bad = await postEvent({ signature: { timestamp: now(), token, signature: 'ff' }, 'event-data': eventData });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as Envelope).messages[0]!.message).toBe(texts.email.badSignature);
    expect((await postEvent({ hello: 'world' })).status).toBe(400);
    await unchanged();
  });

  it("ignores a message that is not Wattle's, or names another company's request", async () => {
    const other = messageId.replace(`.${scope.companyId}.live.`, `.${scope.companyId + 1000}.live.`);
    for (const [n, mid] of [
      ['1', '<someone-else@example.com>'],
      ['2', other],
      ['3', messageId.replace(/\.[0-9a-f]{16}@/, '.0000000000000000@')],
    ] as const) {
      const res = await postEvent({
        signature: signed(now(), `token-${n}`.padEnd(50, 'x')),
        'event-data': { ...eventData, id: `other-${n}`, message: { headers: { 'message-id': mid } } },
      });
      expect(res.status).toBe(200);
    }
    expect((await rows([id]))[0]!.requestStatus).toBe('SENT');
    expect(await errorsOf(id)).toEqual([]);
  });

  it('takes an event once: a retry of the same event id, or a replayed token, changes nothing', async () => {
    const token = 'c'.repeat(50);
    const first = await postEvent({ signature: signed(now(), token), 'event-data': eventData });
    expect(first.status).toBe(200);
    expect((await rows([id]))[0]!.requestStatus).toBe('BOUNCED');
    const errors = await errorsOf(id);
    expect(errors).toHaveLength(1);
    await t.database.db.update(emailRequests).set({ requestStatus: 'SENT' }).where(eq(emailRequests.id, id));
    await t.database.db.delete(emailSuppressions).where(eq(emailSuppressions.emailAddress, 'erin@example.com'));
    // The provider's retry: the same event, signed anew.
    expect((await postEvent({ signature: signed(now(), 'd'.repeat(50)), 'event-data': eventData })).status).toBe(200);
    // A captured signature with other event data.
    expect((await postEvent({ signature: signed(now(), token), 'event-data': { ...eventData, id: 'replayed' } })).status).toBe(200);
    expect((await rows([id]))[0]!.requestStatus).toBe('SENT');
    expect(await suppressionOf('erin@example.com')).toEqual([]);
    // The sandbox's own repost of a delivered event: taken once.
    const delivery = eventsOf(messageId)[0]!;
    expect(await sandbox.repost(delivery.eventData.id)).toBe(200);
    expect((await rows([id]))[0]!.requestStatus).toBe('SENT');
  });
});

describe('the provider or Wattle down: nothing lost', () => {
  it('an email the relay cannot take is FAILED with the reason and listed as undelivered; returned to New and sent, it is delivered', async () => {
    const dead = await closedPort();
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${dead}`, from: 'Wattle <billing@wattle.test>', db: t.database.db, log: { info: () => undefined } });
    const [id = 0] = await queue('frank@example.com');
    const outcome = await send([id], down);
    down.close();
    expect(outcome.failed).toBe(1);
    expect(outcome.firstError).toMatch(/ECONNREFUSED/);
    const [row] = await rows([id]);
    expect(row!.requestStatus).toBe('FAILED');
    expect(row!.errorMessage).toMatch(/ECONNREFUSED/);
    expect((await detail(id)).errors).toEqual([expect.objectContaining({ displayCode: 'SEND_FAILED', reason: row!.errorMessage })]);
    const resend = await call({
      method: 'POST',
      url: `/api/correspondence/email-requests/${id}/resend`,
      payload: { send_to: 'frank@example.com', email_subject: row!.emailSubject },
    });
    expect(resend.json()[0]).toEqual({ message: texts.dashboard.emailResent, messageType: 'Success' });
    await sandbox.settle();
    expect((await rows([id]))[0]!.requestStatus).toBe('DELIVERED');
  });

  it('events the webhook could not take are posted again until taken, signed anew', async () => {
    const closed = await closedPort();
    sandbox.deliverTo(`http://127.0.0.1:${closed}`);
    const bouncing = `grace@${SANDBOX_EMAIL_DOMAINS.bounce}`;
    const [id = 0] = await queue(bouncing);
    await send([id]);
    const messageId = (await rows([id]))[0]!.providerMessageId!;
    await until(() => (eventsOf(messageId)[0]?.answers.length ?? 0) >= 1, 'the first post to fail');
    expect((await rows([id]))[0]!.requestStatus).toBe('SENT');
    sandbox.deliverTo(url);
    await sandbox.settle();
    const [event] = eventsOf(messageId);
    expect(event!.answers[0]).toBe(0);
    expect(event!.answers.at(-1)).toBe(200);
    expect((await rows([id]))[0]).toMatchObject({ requestStatus: 'BOUNCED' });
    expect(await suppressionOf(bouncing)).toHaveLength(1);
  });
});

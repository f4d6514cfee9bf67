import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { formDecode } from './form-encoding';
import { CARD_DECLINED, CARD_INVALID, checkoutPageHtml, SANDBOX_CARDS } from './sandbox-checkout-page';
import { SIGNATURE_HEADER, signatureHeader, webhookSecretOf } from './webhook-signature';

/** An account at the sandbox provider: the card's keys, and the Add-ons platform whose webhook URL its events go to. */
interface SandboxPaymentAccount {
  platform: string;
  secretKey: string;
}

/** Wrong keys, worded as the provider words them. */
export const invalidKeyMessage = (key: string) => `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`;

/** The sandbox's test bank accounts (Stripe's AU BECS test numbers): what debiting each does. */
const DEBIT_OUTCOMES: Record<string, { code: string; message: string; late?: boolean }> = {
  '111111113': { code: 'account_closed', message: "The customer's bank account has been closed." },
  '111111116': { code: 'no_account', message: "The customer's bank account could not be located." },
  '222222227': { code: 'insufficient_funds', message: "The customer's account has insufficient funds to cover this payment." },
  // Collected, then returned by the bank: a success followed by a failure.
  '922222227': { code: 'debit_not_authorized', message: 'The customer notified their bank that this payment was unauthorised.', late: true },
};

interface SandboxEvent {
  id: string;
  type: string;
  platform: string;
  payload: string;
}

export interface PaymentSandboxOptions {
  accounts: SandboxPaymentAccount[];
  /** Wattle's address: events go to `{webhookBase}/api/payments/webhooks/{platform}`. */
  webhookBase: string;
  /**
   * `auto`: a debit's outcome is sent in the background as soon as it is created, a delivery Wattle
   * does not take (no answer, or not 2xx) retried with back-off; `manual`: held until settleDebits()
   * (tests, the bench).
   */
  debits?: 'auto' | 'manual';
}

/** A payment intent the sandbox created (each debit's one, when Idempotency-Keys are honoured). */
interface SandboxPaymentIntent {
  id: string;
  amount: number;
  metadata: Record<string, string>;
}

export interface PaymentSandbox {
  url: string;
  /** Sends events to another Wattle address from now on. */
  deliverTo(webhookBase: string): void;
  /** Sends the outcome of every debit still processing, and waits for Wattle's answers. */
  settleDebits(): Promise<void>;
  /** Sends an event again, signed anew (a provider's retry). Answers Wattle's status. */
  resend(eventId: string): Promise<number>;
  readonly events: readonly SandboxEvent[];
  /** Wattle's answer to each delivery, in order. */
  readonly deliveries: readonly { eventId: string; status: number }[];
  /** API requests answered (the hosted page's excluded). */
  readonly requests: number;
  /** Every payment intent created, in order (a replayed request creates none). */
  readonly paymentIntents: readonly SandboxPaymentIntent[];
  /** Resolves once every `auto` debit's outcome has been sent and taken by Wattle. */
  delivered(): Promise<void>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: unknown;
}

/** 24 random hex digits, as Stripe's ids carry (randomUUID draws from a cached pool of entropy: one randomBytes call per id cost the run more than its bookkeeping). */
const newId = (prefix: string) => `${prefix}_test_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Debit outcomes being delivered at once in `auto` mode, as a provider spreads its webhooks. */
const DELIVERIES_IN_FLIGHT = 8;
/** Back-off between attempts at a delivery Wattle did not take: doubling from RETRY_FIRST_MS up to RETRY_MAX_MS, at most RETRY_ATTEMPTS. */
const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5_000;
const RETRY_ATTEMPTS = 30;
const error = (status: number, message: string, type = 'invalid_request_error'): Answer => ({ status, body: { error: { type, message } } });
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, string> => (value && typeof value === 'object' ? (value as Record<string, string>) : {});

/**
 * The local stand-in for a payment provider, modelled on Stripe's public API: `GET /v1/balance`,
 * `POST /v1/checkout/sessions` with a hosted payment page at `/c/pay/{id}`, `POST /v1/customers`,
 * `POST /v1/payment_methods` (au_becs_debit) and `/attach`, `POST /v1/payment_intents`; bearer
 * secret keys (wrong → 401 with the provider's message), `Idempotency-Key` replays, and events
 * signed with `Stripe-Signature` posted to Wattle. One HTTP server on loopback, started by the
 * product in development and by the tests.
 */
export async function startPaymentSandbox(options: PaymentSandboxOptions): Promise<PaymentSandbox> {
  const accounts = new Map(options.accounts.map((a) => [a.secretKey, a]));
  let webhookBase = options.webhookBase;
  const sessions = new Map<string, Json & { account: SandboxPaymentAccount }>();
  const methods = new Map<string, { accountNumber: string; customer: string | null }>();
  const processing: { account: SandboxPaymentAccount; intent: Json }[] = [];
  const replays = new Map<string, Answer>();
  const events: SandboxEvent[] = [];
  const senders = new Map<string, SandboxPaymentAccount>();
  const deliveries: { eventId: string; status: number }[] = [];
  const paymentIntents: SandboxPaymentIntent[] = [];
  let requests = 0;
  let closed = false;

  async function deliver(event: SandboxEvent, secretKey: string): Promise<number> {
    const url = `${webhookBase}/api/payments/webhooks/${event.platform}`;
    const signature = signatureHeader(webhookSecretOf(secretKey), event.payload, nowSeconds());
    const status = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body: event.payload })
      .then(async (r) => (await r.arrayBuffer(), r.status))
      .catch(() => 0);
    deliveries.push({ eventId: event.id, status });
    return status;
  }

  /** Delivers until Wattle answers 2xx (a provider's retries), or the sandbox closes. */
  async function deliverUntilTaken(event: SandboxEvent, secretKey: string): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const status = await deliver(event, secretKey);
      if ((status >= 200 && status < 300) || closed || attempt === RETRY_ATTEMPTS) return status;
      await sleep(Math.min(RETRY_FIRST_MS * 2 ** (attempt - 1), RETRY_MAX_MS), undefined, { ref: false });
    }
  }

  type Delivery = (event: SandboxEvent, secretKey: string) => Promise<number>;

  function emit(account: SandboxPaymentAccount, type: string, object: Json, delivery: Delivery = deliver): Promise<number> {
    const id = newId('evt');
    const payload = JSON.stringify({ id, object: 'event', type, created: nowSeconds(), livemode: false, api_version: '2025-06-30', data: { object } });
    const event = { id, type, platform: account.platform, payload };
    events.push(event);
    senders.set(id, account);
    return delivery(event, account.secretKey);
  }

  type Debit = { account: SandboxPaymentAccount; intent: Json };

  /** A debit's outcome, its events in order (a late return's failure only after its success). */
  async function settle({ account, intent }: Debit, delivery: Delivery = deliver) {
    const outcome = DEBIT_OUTCOMES[methods.get(text(intent.payment_method))?.accountNumber ?? ''];
    if (!outcome || outcome.late) await emit(account, 'payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount }, delivery);
    if (outcome) {
      const lastPaymentError = { type: 'invalid_request_error', code: outcome.code, message: outcome.message };
      await emit(account, 'payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: lastPaymentError }, delivery);
    }
  }

  // `auto` debits settle in the background, DELIVERIES_IN_FLIGHT at a time, never inside the API request that created them.
  const outbox: Debit[] = [];
  let outboxHead = 0;
  let sending = 0;
  const whenDelivered: (() => void)[] = [];
  function pump() {
    while (sending < DELIVERIES_IN_FLIGHT && outboxHead < outbox.length && !closed) {
      const debit = outbox[outboxHead]!;
      outbox[outboxHead++] = undefined as unknown as Debit;
      sending++;
      void settle(debit, deliverUntilTaken).finally(() => {
        sending--;
        pump();
      });
    }
    if (outboxHead === outbox.length) {
      outbox.length = outboxHead = 0;
      if (sending === 0) for (const resolve of whenDelivered.splice(0)) resolve();
    }
  }

  function api(account: SandboxPaymentAccount, method: string, path: string, body: Json): Answer {
    if (method === 'GET' && path === '/v1/balance')
      return { status: 200, body: { object: 'balance', available: [{ amount: 0, currency: 'aud' }], livemode: false } };
    if (method !== 'POST') return error(404, `Unrecognized request URL (${method}: ${path}).`);
    if (path === '/v1/checkout/sessions') {
      const item = record(record(record(body.line_items)['0']).price_data);
      const amount = Number(item.unit_amount);
      if (!Number.isSafeInteger(amount) || amount < 50) return error(400, 'Amount must be at least 50 cents.');
      const id = newId('cs');
      const session = {
        id,
        object: 'checkout.session',
        account,
        amount_total: amount,
        currency: text(item.currency) || 'aud',
        description: text(record(item.product_data).name),
        client_reference_id: text(body.client_reference_id) || null,
        metadata: record(body.metadata),
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: text(body.success_url),
        cancel_url: text(body.cancel_url),
        url: `${sandbox.url}/c/pay/${id}`,
      };
      sessions.set(id, session);
      const { account: _account, ...shown } = session;
      return { status: 200, body: shown };
    }
    if (path === '/v1/customers')
      return { status: 200, body: { id: newId('cus'), object: 'customer', name: text(body.name), metadata: record(body.metadata) } };
    if (path === '/v1/payment_methods') {
      const becs = record(body.au_becs_debit);
      if (text(body.type) !== 'au_becs_debit' || !/^\d{6}$/.test(becs.bsb_number ?? '') || !/^\d{5,9}$/.test(becs.account_number ?? '')) {
        return error(400, 'Invalid BSB or account number.');
      }
      const id = newId('pm');
      methods.set(id, { accountNumber: becs.account_number!, customer: null });
      return {
        status: 200,
        body: { id, object: 'payment_method', type: 'au_becs_debit', au_becs_debit: { bsb_number: becs.bsb_number, last4: becs.account_number!.slice(-4) } },
      };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (attach) {
      const found = methods.get(decodeURIComponent(attach[1]!));
      if (!found) return error(404, `No such PaymentMethod: '${attach[1]}'`);
      found.customer = text(body.customer);
      return { status: 200, body: { id: attach[1], object: 'payment_method', customer: found.customer } };
    }
    if (path === '/v1/payment_intents') {
      const found = methods.get(text(body.payment_method));
      const amount = Number(body.amount);
      if (!found || found.customer !== text(body.customer)) return error(400, `No such PaymentMethod: '${text(body.payment_method)}'`);
      if (!Number.isSafeInteger(amount) || amount < 1) return error(400, 'Invalid positive integer');
      const intent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        currency: 'aud',
        customer: body.customer,
        payment_method: body.payment_method,
        metadata: record(body.metadata),
        status: 'processing',
      };
      paymentIntents.push({ id: intent.id, amount, metadata: intent.metadata });
      const debit = { account, intent };
      if (options.debits === 'manual') processing.push(debit);
      else {
        outbox.push(debit);
        setImmediate(pump);
      }
      return { status: 200, body: intent };
    }
    return error(404, `Unrecognized request URL (POST: ${path}).`);
  }

  /** An API request: the key, then a replay of the same Idempotency-Key, then the call. */
  function apiRequest(req: http.IncomingMessage, path: string, raw: string): Answer {
    requests++;
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const account = accounts.get(key);
    if (!account) return error(401, key ? invalidKeyMessage(key) : 'You did not provide an API key.');
    const idempotency = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const replayKey = typeof idempotency === 'string' ? `${key}:${idempotency}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return replay;
    const answer = api(account, req.method ?? 'GET', path, formDecode(raw));
    if (replayKey && answer.status < 500) replays.set(replayKey, answer);
    return answer;
  }

  /** The hosted page: shown, then paid with a test card (the event is sent before the browser goes back). */
  async function hostedPage(req: http.IncomingMessage, res: http.ServerResponse, id: string, raw: string) {
    const session = sessions.get(id);
    if (!session) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session.');
    const page = {
      amountCents: Number(session.amount_total),
      description: text(session.description),
      cancelUrl: text(session.cancel_url),
      paid: session.status === 'complete',
    };
    const show = (status: number, error: string | null) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPageHtml({ ...page, error }));
    if (req.method !== 'POST' || page.paid) return void show(200, null);
    const card = new URLSearchParams(raw).get('cardNumber')?.replace(/\s/g, '') ?? '';
    if (card === SANDBOX_CARDS.declines) return void show(402, CARD_DECLINED);
    if (card !== SANDBOX_CARDS.succeeds) return void show(400, CARD_INVALID);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: newId('pi') });
    const { account, ...shown } = session;
    await emit(account, 'checkout.session.completed', shown);
    res.writeHead(303, { location: text(session.success_url).replace('{CHECKOUT_SESSION_ID}', id) }).end();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      const page = /^\/c\/pay\/([^/]+)$/.exec(path);
      if (page) return void hostedPage(req, res, decodeURIComponent(page[1]!), raw).catch(() => res.writeHead(500).end());
      const { status, body } = apiRequest(req, path, raw);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sandbox: PaymentSandbox = {
    url: `http://127.0.0.1:${port}`,
    deliverTo: (base) => {
      webhookBase = base;
    },
    settleDebits: async () => {
      for (const debit of processing.splice(0, processing.length)) await settle(debit);
    },
    resend: async (eventId) => {
      const event = events.find((e) => e.id === eventId);
      const account = senders.get(eventId);
      if (!event || !account) throw new Error(`no event ${eventId}`);
      return deliver(event, account.secretKey);
    },
    events,
    deliveries,
    get requests() {
      return requests;
    },
    paymentIntents,
    delivered: () =>
      new Promise<void>((resolve) => {
        whenDelivered.push(resolve);
        pump();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        for (const done of whenDelivered.splice(0)) done();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return sandbox;
}

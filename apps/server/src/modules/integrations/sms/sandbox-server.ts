import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMS_OPT_IN_KEYWORDS, SMS_OPT_OUT_KEYWORDS } from '@wattle/contract';
import { SMS_SIGNATURE_HEADER, smsSignature } from './twilio-signature';

/** An account at the sandbox SMS provider: the card's Account SID and Auth Token, and its numbers (E.164). */
interface SandboxSmsAccount {
  accountSid: string;
  authToken: string;
  numbers: string[];
}

/** The sandbox's test destinations (as Twilio's test numbers): what sending to each does. */
export const SANDBOX_SMS_DESTINATIONS = {
  /** Sent, then undelivered: the handset is unreachable (error 30003). */
  unreachable: '+61400000003',
  /** Sent, then undelivered: a landline (error 30006). */
  landline: '+61400000006',
} as const;
const UNDELIVERED: Record<string, string> = { [SANDBOX_SMS_DESTINATIONS.unreachable]: '30003', [SANDBOX_SMS_DESTINATIONS.landline]: '30006' };

interface SandboxMessage {
  sid: string;
  account: SandboxSmsAccount;
  to: string;
  from: string;
  body: string;
  status: string;
  statusCallback: string | null;
}

/** A status callback or reply the sandbox posted to Wattle, and Wattle's answer. */
interface Delivery {
  url: string;
  params: Record<string, string>;
  authToken: string;
  status: number;
}

export interface SmsSandboxOptions {
  accounts: SandboxSmsAccount[];
  /** `auto`: receipts (sent, then delivered or undelivered) are posted at once; `manual`: held until settle(). */
  receipts?: 'auto' | 'manual';
  /** Message creations per second per account before 429 (Twilio's 20429). */
  messagesPerSecond?: number;
}

export interface SmsSandbox {
  url: string;
  /** Posts callbacks to this origin instead of the one in their URL (tests whose Wattle listens elsewhere). */
  deliverTo(origin: string): void;
  /** While down, every API call answers 503. */
  setDown(down: boolean): void;
  /** Posts the receipts of every message still held (manual receipts), in order; waits for Wattle's answers. */
  settle(): Promise<void>;
  /** Posts a delivery again, signed anew (a provider's retry): answers Wattle's status. */
  resend(index: number): Promise<number>;
  /** Posts a signed delivery of the given status for a message (out-of-order receipts in tests). */
  receipt(sid: string, status: string, errorCode?: string): Promise<number>;
  /** A handset's reply to an account's number, posted to the number's SmsUrl. Answers Wattle's status (0: no SmsUrl). */
  reply(from: string, to: string, body: string): Promise<number>;
  readonly messages: readonly SandboxMessage[];
  readonly deliveries: readonly Delivery[];
  /** API requests answered, refused ones included. */
  readonly requests: number;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const apiError = (status: number, code: number, message: string): Answer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The local stand-in for an SMS provider, modelled on Twilio's public REST API (2010-04-01):
 * basic authentication with the Account SID and Auth Token (wrong → 401, code 20003
 * "Authenticate"); `GET /Accounts/{sid}.json`; `GET /Accounts/{sid}/IncomingPhoneNumbers.json`
 * and `POST …/IncomingPhoneNumbers/{PN}.json` (SmsUrl); `POST /Accounts/{sid}/Messages.json`
 * (To, From, Body, StatusCallback → 201, status `queued`), refused with 21211 (invalid To) and
 * 21610 (the recipient replied STOP); a per-account rate limit (429, 20429, Retry-After) and an
 * outage switch (503). Status callbacks (`sent`, then `delivered` or `undelivered` with ErrorCode)
 * and replies are form posts signed with `X-Twilio-Signature`. One HTTP server on loopback,
 * started by the product in development and by the tests.
 */
export async function startSmsSandbox(options: SmsSandboxOptions): Promise<SmsSandbox> {
  const bySid = new Map(options.accounts.map((a) => [a.accountSid, { ...a, numbers: [...a.numbers] }]));
  const smsUrls = new Map<string, string>();
  const numberSids = new Map<string, string>();
  const optedOut = new Set<string>();
  const messages: SandboxMessage[] = [];
  const held: SandboxMessage[] = [];
  const deliveries: Delivery[] = [];
  const recent = new Map<string, number[]>();
  const rate = options.messagesPerSecond ?? 10;
  let origin: string | null = null;
  let down = false;
  let requests = 0;

  for (const account of bySid.values()) for (const number of account.numbers) numberSids.set(number, sidOf('PN'));

  const target = (url: string) => {
    if (!origin) return url;
    const u = new URL(url);
    return `${origin}${u.pathname}${u.search}`;
  };

  async function post(url: string, params: Record<string, string>, authToken: string, record = true): Promise<number> {
    const signature = smsSignature(authToken, url, params);
    const status = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [SMS_SIGNATURE_HEADER]: signature },
      body: new URLSearchParams(params).toString(),
    })
      .then(async (r) => (await r.arrayBuffer(), r.status))
      .catch(() => 0);
    if (record) deliveries.push({ url, params, authToken, status });
    return status;
  }

  function statusParams(m: SandboxMessage, status: string, errorCode?: string): Record<string, string> {
    return {
      AccountSid: m.account.accountSid,
      ApiVersion: '2010-04-01',
      From: m.from,
      MessageSid: m.sid,
      MessageStatus: status,
      SmsSid: m.sid,
      SmsStatus: status,
      To: m.to,
      ...(errorCode ? { ErrorCode: errorCode } : {}),
    };
  }

  async function callback(m: SandboxMessage, status: string, errorCode?: string) {
    m.status = status;
    if (m.statusCallback) await post(target(m.statusCallback), statusParams(m, status, errorCode), m.account.authToken);
  }

  async function settleOne(m: SandboxMessage) {
    await callback(m, 'sent');
    const failure = UNDELIVERED[m.to];
    await (failure ? callback(m, 'undelivered', failure) : callback(m, 'delivered'));
  }

  function limited(accountSid: string): boolean {
    const now = Date.now();
    const times = (recent.get(accountSid) ?? []).filter((at) => now - at < 1000);
    recent.set(accountSid, times);
    if (times.length >= rate) return true;
    times.push(now);
    return false;
  }

  function api(account: SandboxSmsAccount, method: string, rest: string, query: URLSearchParams, form: URLSearchParams): Answer {
    if (method === 'GET' && rest === '.json')
      return { status: 200, body: { sid: account.accountSid, friendly_name: 'Sandbox account', status: 'active', type: 'Full' } };
    const numberView = (n: string) => ({
      sid: numberSids.get(n)!,
      phone_number: n,
      sms_url: smsUrls.get(n) ?? '',
      sms_method: 'POST',
      account_sid: account.accountSid,
    });
    if (method === 'GET' && rest === '/IncomingPhoneNumbers.json') {
      const wanted = query.get('PhoneNumber');
      return { status: 200, body: { incoming_phone_numbers: account.numbers.filter((n) => !wanted || n === wanted).map(numberView) } };
    }
    const number = /^\/IncomingPhoneNumbers\/([^/]+)\.json$/.exec(rest);
    if (method === 'POST' && number) {
      const phone = account.numbers.find((n) => numberSids.get(n) === decodeURIComponent(number[1]!));
      if (!phone) return apiError(404, 20404, `The requested resource ${rest} was not found`);
      const smsUrl = form.get('SmsUrl');
      if (smsUrl) smsUrls.set(phone, smsUrl);
      return { status: 200, body: numberView(phone) };
    }
    if (method === 'POST' && rest === '/Messages.json') {
      if (limited(account.accountSid)) return { ...apiError(429, 20429, 'Too Many Requests'), headers: { 'retry-after': '1' } };
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!E164.test(to)) return apiError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!account.numbers.includes(from))
        return apiError(400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`);
      if (!body) return apiError(400, 21602, 'Message body is required.');
      if (optedOut.has(`${from}:${to}`)) return apiError(400, 21610, 'Attempt to send to unsubscribed recipient');
      const m: SandboxMessage = { sid: sidOf('SM'), account, to, from, body, status: 'queued', statusCallback: form.get('StatusCallback') };
      messages.push(m);
      if (options.receipts === 'manual') held.push(m);
      else setImmediate(() => void settleOne(m));
      const segments = String(Math.max(1, Math.ceil(body.length / 153)));
      return {
        status: 201,
        body: {
          sid: m.sid,
          account_sid: account.accountSid,
          to,
          from,
          body,
          status: 'queued',
          num_segments: segments,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          api_version: '2010-04-01',
          date_created: new Date().toUTCString(),
        },
      };
    }
    return apiError(404, 20404, `The requested resource ${rest} was not found`);
  }

  function apiRequest(req: http.IncomingMessage, raw: string): Answer {
    requests++;
    if (down) return apiError(503, 20503, 'Service Unavailable');
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = /^\/2010-04-01\/Accounts\/([^/.]+)(.*)$/.exec(url.pathname);
    const [user, password] = Buffer.from(/^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '', 'base64')
      .toString('utf8')
      .split(':', 2);
    const account = user ? bySid.get(user) : undefined;
    if (!account || account.authToken !== password) return apiError(401, 20003, 'Authenticate');
    if (!path || path[1] !== account.accountSid) return apiError(403, 20003, 'Authenticate');
    return api(account, req.method ?? 'GET', path[2]!, url.searchParams, new URLSearchParams(raw));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 100_000) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const { status, body, headers } = apiRequest(req, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    deliverTo: (base) => {
      origin = base;
    },
    setDown: (value) => {
      down = value;
    },
    settle: async () => {
      for (const m of held.splice(0, held.length)) await settleOne(m);
    },
    resend: async (index) => {
      const d = deliveries[index];
      if (!d) throw new Error(`no delivery ${index}`);
      return post(d.url, d.params, d.authToken);
    },
    receipt: async (sid, status, errorCode) => {
      const m = messages.find((x) => x.sid === sid);
      if (!m?.statusCallback) throw new Error(`no message ${sid} with a status callback`);
      return post(target(m.statusCallback), statusParams(m, status, errorCode), m.account.authToken);
    },
    reply: async (from, to, body) => {
      const account = [...bySid.values()].find((a) => a.numbers.includes(to));
      const smsUrl = smsUrls.get(to);
      if (!account || !smsUrl) return 0;
      const keyword = body.trim().toUpperCase();
      let optOutType: string | undefined;
      if ((SMS_OPT_OUT_KEYWORDS as readonly string[]).includes(keyword)) {
        optedOut.add(`${to}:${from}`);
        optOutType = 'STOP';
      } else if ((SMS_OPT_IN_KEYWORDS as readonly string[]).includes(keyword)) {
        optedOut.delete(`${to}:${from}`);
        optOutType = 'START';
      }
      const sid = sidOf('SM');
      return post(
        target(smsUrl),
        {
          AccountSid: account.accountSid,
          ApiVersion: '2010-04-01',
          Body: body,
          From: from,
          MessageSid: sid,
          NumMedia: '0',
          NumSegments: '1',
          SmsMessageSid: sid,
          SmsSid: sid,
          SmsStatus: 'received',
          To: to,
          ...(optOutType ? { OptOutType: optOutType } : {}),
        },
        account.authToken,
      );
    },
    messages,
    deliveries,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

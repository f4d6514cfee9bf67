import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LETTER_EVENT_TYPES, type LetterEventType } from '@wattle/contract';
import { bodyOf, sandboxAuthorisation } from '../sandbox-authorisation';
import { LOB_SIGNATURE_HEADER, LOB_TIMESTAMP_HEADER, lobSignature } from './lob-signature';

/**
 * A local stand-in for a mail house, over HTTP on loopback, speaking the parts of Lob's Print &
 * Mail API Wattle uses (https://docs.lob.com): `POST /v1/letters` (multipart: `to[…]`, `from[…]`,
 * `file` a PDF, `color`, `use_type`, `description`, `metadata[…]`; an `Idempotency-Key` answered
 * with the same letter), `GET /v1/letters/{id}`, the letter object with its `ltr_` id, errors as
 * `{ error: { message, status_code } }`, and the letters' tracking events posted to webhooks,
 * signed with `Lob-Signature` over `${Lob-Signature-Timestamp}.${body}`. Lob authenticates with an
 * API key; this sandbox instead issues OAuth2 access tokens by the authorisation code grant
 * (`/oauth/authorize` with Allow/Deny, `POST /oauth/token`) and takes them where Lob takes the key
 * (basic authentication's user name), and registers webhooks by `POST /v1/webhooks` (Lob's are
 * made in its dashboard): see docs/integrations.md "Mail and post".
 */
export interface MailhouseSandboxOptions {
  clientId: string;
  clientSecret: string;
  /** The client's registered redirect addresses; an authorisation naming another is refused. Unset: any. */
  redirectUris?: readonly string[];
  /** `auto`: each letter's tracking events follow on their own (development); `manual`: they wait for settle(). */
  events?: 'auto' | 'manual';
  /** The pause between a letter's events in `auto` mode. */
  eventSpacingMs?: number;
}

interface SandboxLetter {
  id: string;
  token: string;
  to: Record<string, string>;
  from: Record<string, string>;
  description: string;
  metadata: Record<string, string>;
  pdfBytes: number;
  idempotencyKey: string | null;
  dateCreated: string;
}

interface SandboxDelivery {
  eventId: string;
  letterId: string;
  type: LetterEventType;
  /** What Wattle answered (0: no answer). */
  status: number;
  body: string;
  timestamp: string;
  url: string;
  secret: string;
}

export interface MailhouseSandbox {
  url: string;
  letters: readonly SandboxLetter[];
  deliveries: readonly SandboxDelivery[];
  /** Sends every letter's pending tracking events, in order, and waits for the answers. */
  settle(): Promise<void>;
  /** Posts delivery `index` again, as the mail house retries (a duplicate): Wattle's answer. */
  resend(index: number): Promise<number>;
  /** Posts one event of `type` for the letter now: Wattle's answer. */
  event(letterId: string, type: LetterEventType): Promise<number>;
  /** Answer the next `count` API requests with `status` (an outage). */
  failNext(count: number, status: number): void;
  /** Post webhooks to this origin instead of the registered URL's (tests: Wattle listens on a port its PUBLIC_URL does not name). */
  deliverTo(origin: string): void;
  /** Forget every access token (as when the account revokes Wattle). */
  revokeTokens(): void;
  close(): Promise<void>;
}

/** A letter to this postcode goes out and comes back: `letter.returned_to_sender` instead of `letter.delivered`. */
export const SANDBOX_RETURNED_POSTCODE = '0999';

/** The sandbox's one account: every authorisation is for it. */
const ACCOUNT = 'sandbox';
/** A letter's events: all but the return, or up to its transit and then the return. */
const DELIVERED = LETTER_EVENT_TYPES.filter((type) => type !== 'letter.returned_to_sender');
const RETURNED: readonly LetterEventType[] = [...DELIVERED.slice(0, DELIVERED.indexOf('letter.in_transit') + 1), 'letter.returned_to_sender'];
const REQUIRED_TO = ['name', 'address_line1', 'address_city', 'address_state', 'address_zip', 'address_country'] as const;

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(10).toString('hex')}`;

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
const lobError = (res: http.ServerResponse, status: number, message: string) => json(res, status, { error: { message, status_code: status } });

/** Basic authentication's user name (Lob: the API key; here the access token). */
const basicUser = (header: string | undefined) => {
  const encoded = /^Basic (.+)$/.exec(header ?? '')?.[1];
  return encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(':')[0] : undefined;
};

export async function startMailhouseSandbox(options: MailhouseSandboxOptions): Promise<MailhouseSandbox> {
  const authorisation = sandboxAuthorisation(options);
  const tokens = new Set<string>();
  const webhooks = new Map<string, { url: string; secret: string }>(); // access token → its webhook
  const letters: SandboxLetter[] = [];
  const byKey = new Map<string, SandboxLetter>();
  const pending = new Map<string, LetterEventType[]>(); // letter id → events still to send
  const deliveries: SandboxDelivery[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let failing = { count: 0, status: 503 };
  let closed = false;
  let origin: string | null = null;
  const target = (url: string) => (origin ? new URL(new URL(url).pathname + new URL(url).search, origin).toString() : url);

  const letterObject = (letter: SandboxLetter, status = 'created') => ({
    id: letter.id,
    object: 'letter',
    description: letter.description,
    metadata: letter.metadata,
    to: { id: id('adr'), ...letter.to },
    from: { id: id('adr'), ...letter.from },
    color: false,
    use_type: 'operational',
    status,
    date_created: letter.dateCreated,
    send_date: letter.dateCreated,
    tracking_events: [],
  });

  async function post(delivery: Omit<SandboxDelivery, 'status'>): Promise<number> {
    let status = 0;
    try {
      const response = await fetch(target(delivery.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [LOB_SIGNATURE_HEADER]: lobSignature(delivery.secret, delivery.timestamp, delivery.body),
          [LOB_TIMESTAMP_HEADER]: delivery.timestamp,
        },
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = 0;
    }
    deliveries.push({ ...delivery, status });
    return status;
  }

  async function emit(letter: SandboxLetter, type: LetterEventType): Promise<number> {
    const hook = webhooks.get(letter.token);
    if (!hook) return 0;
    const body = JSON.stringify({
      id: id('evt'),
      object: 'event',
      reference_id: letter.id,
      date_created: new Date().toISOString(),
      event_type: { id: type, resource: 'letters', enabled_for_live: true, enabled_for_test: true, object: 'event_type' },
      body: letterObject(letter, type.slice('letter.'.length)),
    });
    const eventId = (JSON.parse(body) as { id: string }).id;
    return post({ eventId, letterId: letter.id, type, body, timestamp: String(Math.floor(Date.now() / 1000)), url: hook.url, secret: hook.secret });
  }

  /** Sends a letter's pending events one after another (auto mode: spaced out). */
  async function run(letterId: string, spacingMs: number) {
    const letter = letters.find((l) => l.id === letterId)!;
    for (let next = pending.get(letterId)?.shift(); next && !closed; next = pending.get(letterId)?.shift()) {
      if (spacingMs) await new Promise((resolve) => setTimeout(resolve, spacingMs));
      await emit(letter, next);
    }
  }
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) lobError(res, 500, 'Internal error');
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;

    if (path === '/oauth/authorize' && req.method === 'GET') {
      authorisation.page(res, url.searchParams, {
        title: 'Mail house sandbox',
        question: 'Allow Wattle to send letters from your mail house account?',
        asks: 'Wattle asks to create letters and receive their tracking events',
        action: '/oauth/authorize',
      });
      return;
    }
    if (path === '/oauth/authorize' && req.method === 'POST') {
      await authorisation.decide(req, res, ACCOUNT);
      return;
    }
    if (path === '/oauth/token' && req.method === 'POST') {
      const [user, password] = Buffer.from(/^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '', 'base64')
        .toString('utf8')
        .split(':');
      if (user !== options.clientId || password !== options.clientSecret) {
        json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed.' });
        return;
      }
      const form = new URLSearchParams((await bodyOf(req)).toString('utf8'));
      if (form.get('grant_type') !== 'authorization_code' || !authorisation.redeem(form.get('code'), ACCOUNT, form.get('redirect_uri'))) {
        json(res, 400, {
          error: 'invalid_grant',
          error_description: 'The authorization code is invalid, expired, used, or was issued for another redirect URI.',
        });
        return;
      }
      const accessToken = `live_${crypto.randomBytes(24).toString('hex')}`;
      tokens.add(accessToken);
      json(res, 200, { access_token: accessToken, token_type: 'bearer', scope: 'letters webhooks' });
      return;
    }

    if (!path.startsWith('/v1/')) {
      lobError(res, 404, 'The requested resource does not exist.');
      return;
    }
    if (failing.count > 0) {
      failing = { ...failing, count: failing.count - 1 };
      lobError(res, failing.status, 'Service unavailable.');
      return;
    }
    const token = basicUser(req.headers.authorization);
    if (!token || !tokens.has(token)) {
      lobError(res, 401, 'Your API key is not valid. Please sign up on lob.com to get a valid api key.');
      return;
    }

    if (path === '/v1/webhooks' && req.method === 'POST') {
      let body: { url?: unknown };
      try {
        body = JSON.parse((await bodyOf(req)).toString('utf8')) as typeof body;
      } catch {
        lobError(res, 400, 'The request body is not JSON.');
        return;
      }
      if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) {
        lobError(res, 422, 'url is required');
        return;
      }
      const hook = { url: body.url, secret: crypto.randomBytes(24).toString('hex') };
      webhooks.set(token, hook);
      json(res, 200, { id: id('ep'), object: 'webhook', url: hook.url, secret: hook.secret });
      return;
    }
    if (path === '/v1/letters' && req.method === 'POST') {
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const raw = await bodyOf(req);
      const known = key ? byKey.get(`${token}:${key}`) : undefined;
      if (known) {
        json(res, 200, letterObject(known));
        return;
      }
      let form: FormData;
      try {
        form = await new Request('http://sandbox/v1/letters', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: new Uint8Array(raw),
        }).formData();
      } catch {
        lobError(res, 422, 'The request must be multipart/form-data.');
        return;
      }
      const fields = (prefix: string) => {
        const out: Record<string, string> = {};
        for (const [name, value] of form.entries()) {
          const m = new RegExp(`^${prefix}\\[(\\w+)\\]$`).exec(name);
          if (m && typeof value === 'string') out[m[1]!] = value;
        }
        return out;
      };
      const to = fields('to');
      const missing = REQUIRED_TO.find((f) => !to[f]?.trim());
      if (missing) {
        lobError(res, 422, `to.${missing} is required`);
        return;
      }
      const file = form.get('file');
      const pdf = file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : null;
      if (!pdf || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        lobError(res, 422, 'file must be a PDF');
        return;
      }
      const description = form.get('description');
      const letter: SandboxLetter = {
        id: id('ltr'),
        token,
        to,
        from: fields('from'),
        description: typeof description === 'string' ? description : '',
        metadata: fields('metadata'),
        pdfBytes: pdf.length,
        idempotencyKey: key,
        dateCreated: new Date().toISOString(),
      };
      letters.push(letter);
      if (key) byKey.set(`${token}:${key}`, letter);
      pending.set(letter.id, [...(to.address_zip === SANDBOX_RETURNED_POSTCODE ? RETURNED : DELIVERED)]);
      if (options.events === 'auto') track(run(letter.id, options.eventSpacingMs ?? 500));
      json(res, 200, letterObject(letter));
      return;
    }
    const one = /^\/v1\/letters\/(ltr_\w+)$/.exec(path);
    if (one && req.method === 'GET') {
      const letter = letters.find((l) => l.id === one[1] && l.token === token);
      if (letter) json(res, 200, letterObject(letter));
      else lobError(res, 404, 'letter not found');
      return;
    }
    lobError(res, 404, 'The requested resource does not exist.');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    letters,
    deliveries,
    async settle() {
      await Promise.all([...inFlight]);
      for (const letterId of pending.keys()) await run(letterId, 0);
    },
    async resend(index) {
      const { status: _status, ...delivery } = deliveries[index]!;
      return post(delivery);
    },
    event(letterId, type) {
      return emit(
        letters.find((l) => l.id === letterId)!,
        type,
      );
    },
    failNext(count, status) {
      failing = { count, status };
    },
    deliverTo(to) {
      origin = to;
    },
    revokeTokens: () => tokens.clear(),
    async close() {
      closed = true;
      await Promise.all([...inFlight]);
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

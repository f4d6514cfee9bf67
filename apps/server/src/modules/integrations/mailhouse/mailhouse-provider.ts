import { z } from 'zod';
import { LETTER_EVENT_TYPES, texts } from '@wattle/contract';

/** A postal address as the mail house takes it (Lob's address object). */
export interface MailAddress {
  name: string;
  address_line1: string;
  address_line2?: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  address_country: string;
}

export interface OutgoingLetter {
  to: MailAddress;
  /** Who it comes from (the company). */
  from: { name: string };
  /** The letter itself. */
  pdf: Uint8Array;
  description: string;
  /** Sent again with the same key, the mail house answers the letter it made the first time. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A mail house reached with one company's access token (spec 1 §3: the mail-and-post provider). */
export interface MailhouseProvider {
  /** Submits one letter to print and post; answers the mail house's id (`ltr_…`) and status. */
  send(letter: OutgoingLetter): Promise<{ id: string; status: string }>;
}

/** The mail house's OAuth2 authorisation code grant, and the webhook its tracking events go to. */
interface MailhouseAuthorisation {
  authorizeUrl(args: { state: string; redirectUri: string }): string;
  /** Trades the code for an access token; throws MailhouseRefused when refused. */
  exchangeCode(args: { code: string; redirectUri: string }): Promise<string>;
  /** Subscribes `url` to the letters' tracking events; answers the secret the events are signed with. */
  subscribe(accessToken: string, url: string): Promise<string>;
}

/** The mail house failed or answered what Wattle cannot use: the message is shown to the user. */
class MailhouseError extends Error {}
/** The mail house refuses the authorisation (401/403, or a wrong client at connect). */
export class MailhouseRefused extends MailhouseError {}
/** The mail house declined this letter (another 4xx: a bad address or file): submitting it again changes nothing. */
export class MailhouseDeclined extends MailhouseError {}
/** The mail house is down, busy or unreachable: the letter may be submitted again later (the idempotency key keeps it single). */
export class MailhouseDown extends MailhouseError {}

export interface LobSettings {
  /** The API's and authorisation server's base address (the sandbox's; https://api.lob.com has no OAuth, see docs). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

const t = texts.mailhouse;
const errorBody = z.object({ error: z.object({ message: z.string().min(1).max(500), status_code: z.number().optional() }) });
const letterSchema = z.object({ id: z.string().startsWith('ltr_'), status: z.string().optional() });
const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string() });
const webhookSchema = z.object({ id: z.string(), secret: z.string().min(16) });

async function refusalOf(response: Response): Promise<string> {
  const parsed = errorBody.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.error.message : `HTTP ${response.status}`;
}

/**
 * One call: a 401/403 is MailhouseRefused, a 429/5xx or no answer MailhouseDown, another 4xx
 * MailhouseDeclined, each with the mail house's words (Lob's `{ error: { message } }`).
 */
async function call<T>(schema: z.ZodType<T>, url: string, init: RequestInit, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw new MailhouseDown(t.providerFailed((cause as Error).name === 'TimeoutError' ? 'timed out' : 'connection failed'));
  }
  if (response.ok) {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new MailhouseDown(t.providerFailed('an answer that is not of the API'));
    return parsed.data;
  }
  const reason = await refusalOf(response);
  if (response.status === 401 || response.status === 403) throw new MailhouseRefused(t.providerRefused(reason));
  if (response.status === 429 || response.status >= 500) throw new MailhouseDown(t.providerFailed(reason));
  throw new MailhouseDeclined(t.providerDeclined(reason));
}

/**
 * A mail house in the shape of Lob's Print & Mail API (https://docs.lob.com): `POST /v1/letters`
 * as multipart/form-data (`to[…]` and `from[…]` address fields, `file` the PDF, `color`,
 * `use_type`, `description`, `metadata[…]`, an `Idempotency-Key` header), the credential as
 * HTTP basic authentication's user name (Lob's API key; here the OAuth2 access token), errors as
 * `{ error: { message, status_code } }`. The OAuth2 authorisation code grant (`/oauth/authorize`,
 * `POST /oauth/token` with the client by basic authentication) and `POST /v1/webhooks` are the
 * sandbox's, since Lob connects by API key (docs/integrations.md "Mail and post").
 */
export function lobMailhouse(settings: LobSettings) {
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const at = (path: string) => new URL(path, settings.baseUrl).toString();
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  const authorisation: MailhouseAuthorisation = {
    authorizeUrl({ state, redirectUri }) {
      const params = new URLSearchParams({ response_type: 'code', client_id: settings.clientId, redirect_uri: redirectUri, scope: 'letters webhooks', state });
      return `${at('/oauth/authorize')}?${params}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const body = await call(
        tokenSchema,
        at('/oauth/token'),
        {
          method: 'POST',
          headers: {
            authorization: basic(settings.clientId, settings.clientSecret),
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }).toString(),
        },
        timeoutMs,
      ).catch((error: unknown) => {
        // At connect any refusal of the grant (a wrong client, a used or foreign code) is a refusal.
        throw error instanceof MailhouseDeclined ? new MailhouseRefused(error.message) : error;
      });
      return body.access_token;
    },
    async subscribe(accessToken, url) {
      const body = await call(
        webhookSchema,
        at('/v1/webhooks'),
        {
          method: 'POST',
          headers: { authorization: basic(accessToken, ''), 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ url, description: 'Wattle posted mail', event_types: LETTER_EVENT_TYPES }),
        },
        timeoutMs,
      );
      return body.secret;
    },
  };

  const provider = (accessToken: string): MailhouseProvider => ({
    async send(letter) {
      const form = new FormData();
      const address = (prefix: 'to' | 'from', fields: Record<string, string | undefined>) => {
        for (const [key, value] of Object.entries(fields)) if (value) form.append(`${prefix}[${key}]`, value);
      };
      address('to', { ...letter.to });
      address('from', letter.from);
      form.append('description', letter.description);
      form.append('color', 'false');
      form.append('use_type', 'operational');
      for (const [key, value] of Object.entries(letter.metadata)) form.append(`metadata[${key}]`, value);
      form.append('file', new Blob([new Uint8Array(letter.pdf)], { type: 'application/pdf' }), 'letter.pdf');
      const sent = await call(
        letterSchema,
        at('/v1/letters'),
        {
          method: 'POST',
          headers: { authorization: basic(accessToken, ''), accept: 'application/json', 'idempotency-key': letter.idempotencyKey },
          body: form,
        },
        timeoutMs,
      );
      return { id: sent.id, status: sent.status ?? 'created' };
    },
  });
  return { authorisation, provider };
}

export type Mailhouse = ReturnType<typeof lobMailhouse>;

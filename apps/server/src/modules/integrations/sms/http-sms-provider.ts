import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { texts } from '@wattle/contract';
import { SmsDeclined, SmsKeysRefused, SmsOutcomeUnknown, SmsProviderDown, SmsProviderError, type SmsAccount, type SmsProvider } from './sms-provider';

export interface HttpSmsSettings extends SmsAccount {
  /** The provider API's base URL (https://api.twilio.com, or the sandbox's in development and tests). */
  baseUrl: string;
  /** Sends per second at most: the account's rate limit. */
  messagesPerSecond: number;
  /** Tries of one call while the provider answers 429 (busy) or 5xx; then SmsProviderDown. */
  attempts?: number;
  backoffMs?: number;
  timeoutMs?: number;
}

const t = texts.sms;
const API = '/2010-04-01';

/** The provider's error body (`{ code, message, more_info, status }`). */
const errorBody = z.object({ code: z.union([z.number(), z.string()]).optional(), message: z.string().min(1).max(500) });
const message = z.object({ sid: z.string().min(1), status: z.string() });
const account = z.object({ sid: z.string(), status: z.string() });
const numbers = z.object({ incoming_phone_numbers: z.array(z.object({ sid: z.string(), phone_number: z.string() })) });

async function refusalOf(response: Response): Promise<{ code: string | null; message: string }> {
  const parsed = errorBody.safeParse(await response.json().catch(() => null));
  return parsed.success
    ? { code: parsed.data.code === undefined ? null : String(parsed.data.code), message: parsed.data.message }
    : { code: null, message: `HTTP ${response.status}` };
}

/**
 * An SMS provider's REST API in the shape of Twilio's Programmable Messaging
 * (https://www.twilio.com/docs/messaging/api/message-resource): HTTP basic authentication with the
 * Account SID and Auth Token, form-encoded bodies, JSON answers, errors as `{ code, message }`.
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` (To, From, Body, StatusCallback) sends;
 * `GET …/Accounts/{sid}.json` checks the keys; `…/IncomingPhoneNumbers.json` finds the sender number
 * and points its replies (SmsUrl) at Wattle. Sends are paced to the account's rate; a 429 or 5xx
 * is retried with back-off, then reported as SmsProviderDown (not taken: it may be sent later); a
 * time-out is SmsOutcomeUnknown (maybe taken: never sent again automatically).
 */
export function httpSmsProvider(settings: HttpSmsSettings): SmsProvider {
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const attempts = settings.attempts ?? 3;
  const backoffMs = settings.backoffMs ?? 250;
  const spacingMs = 1000 / settings.messagesPerSecond;
  const accountPath = `${API}/Accounts/${encodeURIComponent(settings.accountSid)}`;
  let nextSendAt = 0;

  async function call<T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: Record<string, string>): Promise<T> {
    let detail = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let retryAfterMs = backoffMs * 2 ** (attempt - 1);
      try {
        const response = await fetch(new URL(path, settings.baseUrl), {
          method,
          headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          body: body ? new URLSearchParams(body).toString() : undefined,
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
        if (response.ok) {
          const parsed = schema.safeParse(await response.json());
          if (!parsed.success) throw new SmsProviderError(t.providerFailed('an answer that is not of the API'));
          return parsed.data;
        }
        const refusal = await refusalOf(response);
        if (response.status === 401 || response.status === 403) throw new SmsKeysRefused(t.providerRefused(refusal.message));
        detail = refusal.message;
        if (response.status !== 429 && response.status < 500) throw new SmsDeclined(t.providerDeclined(refusal.message), refusal.code);
        const retryAfter = Number(response.headers.get('retry-after'));
        if (Number.isFinite(retryAfter) && retryAfter > 0) retryAfterMs = Math.min(retryAfter * 1000, 30_000);
      } catch (error) {
        if (error instanceof SmsProviderError) throw error;
        if (error instanceof Error && error.name === 'TimeoutError') {
          if (method === 'POST') throw new SmsOutcomeUnknown(t.providerFailed('timed out'));
          detail = 'timed out';
        } else detail = 'connection failed';
      }
      if (attempt < attempts) await sleep(retryAfterMs);
    }
    throw new SmsProviderDown(t.providerFailed(detail));
  }

  return {
    async connect(inboundUrl) {
      await call(account, 'GET', `${accountPath}.json`);
      const found = await call(numbers, 'GET', `${accountPath}/IncomingPhoneNumbers.json?PhoneNumber=${encodeURIComponent(settings.sender)}`);
      const number = found.incoming_phone_numbers.find((n) => n.phone_number === settings.sender);
      if (!number) throw new SmsKeysRefused(t.senderNotOnAccount(settings.sender));
      await call(z.object({ sid: z.string() }), 'POST', `${accountPath}/IncomingPhoneNumbers/${encodeURIComponent(number.sid)}.json`, {
        SmsUrl: inboundUrl,
        SmsMethod: 'POST',
      });
    },
    async send(sms) {
      const wait = nextSendAt - Date.now();
      if (wait > 0) await sleep(wait);
      nextSendAt = Math.max(Date.now(), nextSendAt) + spacingMs;
      const sent = await call(message, 'POST', `${accountPath}/Messages.json`, {
        To: sms.to,
        From: settings.sender,
        Body: sms.body,
        StatusCallback: sms.statusCallback,
      });
      return { id: sent.sid, status: sent.status };
    },
  };
}

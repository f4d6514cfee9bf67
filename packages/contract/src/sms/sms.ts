import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** The SMS provider's Add-ons card (docs/integrations.md "SMS"): Account SID, Auth Token and the sender number. */
export const SMS_PLATFORM = 'smslink';

/** The account the development sandbox SMS provider knows, as typed in the SMS Link card (docs/integrations.md "SMS"). */
export const SANDBOX_SMS_ACCOUNT = { accountSid: 'AC5a4db000000000000000000000000000', authToken: 'sandbox-auth-token', sender: '+61480000000' } as const;

/** Requests one send job claims per short transaction; the provider's rate limit paces the sends inside it. */
export const SMS_SEND_BATCH = 50;
/** Sends a company makes per second at most (the provider's default per-account rate). */
export const SMS_MESSAGES_PER_SECOND = 10;
/** Attempts while the provider is down before a request is FAILED with the reason. */
export const SMS_MAX_ATTEMPTS = 5;

/** Days the SMS status dialog keeps showing sent and delivered messages (the card counts only those waiting). */
export const SMS_OUTCOMES_SHOWN_DAYS = 7;

/** Replies that opt a number out of SMS, and back in (the provider's default keywords). */
export const SMS_OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const SMS_OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;

/** Where the provider posts: `status` (delivery receipts of Wattle's messages) or `inbound` (replies). */
export const smsWebhookParams = z.object({ platform: z.string().min(1).max(40), kind: z.enum(['status', 'inbound']) });
/** The company and dataset a webhook is for: Wattle puts them in the callback addresses it gives the provider. */
export const smsWebhookQuery = z.object({
  company: z.coerce.number().int().positive(),
  dataset: z.enum(['live', 'demo']),
  /** A receipt's SMS request (its status callback names it, so a receipt that overtakes the send's answer still finds it). */
  request: z.coerce.number().int().positive().optional(),
});

/** An Australian mobile number in E.164 (+614xxxxxxxx), as the provider reads it; null when the number is not a mobile. */
export function mobileE164(phone: string): string | null {
  const digits = phone.replace(/[\s()-]/g, '');
  if (/^\+614\d{8}$/.test(digits)) return digits;
  if (/^04\d{8}$/.test(digits)) return `+61${digits.slice(1)}`;
  if (/^614\d{8}$/.test(digits)) return `+${digits}`;
  return null;
}

/** Public: the SMS provider calls them, signed (`X-Twilio-Signature`); the body is form-encoded. */
export const smsEndpoints = {
  webhook: defineEndpoint({
    method: 'POST',
    path: '/sms/webhooks/:platform/:kind',
    params: smsWebhookParams,
    query: smsWebhookQuery,
    response: z.object({ received: z.literal(true) }),
    errors: [400, 404],
    tags: ['correspondence'],
    summary: "The SMS provider's signed delivery receipts (status) and replies (inbound, STOP opts out)",
  }),
};

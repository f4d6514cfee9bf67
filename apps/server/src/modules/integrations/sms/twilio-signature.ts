import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The SMS provider's webhook signature, Twilio's scheme
 * (https://www.twilio.com/docs/usage/security#validating-requests): the full URL the provider
 * called, then each POST parameter's name and value sorted by name, HMAC-SHA1 with the account's
 * Auth Token, base64, in `X-Twilio-Signature`.
 */
export const SMS_SIGNATURE_HEADER = 'x-twilio-signature';

export function smsSignature(authToken: string, url: string, params: Readonly<Record<string, string>>): string {
  const data =
    url +
    Object.entries(params)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => key + value)
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `header` signs exactly this URL and these parameters with the Auth Token (compared in constant time). */
export function smsSignatureMatches(header: string | undefined, authToken: string, url: string, params: Readonly<Record<string, string>>): boolean {
  if (!header) return false;
  const expected = Buffer.from(smsSignature(authToken, url, params));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

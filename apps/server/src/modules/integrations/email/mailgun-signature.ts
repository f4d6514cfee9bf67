import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The email provider's webhook signature, Mailgun's scheme
 * (https://documentation.mailgun.com/docs/mailgun/user-manual/webhooks/securing-webhooks): the
 * body's `signature.timestamp` (seconds) and `signature.token` (50 random characters) concatenated
 * without a separator, HMAC-SHA256 with the HTTP webhook signing key, in hex as `signature.signature`.
 */
export function emailWebhookSignature(signingKey: string, timestamp: string, token: string): string {
  return createHmac('sha256', signingKey)
    .update(timestamp + token, 'utf8')
    .digest('hex');
}

/** Whether `signature` signs this timestamp and token with the key (compared in constant time). */
export function emailWebhookSignatureMatches(signingKey: string, timestamp: string, token: string, signature: string): boolean {
  const expected = Buffer.from(emailWebhookSignature(signingKey, timestamp, token));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

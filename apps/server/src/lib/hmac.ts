import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `text` with `secret`, hex: what providers sign webhooks with (`${timestamp}.${body}` for Stripe's and Lob's). */
export const hmacSha256Hex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Whether `given` is exactly the hex digest `expected`, compared in constant time. */
export function sameHexDigest(given: string, expected: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
}

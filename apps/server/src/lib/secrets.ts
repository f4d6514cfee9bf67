import crypto from 'node:crypto';

/** Random URL-safe token for cookies and emailed links. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/** Tables keep only this hash of a token or code, never the value itself. */
export const hashSecret = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/** Constant-time comparison of two strings (hashes, states). */
export function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

import { hmacSha256Hex as hmac, sameHexDigest } from '../../../lib/hmac';

/** The signature header of the provider's webhooks (Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.payload")>`). */
export const SIGNATURE_HEADER = 'stripe-signature';

/** How old a signed event may be: older ones are refused as replays. */
const TOLERANCE_SECONDS = 300;

/**
 * The webhook signing secret of an account, derived from its secret key: the sandbox signs with it
 * and Wattle checks with it, so connecting the card's keys is all a company does.
 */
export const webhookSecretOf = (secretKey: string) => `whsec_${hmac(secretKey, 'webhook signing secret').slice(0, 40)}`;

/** The header for `payload` signed at `timestamp` (unix seconds). */
export const signatureHeader = (secret: string, payload: string, timestamp: number) => `t=${timestamp},v1=${hmac(secret, `${timestamp}.${payload}`)}`;

/** Whether the header signs exactly `payload` with `secret`, recently: any of its v1 signatures, compared in constant time. */
export function signatureMatches(header: string | undefined, payload: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isSafeInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = hmac(secret, `${timestamp}.${payload}`);
  return parts.some(([k, v]) => k === 'v1' && v !== undefined && sameHexDigest(v, expected));
}

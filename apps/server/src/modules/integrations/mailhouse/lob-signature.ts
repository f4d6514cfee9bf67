import { hmacSha256Hex, sameHexDigest } from '../../../lib/hmac';

/**
 * The mail house's webhook signature, Lob's scheme (docs.lob.com "Webhooks", securing your
 * endpoint): `Lob-Signature` is the hex HMAC-SHA256, with the webhook's secret, of
 * `${Lob-Signature-Timestamp}.${raw body}`.
 */
export const LOB_SIGNATURE_HEADER = 'lob-signature';
export const LOB_TIMESTAMP_HEADER = 'lob-signature-timestamp';

export const lobSignature = (secret: string, timestamp: string, rawBody: string) => hmacSha256Hex(secret, `${timestamp}.${rawBody}`);

/** Whether the headers sign exactly this body with the secret (compared in constant time). */
export function lobSignatureMatches(signature: string | undefined, timestamp: string | undefined, secret: string, rawBody: string): boolean {
  if (!signature || !timestamp) return false;
  return sameHexDigest(signature, lobSignature(secret, timestamp, rawBody));
}

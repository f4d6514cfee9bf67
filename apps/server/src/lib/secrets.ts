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

/**
 * Encrypts credentials kept in the database (integration tokens and keys) with AES-256-GCM:
 * `v1.{iv}.{tag}.{ciphertext}`, base64url. The key is SECRETS_KEY's (config.ts); a tampered or
 * foreign value fails to open rather than giving garbage.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: string): SecretBox {
  // Any text of SECRETS_KEY works: its SHA-256 is the 32-byte key.
  const k = crypto.createHash('sha256').update(key).digest();
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', k, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) throw new Error('not a sealed secret');
      const decipher = crypto.createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** PKCE (RFC 7636): a verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = newToken();
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

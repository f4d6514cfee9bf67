import { Secret, TOTP } from 'otpauth';
import { AUTH_LIMITS, MFA_CODE_LENGTH } from '@wattle/contract';

const ISSUER = 'Wattle';

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: MFA_CODE_LENGTH, period: AUTH_LIMITS.totpPeriodSeconds, secret: Secret.fromBase32(secret) });

/** A new random 160-bit secret, base32 as authenticator apps expect. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, username: string) => totpFor(secret, username).toString();

/**
 * The RFC 6238 time step the code belongs to (±1 step of now), or null when it matches none
 * or belongs to a step at or before `lastUsedStep` (a replay).
 */
export function matchTotpStep(secret: string, code: string, lastUsedStep: number | null, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: AUTH_LIMITS.totpWindow });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / AUTH_LIMITS.totpPeriodSeconds) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

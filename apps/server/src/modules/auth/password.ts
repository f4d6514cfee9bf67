import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { texts } from '@wattle/contract';
import { badRequest } from '../../lib/errors';
import { isCommonPassword } from './common-passwords';

// argon2id with the library defaults (m=19 MiB, t=2, p=1): OWASP's minimum recommendation.
export const hashPassword = (password: string) => hash(password);
/**
 * Hashes a password a person chose (reset, invitation link, property manager, trial company): on
 * top of the contract's rules (`newPasswordSchema`), one on the common-password list is a 400.
 */
export async function hashNewPassword(password: string) {
  if (await isCommonPassword(password)) throw badRequest(texts.reset.passwordCommon);
  return hashPassword(password);
}
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

/** A hash no password matches, verified for unknown usernames so they cost the same time as known ones. */
let dummyHash: Promise<string> | undefined;
export const unknownUserHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url')));

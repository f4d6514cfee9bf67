import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1): OWASP's minimum recommendation.
export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

/** A hash no password matches, verified for unknown usernames so they cost the same time as known ones. */
let dummyHash: Promise<string> | undefined;
export const unknownUserHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url')));

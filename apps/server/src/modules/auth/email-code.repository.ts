import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AUTH_LIMITS, MFA_CODE_LENGTH } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { mfaEmailCodes } from '../../db/schema/index';
import { hashSecret, sameSecret } from '../../lib/secrets';

export type EmailCodePurpose = 'sign-in' | 'set-up' | 'confirm';
export type EmailCodeCheck = 'accepted' | 'wrong' | 'expired';

const codeHash = (userId: number, purpose: EmailCodePurpose, code: string) => hashSecret(`${userId}:${purpose}:${code}`);

/** Issues a fresh 6-digit code (replacing any earlier one) and returns it for the email. */
export async function issueEmailCode(db: Db | Tx, userId: number, purpose: EmailCodePurpose): Promise<string> {
  const code = crypto
    .randomInt(0, 10 ** MFA_CODE_LENGTH)
    .toString()
    .padStart(MFA_CODE_LENGTH, '0');
  const values = {
    codeHash: codeHash(userId, purpose, code),
    attempts: 0,
    expiresAt: sql`now() + make_interval(mins => ${AUTH_LIMITS.emailCodeMinutes})`,
    createdAt: sql`now()`,
  };
  await db
    .insert(mfaEmailCodes)
    .values({ userId, purpose, ...values })
    .onConflictDoUpdate({ target: [mfaEmailCodes.userId, mfaEmailCodes.purpose], set: values });
  return code;
}

/**
 * Checks a code: a match is consumed; a miss uses up one of the limited attempts; a code past
 * its time or its attempts is 'expired' and a new one must be sent.
 */
export async function checkEmailCode(db: Db | Tx, userId: number, purpose: EmailCodePurpose, code: string): Promise<EmailCodeCheck> {
  const where = and(eq(mfaEmailCodes.userId, userId), eq(mfaEmailCodes.purpose, purpose));
  const [row] = await db
    .update(mfaEmailCodes)
    .set({ attempts: sql`${mfaEmailCodes.attempts} + 1` })
    .where(and(where, sql`${mfaEmailCodes.expiresAt} > now()`, sql`${mfaEmailCodes.attempts} < ${AUTH_LIMITS.emailCodeMaxAttempts}`))
    .returning({ codeHash: mfaEmailCodes.codeHash });
  if (!row) return 'expired';
  if (!sameSecret(row.codeHash, codeHash(userId, purpose, code))) return 'wrong';
  await db.delete(mfaEmailCodes).where(where);
  return 'accepted';
}

import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { AUTH_LIMITS, resetPaths, texts, type ResetPasswordRequest } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import type { MailMessage } from '../../lib/mailer';
import { hashSecret, newToken } from '../../lib/secrets';
import { findUserForLogin, type ClientInfo } from './auth.service';
import { clearFailures } from './lockout.repository';
import { hashNewPassword } from './password';
import { deleteUserSessions } from './session.repository';

/**
 * A single-use reset link for an active user with an email address, or null for anyone else.
 * At most one link a minute per user; a new link replaces any earlier unused one.
 */
export async function createResetLink(db: Db, username: string, publicUrl: string, client: ClientInfo): Promise<MailMessage | null> {
  const found = await findUserForLogin(db, username);
  if (!found || !found.user.isActive || !found.user.emailAddress) return null;
  const { user } = found;
  const [recent] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, sql`now() - interval '1 minute'`)));
  if (recent) return null;

  const link = await db.transaction(async (tx) => {
    await audit(tx, { event: 'password.reset-requested', companyId: user.companyId, userId: user.id, username: user.username, ipAddress: client.ipAddress });
    return issueSetPasswordLink(tx, user, AUTH_LIMITS.resetTokenMinutes, publicUrl);
  });
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return { to: user.emailAddress, subject: texts.reset.emailSubject, text: texts.reset.emailBody(displayName, link, AUTH_LIMITS.resetTokenMinutes) };
}

/**
 * A single-use link to /reset-password that sets the user's password within `minutes`, replacing
 * any earlier unused one: the reset flow's link, also sent with a staff invitation.
 */
export async function issueSetPasswordLink(tx: Db | Tx, user: { id: number; username: string }, minutes: number, publicUrl: string): Promise<string> {
  const token = newToken();
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashSecret(token), expiresAt: sql`now() + make_interval(mins => ${minutes})` });
  const link = new URL(resetPaths.page, publicUrl);
  link.searchParams.set('user', user.username);
  link.searchParams.set('guid', token);
  return link.toString();
}

/**
 * Sets a new password through an unused, unexpired link of that user; the link is spent, every
 * session of the user ends and any lock-out is lifted.
 */
export async function resetPassword(db: Db, input: ResetPasswordRequest, client: ClientInfo) {
  const found = await findUserForLogin(db, input.username);
  const passwordHash = await hashNewPassword(input.password);
  const changed = await db.transaction(async (tx) => {
    if (!found?.user.isActive) return false;
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSecret(input.guid)),
          eq(passwordResetTokens.userId, found.user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!spent) return false;
    const { user } = found;
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), ne(passwordResetTokens.id, spent.id)));
    await deleteUserSessions(tx, user.id);
    await audit(tx, {
      event: 'password.changed',
      detail: 'reset link',
      companyId: user.companyId,
      userId: user.id,
      username: user.username,
      ipAddress: client.ipAddress,
    });
    return true;
  });
  if (!changed) throw badRequest(texts.reset.linkInvalid);
  await clearFailures(db, input.username);
}

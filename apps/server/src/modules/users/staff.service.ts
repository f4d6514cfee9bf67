import { eq } from 'drizzle-orm';
import { AUTH_LIMITS, rolesBeyondOwn, texts, type Envelope, type InviteStaffRequest } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { companies, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { newToken } from '../../lib/secrets';
import { addNewUserAssignees } from '../activities/user-assignees';
import { hashPassword } from '../auth/password';
import { issueSetPasswordLink } from '../auth/reset.service';

export interface Inviter {
  userId: number;
  username: string;
  roles: readonly string[];
  companyId: number;
  ipAddress: string;
  dataset: 'live' | 'demo';
}

/** A staff user just added, and what their invitation says. */
export interface AddedStaffUser {
  user: { id: number; username: string };
  displayName: string;
  companyName: string;
  emailAddress: string;
}

/**
 * Adds a staff user of the inviter's company who may sign in once they have chosen a password: the
 * password they are created with is a random one nobody knows. Runs in the caller's scoped
 * transaction; the invitation (`invitation`) follows once that has committed. The inviter gives only
 * roles they hold.
 */
export async function addStaffUser(tx: Tx, input: InviteStaffRequest, inviter: Inviter): Promise<AddedStaffUser> {
  const beyond = rolesBeyondOwn(input.roles, inviter.roles);
  if (beyond.length) throw badRequest(texts.staff.rolesNotHeld(beyond));
  const passwordHash = await hashPassword(newToken());
  const userRoles = input.roles.join(',');
  let created: { id: number } | undefined;
  try {
    // A savepoint, so that a taken username leaves the transaction usable for the 409.
    [created] = await tx.transaction((sp) =>
      sp
        .insert(users)
        .values({
          companyId: inviter.companyId,
          username: input.username,
          firstName: input.firstName,
          lastName: input.lastName,
          emailAddress: input.emailAddress,
          userRoles,
          passwordHash,
        })
        .returning({ id: users.id }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(texts.staff.usernameTaken);
    throw error;
  }
  const user = { id: created!.id, username: input.username };
  await addNewUserAssignees(tx, { companyId: inviter.companyId, dataset: inviter.dataset }, user.id);
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, inviter.companyId));
  await audit(tx, {
    event: 'user.invited',
    entity: 'USERS',
    entityId: String(user.id),
    newValues: { username: input.username, firstName: input.firstName, lastName: input.lastName, emailAddress: input.emailAddress, userRoles },
    userId: inviter.userId,
    username: inviter.username,
    ipAddress: inviter.ipAddress,
    dataset: inviter.dataset,
  });
  return { user, displayName: `${input.firstName} ${input.lastName}`.trim(), companyName: company?.name ?? '', emailAddress: input.emailAddress };
}

/**
 * The invitation email, carrying the reset flow's single-use link (valid AUTH_LIMITS.invitationDays).
 * Reset tokens are the sign-in module's (the tenant role may not touch them, migration 0046): the
 * link is issued on the owner connection, after the user was committed.
 */
export async function invitation(db: Db, added: AddedStaffUser, publicUrl: string): Promise<MailMessage> {
  const link = await issueSetPasswordLink(db, added.user, AUTH_LIMITS.invitationDays * 24 * 60, publicUrl);
  return {
    to: added.emailAddress,
    subject: texts.staff.emailSubject,
    text: texts.staff.emailBody(added.displayName, added.companyName, added.user.username, link, AUTH_LIMITS.invitationDays),
  };
}

/** Sends the invitation; a mail failure does not undo the user (a reset link can be asked for later). */
export async function sendInvitation(mailer: Mailer, mail: MailMessage, username: string, log: { error(obj: object, msg: string): void }): Promise<Envelope> {
  try {
    await mailer.send(mail);
    return { isSuccess: true, messages: [{ message: texts.staff.invited(username), messageType: 'Success' }] };
  } catch (error) {
    log.error({ err: error }, 'staff invitation email failed');
    return { isSuccess: true, messages: [{ message: texts.staff.invitationNotSent(username), messageType: 'Warning' }] };
  }
}

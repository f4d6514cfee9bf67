import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { texts, type Dataset, type MfaMethod, type SessionUser } from '@wattle/contract';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { AppError, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { clearFailures, isLockedOut, recordFailure, usernameKey } from './lockout.repository';
import { unknownUserHash, verifyPassword } from './password';
import { createSession } from './session.repository';
import type { SecretBox } from '../../lib/secrets';
import { matchTotpStep } from './totp';
import { openTotpSecret } from './totp-secret';

/** Where a sign-in comes from, for the audit log and the session record. */
export interface ClientInfo {
  ipAddress: string;
  userAgent?: string;
}

export type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserForLogin>>>;
export type SignInStep = 'password' | 'totp' | 'email' | 'sso';

export async function findUserForLogin(db: Db, username: string) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.username})`, usernameKey(username)))
    .limit(1);
  return row;
}

export function toSessionUser(user: typeof users.$inferSelect, company: { code: string; freeTrial: boolean }, dataset: Dataset): SessionUser {
  return {
    username: user.username,
    displayName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    companyCode: company.code,
    emailAddress: user.emailAddress,
    userRoles: user.userRoles,
    demoMode: dataset === 'demo',
    freeTrial: company.freeTrial,
  };
}

/** The second steps the user has switched on, the authenticator first (it is preferred). */
export function mfaMethodsOf(user: typeof users.$inferSelect): MfaMethod[] {
  const methods: MfaMethod[] = [];
  if (user.mfaTotpEnabled && user.mfaTotpSecret) methods.push('totp');
  if (user.mfaEmailEnabled && user.emailAddress) methods.push('email');
  return methods;
}

const lockedOut = () => tooManyRequests(texts.login.lockedOut);

/**
 * Username and password, with the same work and the same answer whether or not the name exists
 * (an unknown name is verified against a dummy hash). Refuses while the name is locked out.
 */
export async function checkCredentials(db: Db, username: string, password: string, client: ClientInfo): Promise<LoginUser> {
  if (await isLockedOut(db, { username, address: client.ipAddress })) throw lockedOut();
  const found = await findUserForLogin(db, username);
  const passwordOk = await verifyPassword(found?.user.passwordHash ?? (await unknownUserHash()), password);
  if (found && found.user.isActive && passwordOk) return found;
  return refuseSignIn(db, username, found, client, 'password', unauthorized(texts.login.invalidCredentials));
}

/** Counts a failed step towards the lock-out, audits it for a known user, and throws `error` (or the lock-out). */
export async function refuseSignIn(
  db: Db,
  username: string,
  found: LoginUser | undefined,
  client: ClientInfo,
  step: SignInStep,
  error: AppError,
): Promise<never> {
  const locked = await recordFailure(db, { username, address: client.ipAddress });
  if (found) {
    const who = { companyId: found.user.companyId, userId: found.user.id, username: found.user.username, ipAddress: client.ipAddress };
    await audit(db, { ...who, event: 'login.failed', detail: step });
    if (locked) await audit(db, { ...who, event: 'login.locked-out' });
  }
  throw locked ? lockedOut() : error;
}

/**
 * A free-trial company whose trial has ended (`companies.trial_ends_at`) signs nobody in: 403 with
 * the contract's text, audited, after the right password only (so it says nothing to a guesser).
 * Both ways a sign-in makes a session ask it: the second step's start and the finished sign-in.
 */
async function assertTrialOpen(db: Db, found: LoginUser, client: ClientInfo) {
  const { freeTrial, trialEndsAt } = found.company;
  if (!freeTrial || !trialEndsAt || new Date(trialEndsAt).getTime() > Date.now()) return;
  const who = { companyId: found.user.companyId, userId: found.user.id, username: found.user.username, ipAddress: client.ipAddress };
  await audit(db, { ...who, event: 'login.failed', detail: 'trial-ended' });
  throw forbidden(texts.login.trialEnded);
}

/** The first step passed and a second one is on: a short-lived session that only the second-step routes accept. */
export async function startSecondStep(db: Db, found: LoginUser, dataset: Dataset, client: ClientInfo) {
  await assertTrialOpen(db, found, client);
  return createSession(db, { userId: found.user.id, companyId: found.user.companyId, dataset, state: 'mfa', ...client });
}

/** Sign-in complete: a new session (a new id, whatever came before), the failure count cleared, audited. */
export async function openSession(db: Db, found: LoginUser, dataset: Dataset, client: ClientInfo, step: SignInStep) {
  await assertTrialOpen(db, found, client);
  await clearFailures(db, found.user.username);
  const token = await createSession(db, { userId: found.user.id, companyId: found.user.companyId, dataset, state: 'active', ...client });
  await audit(db, {
    event: 'login.success',
    detail: step,
    companyId: found.user.companyId,
    dataset,
    userId: found.user.id,
    username: found.user.username,
    ipAddress: client.ipAddress,
  });
  return { token, user: toSessionUser(found.user, found.company, dataset) };
}

/**
 * Accepts an authenticator code of a user whose authenticator is on, once: the matched time step
 * is stored, and a step at or before the stored one is refused, so a code cannot be used twice
 * (even by two requests at once). The secret is stored sealed again, which seals one kept plain
 * from before secrets were sealed (totp-secret.ts).
 */
export async function acceptTotp(db: Pick<Db, 'update'>, box: SecretBox, user: typeof users.$inferSelect, code: string): Promise<boolean> {
  if (!user.mfaTotpEnabled || !user.mfaTotpSecret) return false;
  const secret = openTotpSecret(box, user.mfaTotpSecret);
  const step = matchTotpStep(secret, code, user.mfaTotpLastStep);
  if (step === null) return false;
  const updated = await db
    .update(users)
    .set({ mfaTotpLastStep: step, mfaTotpSecret: box.seal(secret) })
    .where(and(eq(users.id, user.id), or(isNull(users.mfaTotpLastStep), lt(users.mfaTotpLastStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

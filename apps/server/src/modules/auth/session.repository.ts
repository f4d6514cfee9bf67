import { and, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { AUTH_LIMITS, PARAMS, type Dataset } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { companies, sessions, systemParameters, users } from '../../db/schema/index';
import { hashSecret, newToken } from '../../lib/secrets';

export type SessionState = 'active' | 'mfa';

export interface NewSession {
  userId: number;
  companyId: number;
  dataset: Dataset;
  state: SessionState;
  ipAddress?: string;
  userAgent?: string;
}

/** A whole-number system parameter of a company's dataset, or the default when absent or not a number. */
const numberParameter = (code: string, fallback: number, companyId: SQL | number, dataset: SQL | string) =>
  sql<number>`coalesce((select case when ${systemParameters.parameter} ~ '^[0-9]+$' then ${systemParameters.parameter}::integer end
     from ${systemParameters}
     where ${systemParameters.companyId} = ${companyId} and ${systemParameters.dataset} = ${dataset}
       and ${systemParameters.code} = ${code}), ${fallback})`;

/**
 * Creates a session and returns the cookie token (the table keeps only its hash). An active
 * session lives SESSION_ABSOLUTE_HOURS; one waiting for its second step lives a few minutes.
 */
export async function createSession(db: Db | Tx, input: NewSession): Promise<string> {
  const token = newToken();
  const lifetime =
    input.state === 'mfa'
      ? sql`make_interval(mins => ${AUTH_LIMITS.mfaPendingMinutes})`
      : sql`make_interval(hours => ${numberParameter(PARAMS.sessionAbsoluteHours, AUTH_LIMITS.sessionAbsoluteHours, input.companyId, input.dataset)})`;
  await db.insert(sessions).values({ id: hashSecret(token), ...input, expiresAt: sql`now() + ${lifetime}` });
  return token;
}

/** The live session behind a cookie token: not expired, not idle longer than SESSION_IDLE_MINUTES, user active. */
export async function findSession(db: Db, token: string) {
  const idleMinutes = numberParameter(PARAMS.sessionIdleMinutes, AUTH_LIMITS.sessionIdleMinutes, sql`${sessions.companyId}`, sql`${sessions.dataset}`);
  const [row] = await db
    .select({
      id: sessions.id,
      state: sessions.state,
      dataset: sessions.dataset,
      lastSeenAt: sessions.lastSeenAt,
      user: users,
      companyCode: companies.code,
      freeTrial: companies.freeTrial,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(
      and(
        eq(sessions.id, hashSecret(token)),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

/** Records activity at most once a minute so reads stay reads. */
export async function touchSession(db: Db, id: string, lastSeenAt: string) {
  if (Date.now() - new Date(lastSeenAt).getTime() < 60_000) return;
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db | Tx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user, or every one but `keepSessionId` (password change, MFA removal). */
export async function deleteUserSessions(db: Db | Tx, userId: number, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

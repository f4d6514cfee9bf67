import { and, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { AUTH_LIMITS, PARAMS, type Dataset } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { companies, sessions, systemParameters, users } from '../../db/schema/index';
import { hashSecret, newToken } from '../../lib/secrets';

type SessionState = 'active' | 'mfa';

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

const seconds = (interval: SQL) => sql<number>`extract(epoch from ${interval})::float8`;

/**
 * The live session with this id (the hash of its cookie token): not expired, not idle longer
 * than SESSION_IDLE_MINUTES, user active. Also how long it stays valid, by the database clock:
 * seconds to its absolute end, to its idle end, the idle allowance, and seconds since last seen.
 */
export async function findSession(db: Db, id: string) {
  const idleMinutes = numberParameter(PARAMS.sessionIdleMinutes, AUTH_LIMITS.sessionIdleMinutes, sql`${sessions.companyId}`, sql`${sessions.dataset}`);
  const idle = sql`make_interval(mins => ${idleMinutes})`;
  const [row] = await db
    .select({
      id: sessions.id,
      state: sessions.state,
      dataset: sessions.dataset,
      lastSeenAt: sessions.lastSeenAt,
      user: users,
      companyCode: companies.code,
      freeTrial: companies.freeTrial,
      expiresIn: seconds(sql`${sessions.expiresAt} - now()`),
      idleLeft: seconds(sql`${sessions.lastSeenAt} + ${idle} - now()`),
      idleAllowance: seconds(idle),
      seenAgo: seconds(sql`now() - ${sessions.lastSeenAt}`),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, sql`now() - ${idle}`), eq(users.isActive, true)))
    .limit(1);
  return row;
}

/** Activity is recorded at most this often, so reads stay reads (the idle end moves by minutes). */
export const TOUCH_EVERY_SECONDS = 60;

/** Records activity: last seen now (never moved backwards). */
export const touchSession = (db: Db, id: string) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, now())` })
    .where(eq(sessions.id, id));

export async function deleteSession(db: Db | Tx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user, or every one but `keepSessionId` (password change, MFA removal). */
export async function deleteUserSessions(db: Db | Tx, userId: number, keepSessionId?: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** Deletes the sessions past their absolute end (the hourly job of jobs/session-purge.ts); answers how many. */
export async function purgeExpiredSessions(db: Db) {
  const purged = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return purged.length;
}

import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Dataset } from '@wattle/contract';
import type { Db } from '../../db/client';
import { companies, sessions, users } from '../../db/schema/index';

/** The cookie holds a random token; the table keeps only its hash. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
export const newToken = () => crypto.randomBytes(32).toString('base64url');

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMinutes: 120, absoluteHours: 12 };

export async function createSession(
  db: Db,
  input: { userId: number; companyId: number; dataset: Dataset; state: 'active' | 'mfa'; ipAddress?: string; userAgent?: string },
  policy: SessionPolicy,
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000).toISOString();
  await db.insert(sessions).values({ id: hashToken(token), ...input, expiresAt });
  return token;
}

export async function findSession(db: Db, token: string, policy: SessionPolicy) {
  const idleCutoff = new Date(Date.now() - policy.idleMinutes * 60_000).toISOString();
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
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleCutoff), eq(users.isActive, true)))
    .limit(1);
  return row;
}

/** Records activity at most once a minute so reads stay reads. */
export async function touchSession(db: Db, id: string, lastSeenAt: string) {
  if (Date.now() - new Date(lastSeenAt).getTime() < 60_000) return;
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

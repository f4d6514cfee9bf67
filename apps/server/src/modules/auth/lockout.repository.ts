import { and, eq, or, sql } from 'drizzle-orm';
import { AUTH_LIMITS } from '@wattle/contract';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

/** Lock-outs are kept per lower-cased username, known or not, so they reveal nothing about which names exist. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/** Who is counted: the username tried, and the address it was tried from. */
export interface Attempt {
  username: string;
  address: string;
}

const byName = (username: string) => and(eq(loginFailures.kind, 'username'), eq(loginFailures.key, usernameKey(username)));
const byAddress = (address: string) => and(eq(loginFailures.kind, 'address'), eq(loginFailures.key, address));

/** Whether the username or the address is locked out now. */
export async function isLockedOut(db: Db, attempt: Attempt): Promise<boolean> {
  const rows = await db
    .select({ locked: sql<boolean>`${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} > now()` })
    .from(loginFailures)
    .where(or(byName(attempt.username), byAddress(attempt.address)));
  return rows.some((r) => r.locked);
}

/**
 * Counts one more consecutive failure (a count older than the lock-out period starts again) and
 * locks the key once `limit` is reached. Returns true when this failure locked it.
 */
async function countFailure(db: Db, kind: 'username' | 'address', key: string, limit: number): Promise<boolean> {
  const stale = sql`${loginFailures.lastFailureAt} < now() - make_interval(mins => ${AUTH_LIMITS.lockoutMinutes})`;
  const [row] = await db
    .insert(loginFailures)
    .values({ kind, key, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.kind, loginFailures.key],
      set: { failures: sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`, lastFailureAt: sql`now()` },
    })
    .returning({ failures: loginFailures.failures });
  if ((row?.failures ?? 0) < limit) return false;
  await db
    .update(loginFailures)
    .set({ failures: 0, lockedUntil: sql`now() + make_interval(mins => ${AUTH_LIMITS.lockoutMinutes})` })
    .where(and(eq(loginFailures.kind, kind), eq(loginFailures.key, key)));
  return true;
}

/**
 * Counts a failed step against the username (locked after AUTH_LIMITS.lockoutFailures) and against
 * the address (locked after addressLockoutFailures, however many names it tried). Returns true
 * when this failure locked either.
 */
export async function recordFailure(db: Db, attempt: Attempt): Promise<boolean> {
  const name = await countFailure(db, 'username', usernameKey(attempt.username), AUTH_LIMITS.lockoutFailures);
  const address = await countFailure(db, 'address', attempt.address, AUTH_LIMITS.addressLockoutFailures);
  return name || address;
}

/** A successful sign-in or reset clears the username's count; the address's count runs out by itself. */
export async function clearFailures(db: Db, username: string) {
  await db.delete(loginFailures).where(byName(username));
}

import { eq, sql } from 'drizzle-orm';
import { AUTH_LIMITS } from '@wattle/contract';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

/** Lock-outs are kept per lower-cased username, known or not, so they reveal nothing about which names exist. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export async function isLockedOut(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ locked: sql<boolean>`${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} > now()` })
    .from(loginFailures)
    .where(eq(loginFailures.usernameKey, key));
  return row?.locked ?? false;
}

/**
 * Counts one more consecutive failure (a count older than the lock-out period starts again) and
 * locks the name once the limit is reached. Returns true when this failure locked it.
 */
export async function recordFailure(db: Db, key: string): Promise<boolean> {
  const stale = sql`${loginFailures.lastFailureAt} < now() - make_interval(mins => ${AUTH_LIMITS.lockoutMinutes})`;
  const [row] = await db
    .insert(loginFailures)
    .values({ usernameKey: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.usernameKey,
      set: { failures: sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`, lastFailureAt: sql`now()` },
    })
    .returning({ failures: loginFailures.failures });
  if ((row?.failures ?? 0) < AUTH_LIMITS.lockoutFailures) return false;
  await db
    .update(loginFailures)
    .set({ failures: 0, lockedUntil: sql`now() + make_interval(mins => ${AUTH_LIMITS.lockoutMinutes})` })
    .where(eq(loginFailures.usernameKey, key));
  return true;
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, key));
}

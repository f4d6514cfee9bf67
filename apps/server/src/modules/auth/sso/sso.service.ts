import { and, eq } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Db } from '../../../db/client';
import { companies, users } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/postgres-errors';
import { openSession, type ClientInfo } from '../auth.service';
import { isLockedOut } from '../lockout.repository';

/**
 * Signs in the one active user who linked this provider subject (live dataset). Null when nobody
 * linked it or the user is locked out: never a look-up by email address.
 */
export async function signInWithSso(db: Db, subject: string, client: ClientInfo) {
  const [found] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.accountingSubject, subject), eq(users.isActive, true)));
  if (!found || (await isLockedOut(db, { username: found.user.username, address: client.ipAddress }))) return null;
  return openSession(db, found, 'live', client, 'sso');
}

/**
 * Links the provider subject to the user; refused when another user linked it already (the
 * unique index decides between two links made at once).
 */
export async function linkSsoIdentity(db: Db, userId: number, subject: string) {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.accountingSubject, subject));
  if (holder && holder.id !== userId) throw conflict(texts.settings.signInWithTaken);
  try {
    await db.update(users).set({ accountingSubject: subject }).where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(texts.settings.signInWithTaken);
    throw error;
  }
}

export async function unlinkSsoIdentity(db: Db, userId: number) {
  await db.update(users).set({ accountingSubject: null }).where(eq(users.id, userId));
}

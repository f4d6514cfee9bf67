import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, users } from '../../../db/schema/index';
import { openSession, type ClientInfo } from '../auth.service';
import { isLockedOut } from '../lockout.repository';
import type { SsoIdentity } from './sso-provider';

/** The one active user with this email address; null when none or several have it. */
export async function findSsoUser(db: Db, email: string) {
  const matches = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sql`lower(${users.emailAddress})`, email.trim().toLowerCase()), eq(users.isActive, true)))
    .limit(2);
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * Signs in the one active user whose email address the provider vouched for (live dataset).
 * Null when no user or several users have that address, or the user is locked out.
 */
export async function signInWithSso(db: Db, identity: SsoIdentity, client: ClientInfo) {
  const found = await findSsoUser(db, identity.email);
  if (!found || (await isLockedOut(db, { username: found.user.username, address: client.ipAddress }))) return null;
  return openSession(db, found, 'live', client, 'sso');
}

import { eq, sql } from 'drizzle-orm';
import type { Dataset, SessionUser } from '@wattle/contract';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema/index';

export async function findUserForLogin(db: Db, username: string) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

export function toSessionUser(
  user: typeof users.$inferSelect,
  company: { code: string; freeTrial: boolean },
  dataset: Dataset,
): SessionUser {
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

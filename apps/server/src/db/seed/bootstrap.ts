import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { hashPassword } from '../../modules/auth/password';
import type { Database } from '../client';
import { companies, users } from '../schema/index';
import { seedReferenceData } from './reference';

/**
 * First start on an empty store: the company, its administrator and the reference data of
 * its live dataset. Later starts find the company and do nothing.
 */
export async function ensureBootstrap(database: Database, config: Config, log: Pick<FastifyBaseLogger, 'info'>) {
  const { db } = database;
  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, config.companyCode)).limit(1);
  if (existing) return { companyId: existing.id, created: false };

  const companyId = await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ code: config.companyCode, name: config.companyCode }).returning({ id: companies.id });
    await tx.insert(users).values({
      companyId: company!.id,
      username: config.admin.username,
      firstName: 'System',
      lastName: 'Administrator',
      emailAddress: config.admin.email,
      userRoles: 'ADMIN,DEVELOPER',
      passwordHash: await hashPassword(config.admin.password),
    });
    await seedReferenceData(tx, company!.id, 'live');
    await seedReferenceData(tx, company!.id, 'demo');
    return company!.id;
  });
  log.info(
    { company: config.companyCode, admin: config.admin.username, email: config.admin.email },
    `created company ${config.companyCode} with administrator '${config.admin.username}' (roles ADMIN,DEVELOPER)`,
  );
  return { companyId, created: true };
}

import { eq, sql } from 'drizzle-orm';
import { FREE_TRIAL_DAYS, newPasswordSchema, ROLES } from '@wattle/contract';
import { hashNewPassword } from '../../modules/auth/password';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema/index';
import { seedReferenceData } from '../reference';

export interface TrialCompanyOptions {
  code: string;
  username: string;
  password: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  days?: number;
}

const DAY_MS = 86_400_000;

/**
 * A free-trial company (spec 1 §1): its reference data, and one administrator who lands on the
 * Getting-started page after sign-in. Refuses a taken company code or username.
 */
export async function createTrialCompany(db: Db, options: TrialCompanyOptions, now = new Date()) {
  const password = newPasswordSchema.safeParse(options.password);
  if (!password.success) throw new Error(password.error.issues[0]!.message);
  const code = options.code.trim().toUpperCase();
  if (!/^[A-Z0-9_]{2,20}$/.test(code)) throw new Error('The company code must be 2 to 20 letters, digits or underscores.');
  const username = options.username.trim();
  if (!username || /\s/.test(username)) throw new Error('The username must be one word.');
  const days = options.days ?? FREE_TRIAL_DAYS;
  const trialEndsAt = new Date(now.getTime() + days * DAY_MS).toISOString();

  return db.transaction(async (tx) => {
    if ((await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, code))).length) throw new Error(`Company ${code} already exists.`);
    if (
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
      ).length
    ) {
      throw new Error(`Username ${username} is taken.`);
    }
    const [company] = await tx
      .insert(companies)
      .values({ code, name: options.name?.trim() || code, freeTrial: true, trialEndsAt })
      .returning({ id: companies.id });
    await tx.insert(users).values({
      companyId: company!.id,
      username,
      firstName: options.firstName ?? '',
      lastName: options.lastName ?? '',
      emailAddress: options.email ?? '',
      userRoles: ROLES.admin,
      passwordHash: await hashNewPassword(password.data),
    });
    await seedReferenceData(tx, company!.id, 'live');
    await seedReferenceData(tx, company!.id, 'demo');
    return { companyId: company!.id, code, username, trialEndsAt };
  });
}

import { and, eq, type SQL } from 'drizzle-orm';
import { businessDateIn, knownTimeZone, PARAMS } from '@wattle/contract';
import type { Db, Tx } from '../db/client';
import { systemParameters } from '../db/schema/index';
import type { Scope } from '../db/tenancy';

/** The clock company dates and schedules are reckoned from; tests set `now` to a chosen instant. */
export const businessClock = { now: (): Date => new Date() };

/**
 * The company's time zone: its TIME_ZONE system parameter (DEFAULT_TIME_ZONE when unset or
 * unknown). Within a scoped transaction row-level security picks the company; an unscoped handle
 * (seeding) names it.
 */
export async function companyTimeZone(tx: Tx | Db, scope?: Scope): Promise<string> {
  const conditions: SQL[] = [eq(systemParameters.code, PARAMS.timeZone)];
  if (scope) conditions.push(eq(systemParameters.companyId, scope.companyId), eq(systemParameters.dataset, scope.dataset));
  const [row] = await tx
    .select({ timeZone: systemParameters.parameter })
    .from(systemParameters)
    .where(and(...conditions));
  return knownTimeZone(row?.timeZone);
}

/** "Today" for the company: the date in its time zone (contract businessDateIn), not the server clock's. */
export async function businessDate(tx: Tx | Db, scope?: Scope): Promise<string> {
  return businessDateIn(await companyTimeZone(tx, scope), businessClock.now());
}

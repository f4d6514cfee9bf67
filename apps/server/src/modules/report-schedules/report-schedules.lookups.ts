import { and, asc, eq, sql } from 'drizzle-orm';
import { REPORT_RECIPIENT_LOOKUP } from '@wattle/contract';
import { lookups, reports, users } from '../../db/schema/index';
import { registerLookup } from '../lookups/lookup.registry';
import { SCHEDULE_LOOKUPS, userName } from './report-schedules.repository';

/** The Report picker of a schedule (spec 2 §2.10 REPORT_LOOKUP): the company's reports by name, valued by id. */
registerLookup('REPORT_LOOKUP', (tx) =>
  tx
    .select({ value: sql<string>`${reports.id}::text`, display: reports.name })
    .from(reports)
    .orderBy(asc(reports.name)),
);

/**
 * The Department picker (DEPARTMENTS): the generic list's active values, valued by their row id,
 * which is what a schedule's departmentId holds.
 */
registerLookup(SCHEDULE_LOOKUPS.departments, (tx) =>
  tx
    .select({ value: sql<string>`${lookups.id}::text`, display: lookups.display })
    .from(lookups)
    .where(and(eq(lookups.lookupCode, SCHEDULE_LOOKUPS.departments), eq(lookups.isActive, true)))
    .orderBy(asc(lookups.sortOrder), asc(lookups.display)),
);

/** The users a schedule may email its file to: the company's active users with an email address, by name, valued by id. */
registerLookup(REPORT_RECIPIENT_LOOKUP, (tx) =>
  tx
    .select({ value: sql<string>`${users.id}::text`, display: sql<string>`${userName} || ' <' || ${users.emailAddress} || '>'` })
    .from(users)
    .where(and(eq(users.isActive, true), sql`trim(${users.emailAddress}) <> ''`))
    .orderBy(asc(userName)),
);

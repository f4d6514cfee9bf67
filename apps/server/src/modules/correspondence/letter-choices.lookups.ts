import { asc, desc, eq, sql } from 'drizzle-orm';
import { CUSTOMER_EMAILS_LIMIT, SPEC_LOOKUP_CODES } from '@wattle/contract';
import { emailRequests, mailMergeSchedules } from '../../db/schema/index';
import { registerLookup } from '../lookups/lookup.registry';

/** The letter dialog's choices as lookups (spec 3 §7 MM_SCHEDULE, CUST_EMAIL), the same rows as its own calls answer. */

/** The company's active mail merge schedules by name, valued by id. */
registerLookup(SPEC_LOOKUP_CODES.mailMergeSchedule, (tx) =>
  tx
    .select({ value: sql<string>`${mailMergeSchedules.id}::text`, display: mailMergeSchedules.name })
    .from(mailMergeSchedules)
    .where(eq(mailMergeSchedules.isActive, true))
    .orderBy(asc(mailMergeSchedules.name), asc(mailMergeSchedules.id)),
);

/**
 * The earlier emails of the customer `customerId` (row-level security keeps them the company's),
 * newest first: "subject (send to, YYYY-MM-DD)", valued by email request id. No customer: none.
 */
registerLookup(SPEC_LOOKUP_CODES.customerEmail, async (tx, parameters) => {
  const customerId = Number(parameters.customerId);
  if (parameters.customerId === undefined || parameters.customerId === null || !Number.isSafeInteger(customerId)) return [];
  const e = emailRequests;
  return tx
    .select({
      value: sql<string>`${e.id}::text`,
      display: sql<string>`${e.emailSubject} || ' (' || ${e.sendTo} || ', ' || to_char(${e.createdAt}, 'YYYY-MM-DD') || ')'`,
    })
    .from(e)
    .where(eq(e.customerId, customerId))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(CUSTOMER_EMAILS_LIMIT);
});

import { asc, eq, sql } from 'drizzle-orm';
import { BULK_LOOKUPS } from '@wattle/contract';
import { customerTypes, mailMergeTemplates } from '../../db/schema/index';
import { registerLookup } from '../lookups/lookup.registry';

/** The Customer types picker of a bulk send: valued by id (CUSTOMERTYPE is valued by code). */
registerLookup(BULK_LOOKUPS.customerTypes, (tx) =>
  tx
    .select({ value: sql<string>`${customerTypes.id}::text`, display: customerTypes.description })
    .from(customerTypes)
    .orderBy(asc(customerTypes.sortOrder)),
);

/** The Mail merge template picker of a bulk send: the active templates by name, valued by id. */
registerLookup(BULK_LOOKUPS.mailMergeTemplates, (tx) =>
  tx
    .select({ value: sql<string>`${mailMergeTemplates.id}::text`, display: mailMergeTemplates.name })
    .from(mailMergeTemplates)
    .where(eq(mailMergeTemplates.isActive, true))
    .orderBy(asc(mailMergeTemplates.name)),
);

import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { datasetColumns, datasetPolicy } from './_tenancy';

/** The kinds of business number a company hands out (modules/numbering). */
export const NUMBER_KINDS = ['customer', 'account'] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

/**
 * The last number handed out per company, dataset and kind. Taking a number updates the row
 * (a row lock held until commit), so concurrent transactions take turns and a rolled-back one
 * gives its number back: no duplicate, no gap.
 */
export const numberCounters = pgTable(
  'number_counters',
  {
    ...datasetColumns(),
    kind: text('kind', { enum: NUMBER_KINDS }).notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dataset, t.kind] }), datasetPolicy()],
);

import { bigint, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './_columns';
import { datasetColumns, datasetPolicy } from './_tenancy';

/** The kinds of business number a company hands out (modules/numbering). */
export const NUMBER_KINDS = ['customer', 'account', 'invoice'] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

/**
 * The last number handed out per company, dataset and kind. Taking a number updates the row
 * (a row lock held until commit), so concurrent transactions take turns and a rolled-back one
 * gives its number back: no duplicate, no gap.
 */
export const numberCounters = pgTable(
  'number_counters',
  {
    id: id(),
    ...datasetColumns(),
    kind: text('kind', { enum: NUMBER_KINDS }).notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('number_counters_kind_uq').on(t.companyId, t.dataset, t.kind), datasetPolicy()],
);

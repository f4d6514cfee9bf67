import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { datasetKey, definitionHash, id } from './_columns';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Generic code/value lists behind `GET /lookups/{code}/values` that need no table of their own:
 * DEPARTMENTS, REPORT_FREQUENCY, TIME_PERIOD, RECEIVED_VIA, STATES, TITLES, RELATIONSHIP_TYPE...
 * `parentValue` lets one list depend on another (a list filtered by a chosen value).
 */
export const lookups = pgTable(
  'lookups',
  {
    id: id(),
    ...datasetColumns(),
    lookupCode: text('lookup_code').notNull(),
    value: text('value').notNull(),
    display: text('display').notNull(),
    parentValue: text('parent_value'),
    sortOrder: integer('sort_order').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    definitionHash: definitionHash(),
    ...stamps(),
  },
  (t) => [uniqueIndex('lookups_code_value_uq').on(t.companyId, t.dataset, t.lookupCode, t.value), datasetKey('lookups', t), datasetPolicy()],
);

import { sql } from 'drizzle-orm';
import { integer, pgPolicy, pgRole, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tenant isolation lives here and in db/tenancy.ts, nowhere else; the restrictive policies that keep
 * a property manager to their buildings are migration 0044's (docs/security.md "Property managers").
 *
 * Every request runs inside a transaction that sets `app.company_id` and `app.dataset`
 * and switches to the non-owner role `wattle_app`; PostgreSQL row-level security then
 * hides and refuses every row of another company or dataset, whatever the query says.
 * The columns default to the current scope, so inserts need not name them.
 */
const appRole = pgRole('wattle_app').existing();

const currentCompany = sql`(nullif(current_setting('app.company_id', true), ''))::integer`;
const currentDataset = sql`nullif(current_setting('app.dataset', true), '')`;

/** Columns of a row owned by a company, shared by its live and demo datasets (users, menus...). */
export const companyColumns = () => ({
  companyId: integer('company_id').notNull().default(currentCompany),
});

/** Columns of a row owned by one dataset (live or demo) of a company: all business data. */
export const datasetColumns = () => ({
  companyId: integer('company_id').notNull().default(currentCompany),
  dataset: text('dataset', { enum: ['live', 'demo'] })
    .notNull()
    .default(currentDataset),
});

export const companyPolicy = () =>
  pgPolicy('company_isolation', {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`company_id = ${currentCompany}`,
    withCheck: sql`company_id = ${currentCompany}`,
  });

export const datasetPolicy = () =>
  pgPolicy('dataset_isolation', {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`company_id = ${currentCompany} and dataset = ${currentDataset}`,
    withCheck: sql`company_id = ${currentCompany} and dataset = ${currentDataset}`,
  });

/** created/updated stamps; `updatedAt` doubles as the optimistic-concurrency version for saves. */
export const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

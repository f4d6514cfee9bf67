import { bigserial, customType, date, foreignKey, numeric, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column and key helpers shared by every schema file.
 *
 * Money is numeric(18,2), tariff rates numeric(18,7), quantities numeric(18,3): PostgreSQL returns
 * them as decimal strings (decimal.js in TypeScript), never JS floating point.
 */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
export const rate = (name: string) => numeric(name, { precision: 18, scale: 7 });
export const quantity = (name: string) => numeric(name, { precision: 18, scale: 3 });
export const day = (name: string) => date(name, { mode: 'string' });
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Binary file content (PostgreSQL bytea; node-postgres gives a Buffer, PGlite a Uint8Array). */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Comma-separated roles that may use a menu entry, report or process; empty means everyone. */
export const roles = () => text('roles').notNull().default('');

/**
 * The hash of the code definition a stored row was written from (seed/definitions.ts); null for
 * a row a company added itself, or one stored before definitions were hashed.
 */
export const definitionHash = () => text('definition_hash');

export const id = () => serial('id').primaryKey();
/** For the few tables that grow by millions (reads, transactions). */
export const bigId = () => bigserial('id', { mode: 'number' }).primaryKey();

interface DatasetKeyed {
  companyId: AnyPgColumn;
  dataset: AnyPgColumn;
  id: AnyPgColumn;
}
interface CompanyKeyed {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
}
type Owner = { companyId: AnyPgColumn; dataset?: AnyPgColumn };

/**
 * (company_id, dataset, id): the key that tenant-safe foreign keys point at. Its index also serves
 * "this dataset's rows in id order" (keyset paging).
 */
export const datasetKey = (table: string, t: DatasetKeyed) => unique(`${table}_dataset_key`).on(t.companyId, t.dataset, t.id);
/** (company_id, id) for company-wide rows that others point at. */
export const companyKey = (table: string, t: CompanyKeyed) => unique(`${table}_company_key`).on(t.companyId, t.id);

/**
 * A foreign key that also matches company and dataset: a row can only point at a row of its own
 * dataset, whatever ids a request forges (row-level security alone does not check references).
 */
export const datasetRef = (table: string, t: Owner, column: AnyPgColumn, parent: DatasetKeyed) =>
  foreignKey({
    name: `${table}_${column.name}_fk`,
    columns: [t.companyId, t.dataset!, column] as never,
    foreignColumns: [parent.companyId, parent.dataset, parent.id] as never,
  });

/** A foreign key to a company-wide row (users, reports...) of the same company. */
export const companyRef = (table: string, t: Owner, column: AnyPgColumn, parent: CompanyKeyed) =>
  foreignKey({
    name: `${table}_${column.name}_fk`,
    columns: [t.companyId, column] as never,
    foreignColumns: [parent.companyId, parent.id] as never,
  });

import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

/**
 * Inserts many rows as one JSON parameter (`json_to_recordset`) instead of a parameter a value:
 * a batch's thousands of invoice lines cost drizzle more to build as SQL than the database to
 * store. Columns not named take their database defaults (company, dataset, stamps), as with
 * drizzle's insert; the first row's keys name the columns (a key left undefined is null); values
 * are what drizzle would send (decimal strings, dates as text, objects for jsonb).
 * `tail` follows the select (`on conflict do nothing returning ...`); the statement's rows are answered.
 */
export async function insertJsonRows<T extends PgTable, Row = never>(tx: Tx, table: T, rows: T['$inferInsert'][], tail?: SQL): Promise<Row[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  const named = keys.map((key) => columns[key]!);
  const list = sql.raw(named.map((c) => `"${c.name}"`).join(', '));
  // The record keeps the rows' own keys, so they are sent as they are: no object rebuilt a row.
  const fields = sql.raw(keys.map((key) => `"${key}"`).join(', '));
  const types = sql.raw(keys.map((key, i) => `"${key}" ${named[i]!.getSQLType()}`).join(', '));
  return sqlRows<Row>(
    tx,
    sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${list}) select ${fields} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${types}) ${tail ?? sql``}`,
  );
}

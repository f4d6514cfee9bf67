import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

/**
 * Inserts many rows as one JSON parameter (`jsonb_to_recordset`) instead of a parameter a value:
 * a batch's thousands of invoice lines cost drizzle more to build as SQL than the database to
 * store. Columns not named take their database defaults (company, dataset, stamps), as with
 * drizzle's insert; values are what drizzle would send (decimal strings, dates as text, objects for jsonb).
 */
export async function insertJsonRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  const named = keys.map((key) => columns[key]!);
  const list = sql.raw(named.map((c) => `"${c.name}"`).join(', '));
  const types = sql.raw(named.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, i) => [named[i]!.name, (row as Record<string, unknown>)[key] ?? null]))));
  await tx.execute(sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${list}) select ${list} from jsonb_to_recordset(${json}::jsonb) as x(${types})`);
}

import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

/**
 * Definitions written by code and stored per company (menus, processes, lookups, parameters...),
 * brought up to the code's at every start (docs/ARCHITECTURE.md, "Definitions and upgrades").
 *
 * Each stored row keeps the hash of the code definition it was written from. A code definition
 * with no stored row is inserted; one whose hash differs has the columns the code owns rewritten.
 * The other columns (labels, order, roles, visibility, values, settings) are the company's once
 * the row exists and are never written again. Rows the code no longer defines are left as they
 * are: a company may have adjusted or still refer to them.
 */

/** sha-256 of the definition as JSON with its keys sorted, so that key order never matters. */
export function definitionHash(definition: unknown): string {
  return createHash('sha256').update(JSON.stringify(definition, sortedKeys)).digest('hex');
}

function sortedKeys(_key: string, value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

type DefinitionTable = PgTable & { id: AnyPgColumn; definitionHash: AnyPgColumn; updatedAt: AnyPgColumn };

export interface DefinitionSet<Values extends Record<string, unknown>> {
  table: DefinitionTable;
  /** The stored rows this set may match: one company's, or one company dataset's. */
  where: SQL;
  /** Scope columns added to every inserted row (companyId, and dataset when per dataset). */
  scope: object;
  /** Matches stored rows with code definitions: the same for both. */
  keyOf: (row: Values) => string;
  /** The code's definitions, as inserted (without scope). */
  definitions: Values[];
  /**
   * What the hash covers when not just the row: more (a process's columns, stored in another table)
   * or less (ids of parent rows, which differ from store to store); else the row.
   */
  hashOf?: (values: Values) => unknown;
  /** Columns rewritten when the code's definition changes; every other column is the company's. */
  codeOwned: readonly (keyof Values & string)[];
}

export interface UpgradeResult<Values> {
  /** Every code definition with the id of its stored row. */
  rows: { id: number; values: Values }[];
  /** Definitions that had no stored row. */
  inserted: { id: number; values: Values }[];
  /** Definitions whose stored row was written from another code definition. */
  updated: { id: number; values: Values }[];
}

/** Inserts the missing definitions and rewrites the stale ones; writes nothing when all are current. */
export async function upgradeDefinitions<Values extends Record<string, unknown>>(tx: Tx | Db, set: DefinitionSet<Values>): Promise<UpgradeResult<Values>> {
  const stored = (await tx.select().from(set.table).where(set.where)) as unknown as (Values & { id: number; definitionHash: string | null })[];
  const byKey = new Map(stored.map((row) => [set.keyOf(row), row]));
  const result: UpgradeResult<Values> = { rows: [], inserted: [], updated: [] };
  const missing: { values: Values; hash: string }[] = [];
  for (const values of set.definitions) {
    const hash = definitionHash(set.hashOf ? set.hashOf(values) : values);
    const row = byKey.get(set.keyOf(values));
    if (!row) {
      missing.push({ values, hash });
      continue;
    }
    if (row.definitionHash !== hash) {
      const owned = Object.fromEntries(set.codeOwned.map((column) => [column, values[column]]));
      await tx
        .update(set.table)
        .set({ ...owned, definitionHash: hash, updatedAt: sql`now()` })
        .where(eq(set.table.id, row.id));
      result.updated.push({ id: row.id, values });
    }
    result.rows.push({ id: row.id, values });
  }
  if (missing.length) {
    const insertedRows = (await tx
      .insert(set.table)
      .values(missing.map(({ values, hash }) => ({ ...values, ...set.scope, definitionHash: hash })) as never)
      .returning()) as unknown as (Values & { id: number })[];
    const idByKey = new Map(insertedRows.map((row) => [set.keyOf(row), row.id]));
    const inserted = missing.map(({ values }) => ({ id: idByKey.get(set.keyOf(values))!, values }));
    result.inserted.push(...inserted);
    result.rows.push(...inserted);
  }
  return result;
}

import { DATASETS, type Dataset } from '@wattle/contract';
import type { ChangeFeed } from './changes';
import { transactionWith, type Database, type Db, type Tx } from './client';

export interface Scope {
  companyId: number;
  dataset: Dataset;
  /**
   * The property-manager user the transaction acts for: row-level security then also hides every
   * customer, site, account, document and read outside the buildings assigned to them (migration
   * 0044, docs/security.md "Property managers"). Absent for every other user and for jobs.
   */
  propertyManagerId?: number;
}

/**
 * Runs `work` in a transaction confined to one company's dataset by row-level security.
 * The only way request code reaches tenant data; see schema/_tenancy.ts.
 */
export async function withScope<T>(db: Db, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionWith(db, scopeSetup(scope), work);
}

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * The statement that confines a transaction: transaction-local settings read by the policies,
 * and the non-owner role. Sent as text together with `begin` (one round trip), so its values are
 * checked here: a whole company number, a known dataset and a whole user number, nothing else.
 */
export function scopeSetup({ companyId, dataset, propertyManagerId }: Scope): string {
  if (!isId(companyId)) throw new Error(`invalid scope company: ${String(companyId)}`);
  if (!DATASETS.includes(dataset)) throw new Error(`invalid scope dataset: ${String(dataset)}`);
  if (propertyManagerId !== undefined && !isId(propertyManagerId)) throw new Error(`invalid scope property manager: ${String(propertyManagerId)}`);
  const manager = propertyManagerId === undefined ? '' : `set_config('app.property_manager_id', '${propertyManagerId}', true), `;
  return `select set_config('app.company_id', '${companyId}', true), set_config('app.dataset', '${dataset}', true), ${manager}set_config('role', 'wattle_app', true)`;
}

export interface ScopeCacheOptions {
  /** The longest a result is used after the read that produced it (0: never kept). */
  ttlMs: number;
}

export const SCOPE_CACHE: ScopeCacheOptions = { ttlMs: 5_000 };

/**
 * Results of scoped reads that depend only on the scope, a key and the rows of `tables`, kept in
 * memory per company, dataset and key. A change notice for one of the tables (db/changes.ts: any
 * committed write, by this process or another, trigger writes included) drops the results of its
 * company and dataset, or all of them when the writer had no scope; a read that started before
 * the notice is not kept, since it may have seen the rows before the change. While notices may be
 * missed (the listening connection is down) nothing is kept. Callers must not change the result.
 */
export function keyedScopeCache<T>(changes: ChangeFeed, tables: readonly string[], options: ScopeCacheOptions = SCOPE_CACHE) {
  const results = new Map<string, { value: T; until: number }>();
  /** performance.now() of the last change per `company:dataset`, and of the last unscoped one. */
  const changedAt = new Map<string, number>();
  let allChangedAt = Number.NEGATIVE_INFINITY;
  const stop = changes.on(tables, (change) => {
    const now = performance.now();
    if (change.companyId === null || change.dataset === null) {
      results.clear();
      allChangedAt = now;
      return;
    }
    const prefix = `${change.companyId}:${change.dataset}:`;
    for (const entry of results.keys()) if (entry.startsWith(prefix)) results.delete(entry);
    changedAt.set(`${change.companyId}:${change.dataset}`, now);
  });
  return {
    /**
     * The kept result for the scope and key, or `read()`'s, kept when no change came during the read.
     * A property manager's results are their own: their scope sees fewer rows than the company's.
     */
    async read(scope: Scope, key: string, read: () => Promise<T>): Promise<T> {
      const owner = `${scope.companyId}:${scope.dataset}`;
      const entry = `${owner}:${scope.propertyManagerId ?? ''}:${key}`;
      const readAt = performance.now();
      const kept = results.get(entry);
      if (kept && readAt < kept.until) return kept.value;
      const value = await read();
      const changed = Math.max(allChangedAt, changedAt.get(owner) ?? Number.NEGATIVE_INFINITY);
      if (options.ttlMs > 0 && changes.listening && readAt > changed) results.set(entry, { value, until: readAt + options.ttlMs });
      return value;
    },
    close: stop,
  };
}

/** A scoped read that depends only on the scope and the rows of `tables` (system parameters, say), kept as keyedScopeCache keeps it. */
export function scopeCache<T>(database: Database, tables: readonly string[], read: (tx: Tx) => Promise<T>, options: ScopeCacheOptions = SCOPE_CACHE) {
  const cache = keyedScopeCache<T>(database.changes, tables, options);
  return {
    read: (scope: Scope): Promise<T> => cache.read(scope, '', () => withScope(database.db, scope, read)),
    close: cache.close,
  };
}

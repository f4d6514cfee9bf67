import { DATASETS, type Dataset } from '@wattle/contract';
import { transactionWith, writesTo, type Database, type Db, type Tx } from './client';

export interface Scope {
  companyId: number;
  dataset: Dataset;
}

/**
 * Runs `work` in a transaction confined to one company's dataset by row-level security.
 * The only way request code reaches tenant data; see schema/_tenancy.ts.
 */
export async function withScope<T>(db: Db, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionWith(db, scopeSetup(scope), work);
}

/**
 * The statement that confines a transaction: transaction-local settings read by the policies,
 * and the non-owner role. Sent as text together with `begin` (one round trip), so its two
 * values are checked here: a whole company number and a known dataset, nothing else.
 */
export function scopeSetup({ companyId, dataset }: Scope): string {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid scope company: ${String(companyId)}`);
  if (!DATASETS.includes(dataset)) throw new Error(`invalid scope dataset: ${String(dataset)}`);
  return `select set_config('app.company_id', '${companyId}', true), set_config('app.dataset', '${dataset}', true), set_config('role', 'wattle_app', true)`;
}

export interface ScopeCacheOptions {
  /** The longest a result is used after the read that produced it. */
  ttlMs: number;
  /** After a write to the tables, reads that started less than this before or after it are not kept. */
  settleMs: number;
}

export const SCOPE_CACHE: ScopeCacheOptions = { ttlMs: 5_000, settleMs: 2_000 };

/**
 * Results of scoped reads that depend only on the scope, a key and the rows of `tables`, kept in
 * memory per company, dataset and key. Any statement of this process that writes one of the
 * tables drops every result at once, and for `settleMs` afterwards nothing is kept (a read racing
 * an uncommitted change cannot keep the old rows); a change made by another process is seen
 * within `ttlMs`. Callers must not change the result they get.
 */
export function keyedScopeCache<T>(database: Database, tables: readonly string[], options: ScopeCacheOptions = SCOPE_CACHE) {
  const results = new Map<string, { value: T; until: number }>();
  let changedAt = Number.NEGATIVE_INFINITY;
  const changes = writesTo(tables);
  const stop = database.onWrite((statement) => {
    if (!changes(statement)) return;
    results.clear();
    changedAt = performance.now();
  });
  return {
    /** The kept result for the scope and key, or `read()`'s, kept when no write came near it. */
    async read(scope: Scope, key: string, read: () => Promise<T>): Promise<T> {
      const entry = `${scope.companyId}:${scope.dataset}:${key}`;
      const readAt = performance.now();
      const kept = results.get(entry);
      if (kept && readAt < kept.until) return kept.value;
      const value = await read();
      if (options.ttlMs > 0 && readAt - changedAt >= options.settleMs) results.set(entry, { value, until: readAt + options.ttlMs });
      return value;
    },
    close: stop,
  };
}

/** A scoped read that depends only on the scope and the rows of `tables` (system parameters, say), kept as keyedScopeCache keeps it. */
export function scopeCache<T>(database: Database, tables: readonly string[], read: (tx: Tx) => Promise<T>, options: ScopeCacheOptions = SCOPE_CACHE) {
  const cache = keyedScopeCache<T>(database, tables, options);
  return {
    read: (scope: Scope): Promise<T> => cache.read(scope, '', () => withScope(database.db, scope, read)),
    close: cache.close,
  };
}

import { sql } from 'drizzle-orm';
import type { AdditionalParameters } from '@wattle/contract';
import type { Database, Tx } from '../../db/client';
import { tablesOf } from '../../db/sql-tables';
import { keyedScopeCache, type Scope } from '../../db/tenancy';
import type { ViewSpec } from './process-spec';
import { sqlRows } from '../../db/sql-rows';

/** How many rows a view holds with these parameters (a card's count, a page's total without a search). */
export async function countQueue(tx: Tx, view: ViewSpec, params: AdditionalParameters): Promise<number> {
  const [counted] = await sqlRows<{ n: number }>(tx, sql`select count(*)::int as n from ${view.from} where ${view.where(params)}`);
  return Number(counted?.n ?? 0);
}

export type QueueCounts = (tx: Tx, scope: Scope, view: ViewSpec, params: AdditionalParameters) => Promise<number>;

/**
 * Queue counts kept per company, dataset, view and parameters for `keptMs` (db/tenancy.ts
 * keyedScopeCache): the dashboard's cards and every unsearched page of a dialog ask for the same
 * exact counts, which take tens of milliseconds each over a queue of hundreds of thousands of rows.
 * A change notice for any table the view's rows depend on drops the view's counts of that company
 * and dataset: an action's effect shows at once in this process, and in another within the change
 * notices' bound (db/changes.ts).
 */
export function queueCounts(database: Database, keptMs: number): QueueCounts & { close(): void } {
  const caches = new Map<ViewSpec, ReturnType<typeof keyedScopeCache<number>>>();
  const cacheOf = (view: ViewSpec) => {
    let cache = caches.get(view);
    if (!cache) {
      cache = keyedScopeCache<number>(database.changes, tablesOf(view.from, view.where({})), { ttlMs: keptMs });
      caches.set(view, cache);
    }
    return cache;
  };
  const count: QueueCounts = (tx, scope, view, params) => cacheOf(view).read(scope, JSON.stringify(params), () => countQueue(tx, view, params));
  return Object.assign(count, { close: () => caches.forEach((cache) => cache.close()) });
}

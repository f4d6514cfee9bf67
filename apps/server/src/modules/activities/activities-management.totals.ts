import type { Database } from '../../db/client';
import { keyedScopeCache, type Scope } from '../../db/tenancy';
import { TOTAL_TABLES, type ActivityFilters } from './activities-management.repository';

/**
 * The list's totals kept per company, dataset, filters and search for `keptMs` (db/tenancy.ts
 * keyedScopeCache), as the dashboard keeps its queue counts: at a million open tasks counting the
 * matches is most of a page's cost (a page itself is an index walk of a millisecond), and the
 * pages of one list, and everyone opening the same list, ask for the same total. A change notice
 * for a table the count reads drops that company and dataset's totals: a close or delete shows at
 * once in this process, in another within the change notices' bound (db/changes.ts).
 */
export function activityTotals(database: Database, keptMs: number) {
  const cache = keyedScopeCache<number>(database.changes, TOTAL_TABLES, { ttlMs: keptMs });
  const totalOf = (scope: Scope, filters: ActivityFilters, count: () => Promise<number>) => cache.read(scope, JSON.stringify(filters), count);
  return Object.assign(totalOf, { close: cache.close });
}

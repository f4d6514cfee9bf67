import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { RECENT_SEARCH_MAX, type SearchContext } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { recentSearches } from '../../db/schema/index';

export interface RecentEntry {
  searchId: number;
  customerId: number | null;
  accountId: number | null;
  tooltip: string;
  alert: string | null;
}

/** A user's recent selections of one context (in the session's dataset), most recent first. */
export const listRecent = (tx: Tx, userId: number, context: SearchContext) =>
  tx
    .select({ searchId: recentSearches.searchId, tooltip: recentSearches.tooltip, alert: recentSearches.alert })
    .from(recentSearches)
    .where(and(eq(recentSearches.userId, userId), eq(recentSearches.searchContext, context)))
    .orderBy(desc(recentSearches.usedAt), desc(recentSearches.id))
    .limit(RECENT_SEARCH_MAX);

/** Records a selection as the most recent one and keeps only the newest RECENT_SEARCH_MAX. */
export async function recordRecent(tx: Tx, userId: number, context: SearchContext, entry: RecentEntry) {
  const now = sql`clock_timestamp()`;
  await tx
    .insert(recentSearches)
    .values({ userId, searchContext: context, ...entry, usedAt: now })
    .onConflictDoUpdate({
      target: [recentSearches.companyId, recentSearches.dataset, recentSearches.userId, recentSearches.searchContext, recentSearches.searchId],
      set: { ...entry, usedAt: now, updatedAt: now },
    });
  const keep = tx
    .select({ id: recentSearches.id })
    .from(recentSearches)
    .where(and(eq(recentSearches.userId, userId), eq(recentSearches.searchContext, context)))
    .orderBy(desc(recentSearches.usedAt), desc(recentSearches.id))
    .limit(RECENT_SEARCH_MAX);
  await tx.delete(recentSearches).where(and(eq(recentSearches.userId, userId), eq(recentSearches.searchContext, context), notInArray(recentSearches.id, keep)));
}

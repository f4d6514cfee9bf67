import { texts, type RecentSearch, type SearchContext } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { listRecent, recordRecent } from './recent.repository';
import { cardsByIds } from './search.repository';

/**
 * The Recent tab's list of one context: the user's last selections with their current cards
 * (null once an entity is gone), most recent first; the browser keeps its own order on top.
 */
export async function getRecent(tx: Tx, userId: number, context: SearchContext): Promise<RecentSearch> {
  const rows = await listRecent(tx, userId, context);
  const cards = new Map(
    (
      await cardsByIds(
        tx,
        context,
        rows.map((r) => r.searchId),
      )
    ).map((card) => [card.id, card]),
  );
  const items = rows.map((r) => ({ type: context, id: r.searchId, tooltip: r.tooltip, alert: r.alert, result: cards.get(r.searchId) ?? null }));
  return { items, currentItemIndex: items.length > 0 ? 0 : -1 };
}

export interface RecentSelection {
  searchContext: SearchContext;
  searchId: number;
  customerId?: number;
  accountId?: number;
}

/** Records a selection (it must be an entity of this dataset) and answers the updated list. */
export async function updateRecent(tx: Tx, userId: number, selection: RecentSelection): Promise<RecentSearch> {
  const [card] = await cardsByIds(tx, selection.searchContext, [selection.searchId]);
  if (!card) throw notFound(texts.search.resultNotFound);
  await recordRecent(tx, userId, selection.searchContext, {
    searchId: card.id,
    customerId: selection.customerId ?? card.customerId,
    accountId: selection.accountId ?? card.accountId,
    tooltip: card.headerLine,
    alert: card.alert,
  });
  return getRecent(tx, userId, selection.searchContext);
}

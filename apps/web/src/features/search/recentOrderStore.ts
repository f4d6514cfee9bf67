import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { RECENT_SEARCH_MAX, type RecentItem, type SearchContext } from '@wattle/contract';

type OrderKey = `${string}|${SearchContext}`;

interface RecentOrderState {
  /** Per user and context, the ids of recent selections, most recent first. */
  order: Record<OrderKey, number[]>;
  remember: (username: string, context: SearchContext, id: number) => void;
}

/** The order of the Recent tab, kept in browser storage (spec 1 §2.7); the server keeps the list itself. */
export const useRecentOrderStore = create<RecentOrderState>()(
  persist(
    (set) => ({
      order: {},
      remember: (username, context, id) =>
        set(({ order }) => {
          const key: OrderKey = `${username}|${context}`;
          return { order: { ...order, [key]: [id, ...(order[key] ?? []).filter((x) => x !== id)].slice(0, RECENT_SEARCH_MAX) } };
        }),
    }),
    { name: 'wattle.recentSearches', storage: createJSONStorage(() => localStorage) },
  ),
);

export const recentOrderOf = (username: string, context: SearchContext) => (s: RecentOrderState) => s.order[`${username}|${context}`];

/** The server's items in the browser's order; items this browser has not seen keep the server's order after them. */
export function inBrowserOrder(items: readonly RecentItem[], order: readonly number[] | undefined): RecentItem[] {
  if (!order?.length) return [...items];
  const rank = new Map(order.map((id, i) => [id, i]));
  return items
    .map((item, i) => ({ item, key: rank.get(item.id) ?? order.length + i }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

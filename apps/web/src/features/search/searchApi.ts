import {
  getRecentPath,
  networkNodesPath,
  searchByBuildingPath,
  searchByTextPath,
  searchColumnsPath,
  singleSearchResultPath,
  updateRecentPath,
  type NetworkNodesResponse,
  type RecentSearch,
  type SearchByBuildingResponse,
  type SearchByTextQuery,
  type SearchByTextResponse,
  type SearchColumnsResponse,
  type SearchContext,
  type SearchResult,
  type SingleSearchResultResponse,
} from '@wattle/contract';
import { api } from '../../api/client';

/** Query keys of the search calls; `searchKeys.recent()` covers every context's recent list. */
export const searchKeys = {
  all: ['search'] as const,
  byText: (query: SearchByTextQuery) => ['search', 'text', query] as const,
  columns: () => ['search', 'columns'] as const,
  networkNodes: (search: string) => ['search', 'network-nodes', search] as const,
  byBuilding: (networkNodeId: number) => ['search', 'building', networkNodeId] as const,
  recent: (context?: SearchContext) => (context ? (['search', 'recent', context] as const) : (['search', 'recent'] as const)),
  single: (context: SearchContext, id: number) => ['search', 'single', context, id] as const,
};

export const searchApi = {
  byText: (query: SearchByTextQuery, signal?: AbortSignal) =>
    api.get<SearchByTextResponse>(searchByTextPath, { query: { ...query }, signal }),
  columns: () => api.get<SearchColumnsResponse>(searchColumnsPath),
  networkNodes: (search: string) => api.get<NetworkNodesResponse>(networkNodesPath, { query: { search } }),
  byBuilding: (networkNodeId: number, signal?: AbortSignal) =>
    api.get<SearchByBuildingResponse>(searchByBuildingPath, { query: { networkNodeId }, signal }),
  recent: (searchContext: SearchContext) => api.get<RecentSearch>(getRecentPath, { query: { searchContext } }),
  updateRecent: (result: SearchResult) =>
    api.post<RecentSearch>(updateRecentPath, undefined, {
      query: { searchContext: result.context, searchId: result.id, customerId: result.customerId, accountId: result.accountId },
    }),
  single: (searchContext: SearchContext, searchId: number) =>
    api.get<SingleSearchResultResponse>(singleSearchResultPath, { query: { searchContext, searchId } }),
};

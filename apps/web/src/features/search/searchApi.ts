import { searchEndpoints, type SearchByTextQuery, type SearchContext, type SearchResult } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

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
  byText: (query: SearchByTextQuery, signal?: AbortSignal) => callEndpoint(searchEndpoints.byText, { query, signal }),
  columns: () => callEndpoint(searchEndpoints.columns),
  networkNodes: (search: string) => callEndpoint(searchEndpoints.networkNodes, { query: { search } }),
  byBuilding: (networkNodeId: number, signal?: AbortSignal) => callEndpoint(searchEndpoints.byBuilding, { query: { networkNodeId }, signal }),
  recent: (searchContext: SearchContext) => callEndpoint(searchEndpoints.recent, { query: { searchContext } }),
  updateRecent: (result: SearchResult) =>
    callEndpoint(searchEndpoints.updateRecent, {
      query: { searchContext: result.context, searchId: result.id, customerId: result.customerId, accountId: result.accountId },
    }),
  single: (searchContext: SearchContext, searchId: number) => callEndpoint(searchEndpoints.single, { query: { searchContext, searchId } }),
};

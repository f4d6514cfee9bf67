import { defineEndpoint } from '../endpoint';
import { networkNodesQuerySchema, networkNodesResponseSchema } from './networkNodes';
import { getRecentQuerySchema, recentSearchSchema, updateRecentQuerySchema } from './recent';
import { searchByBuildingQuerySchema, searchByBuildingResponseSchema } from './searchByBuilding';
import { searchByIdQuerySchema, searchByIdResponseSchema } from './searchById';
import { searchByTextQuerySchema, searchByTextResponseSchema } from './searchByText';
import { searchColumnsResponseSchema } from './searchColumns';
import { singleSearchResultQuerySchema, singleSearchResultResponseSchema } from './singleSearchResult';

const tags = ['search'];
const errors = [400, 401, 403, 404];

/** Global search (spec 1 §2.7, §7): every call confined to the session's company and dataset. */
export const searchEndpoints = {
  byText: defineEndpoint({ method: 'GET', path: '/search/search-by-text', query: searchByTextQuerySchema, response: searchByTextResponseSchema, errors, tags }),
  columns: defineEndpoint({ method: 'GET', path: '/search/search-columns', response: searchColumnsResponseSchema, errors, tags }),
  byId: defineEndpoint({ method: 'GET', path: '/search/search-by-id', query: searchByIdQuerySchema, response: searchByIdResponseSchema, errors, tags }),
  single: defineEndpoint({
    method: 'GET',
    path: '/search/single-search-result',
    query: singleSearchResultQuerySchema,
    response: singleSearchResultResponseSchema,
    errors,
    tags,
  }),
  byBuilding: defineEndpoint({
    method: 'GET',
    path: '/search/search-by-building',
    query: searchByBuildingQuerySchema,
    response: searchByBuildingResponseSchema,
    errors,
    tags,
  }),
  networkNodes: defineEndpoint({
    method: 'GET',
    path: '/search/network-nodes',
    query: networkNodesQuerySchema,
    response: networkNodesResponseSchema,
    errors,
    tags,
  }),
  recent: defineEndpoint({ method: 'GET', path: '/search/get-recent', query: getRecentQuerySchema, response: recentSearchSchema, errors, tags }),
  updateRecent: defineEndpoint({ method: 'POST', path: '/search/update-recent', query: updateRecentQuerySchema, response: recentSearchSchema, errors, tags }),
};

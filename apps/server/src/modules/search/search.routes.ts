import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  getRecentPath,
  getRecentQuerySchema,
  networkNodesPath,
  networkNodesQuerySchema,
  networkNodesResponseSchema,
  recentSearchSchema,
  searchByBuildingPath,
  searchByBuildingQuerySchema,
  searchByBuildingResponseSchema,
  searchByIdPath,
  searchByIdQuerySchema,
  searchByIdResponseSchema,
  searchByTextPath,
  searchByTextQuerySchema,
  searchByTextResponseSchema,
  searchColumnsPath,
  searchColumnsResponseSchema,
  singleSearchResultPath,
  singleSearchResultQuerySchema,
  singleSearchResultResponseSchema,
  updateRecentPath,
  updateRecentQuerySchema,
} from '@wattle/contract';
import { getRecent, updateRecent } from './recent.service';
import { searchOptions } from './search.columns';
import { listNetworkNodes } from './search.repository';
import { searchById, searchByText, singleSearchResult } from './search.service';
import { siteTree } from './site-tree.service';

const failures = { 400: envelopeSchema, 401: envelopeSchema, 403: envelopeSchema, 404: envelopeSchema };
const tags = ['search'];

/** Global search (spec 1 §2.7, §7): every call confined to the session's company and dataset. */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    searchByTextPath,
    { schema: { tags, querystring: searchByTextQuerySchema, response: { 200: searchByTextResponseSchema, ...failures } } },
    (request) => request.scoped((tx) => searchByText(tx, request.query)),
  );

  app.get(searchColumnsPath, { schema: { tags, response: { 200: searchColumnsResponseSchema, ...failures } } }, async () => searchOptions());

  app.get(
    searchByIdPath,
    { schema: { tags, querystring: searchByIdQuerySchema, response: { 200: searchByIdResponseSchema, ...failures } } },
    (request) => request.scoped((tx) => searchById(tx, request.query.searchContext, request.query.entityId)),
  );

  app.get(
    singleSearchResultPath,
    { schema: { tags, querystring: singleSearchResultQuerySchema, response: { 200: singleSearchResultResponseSchema, ...failures } } },
    (request) => request.scoped((tx) => singleSearchResult(tx, request.query.searchContext, request.query.searchId)),
  );

  app.get(
    searchByBuildingPath,
    { schema: { tags, querystring: searchByBuildingQuerySchema, response: { 200: searchByBuildingResponseSchema, ...failures } } },
    (request) => request.scoped((tx) => siteTree(tx, request.query.networkNodeId)),
  );

  app.get(
    networkNodesPath,
    { schema: { tags, querystring: networkNodesQuerySchema, response: { 200: networkNodesResponseSchema, ...failures } } },
    (request) => request.scoped((tx) => listNetworkNodes(tx, request.query.search)),
  );

  app.get(
    getRecentPath,
    { schema: { tags, querystring: getRecentQuerySchema, response: { 200: recentSearchSchema, ...failures } } },
    (request) => request.scoped((tx) => getRecent(tx, request.user().userId, request.query.searchContext)),
  );

  app.post(
    updateRecentPath,
    { schema: { tags, querystring: updateRecentQuerySchema, response: { 200: recentSearchSchema, ...failures } } },
    (request) => request.scoped((tx) => updateRecent(tx, request.user().userId, request.query)),
  );
}

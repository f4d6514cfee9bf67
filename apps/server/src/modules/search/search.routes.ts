import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { getRecent, updateRecent } from './recent.service';
import { searchOptions } from './search.columns';
import { listNetworkNodes } from './search.repository';
import { searchById, searchByText, singleSearchResult } from './search.service';
import { siteTree } from './site-tree.service';

/** Global search (spec 1 §2.7, §7): every call confined to the session's company and dataset. */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, searchEndpoints.byText, (request) => request.scoped((tx) => searchByText(tx, request.query)));

  registerEndpoint(app, searchEndpoints.columns, async () => searchOptions());

  registerEndpoint(app, searchEndpoints.byId, (request) => request.scoped((tx) => searchById(tx, request.query.searchContext, request.query.entityId)));

  registerEndpoint(app, searchEndpoints.single, (request) =>
    request.scoped((tx) => singleSearchResult(tx, request.query.searchContext, request.query.searchId)),
  );

  registerEndpoint(app, searchEndpoints.byBuilding, (request) => request.scoped((tx) => siteTree(tx, request.query.networkNodeId)));

  registerEndpoint(app, searchEndpoints.networkNodes, (request) => request.scoped((tx) => listNetworkNodes(tx, request.query.search)));

  registerEndpoint(app, searchEndpoints.recent, (request) => request.scoped((tx) => getRecent(tx, request.user().userId, request.query.searchContext)));

  registerEndpoint(app, searchEndpoints.updateRecent, (request) => request.scoped((tx) => updateRecent(tx, request.user().userId, request.query)));
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildingEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { attributeKeyOptions, getBuilding, listBuildings, listNetworks, updateBuilding } from './buildings.service';

/** Spec 3 §7 Price plan and buildings: the Edit Building dialog (§2.7). */
export async function buildingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, buildingEndpoints.list, (request) => request.scoped((tx) => listBuildings(tx)));
  registerEndpoint(app, buildingEndpoints.attributeKeys, (request) => request.scoped((tx) => attributeKeyOptions(tx)));
  registerEndpoint(app, buildingEndpoints.networks, (request) => request.scoped((tx) => listNetworks(tx)));
  registerEndpoint(app, buildingEndpoints.get, (request) => request.scoped((tx) => getBuilding(tx, request.params.id)));
  registerEndpoint(app, buildingEndpoints.update, (request) => request.scoped((tx) => updateBuilding(tx, request.params.id, request.body, request.actor())));
}

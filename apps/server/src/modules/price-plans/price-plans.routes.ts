import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRICE_PLAN_LOOKUPS, pricePlanEndpoints, pricePlanLookupEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { pricePlanImpactRoutes } from '../price-plan-impact/impact.routes';
import { pricePlanLookup } from './price-plan-lookups.service';
import { createPricePlan, getPricePlan, updatePricePlan } from './price-plans.service';

/** Spec 3 §7 Price plan: the editor's plan, its saves and its lookups. */
export async function pricePlansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, pricePlanEndpoints.get, (request) => request.scoped((tx) => getPricePlan(tx, request.params.id, request.query.allRates)));

  registerEndpoint(app, pricePlanEndpoints.create, (request) => request.scoped((tx) => createPricePlan(tx, request.body, request.actor())));

  registerEndpoint(app, pricePlanEndpoints.update, (request) => request.scoped((tx) => updatePricePlan(tx, request.params.id, request.body, request.actor())));

  for (const name of PRICE_PLAN_LOOKUPS) {
    // Each lookup answers its own shape; the route's response schema checks it.
    registerEndpoint(app, pricePlanLookupEndpoints[name], (request) => request.scoped((tx) => pricePlanLookup(tx, name, request.query)) as never);
  }

  await app.register(pricePlanImpactRoutes);
}

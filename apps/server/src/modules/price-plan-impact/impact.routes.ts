import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pricePlanEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { readImpact, startImpact } from './impact.service';

/**
 * The impact preview of an edited price plan (issue 13). Registered inside the price plan routes,
 * whose error handler answers the plan's rule failures field by field; the policy keeps ReadOnly
 * users from starting one.
 */
export async function pricePlanImpactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, pricePlanEndpoints.startImpact, async (request) => ({
    id: await request.scoped((tx) => startImpact(tx, request.scope(), request.params.id, request.body, request.user().username)),
  }));

  registerEndpoint(app, pricePlanEndpoints.impact, (request) => request.scoped((tx) => readImpact(tx, request.params.id, request.params.impactId)));
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pricePlanEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { queueImpact } from './impact.job';
import { readImpact, startImpact } from './impact.service';

/**
 * The impact preview of an edited price plan (issue 13). Registered inside the price plan routes,
 * whose error handler answers the plan's rule failures field by field; the policy keeps ReadOnly
 * users from starting one.
 */
export async function pricePlanImpactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, pricePlanEndpoints.startImpact, async (request) => {
    const user = request.user();
    const id = await request.scoped((tx) => startImpact(tx, request.params.id, request.body, user.username));
    // Queued once the preview's row is committed; without a job worker in this process it waits for another's.
    if (fastify.boss) await queueImpact(fastify.boss, { companyId: user.companyId, dataset: user.dataset, impactId: id });
    return { id };
  });

  registerEndpoint(app, pricePlanEndpoints.impact, (request) => request.scoped((tx) => readImpact(tx, request.params.id, request.params.impactId)));
}

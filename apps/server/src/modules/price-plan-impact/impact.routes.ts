import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, pricePlanIdParams, pricePlanImpactParams, pricePlanImpactSchema, pricePlanImpactStartedSchema, pricePlanSchema, texts } from '@wattle/contract';
import { forbidden } from '../../lib/errors';
import { canChangeData } from '../wizards/wizard.registry';
import { queueImpact } from './impact.job';
import { readImpact, startImpact } from './impact.service';

const errors = { 400: envelopeSchema, 403: envelopeSchema, 404: envelopeSchema };

/**
 * The impact preview of an edited price plan (issue 13). Registered inside the price plan routes,
 * whose error handler answers the plan's rule failures field by field.
 */
export async function pricePlanImpactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['price plans'];

  app.post(
    '/price-plan/:id/impact',
    {
      preHandler: async (request) => {
        if (!canChangeData(request.user())) throw forbidden(texts.server.forbidden);
      },
      schema: { tags, params: pricePlanIdParams, body: pricePlanSchema, response: { 200: pricePlanImpactStartedSchema, ...errors } },
    },
    async (request) => {
      const user = request.user();
      const id = await request.scoped((tx) => startImpact(tx, request.params.id, request.body, user.username));
      // Queued once the preview's row is committed; without a job worker in this process it waits for another's.
      if (fastify.boss) await queueImpact(fastify.boss, { companyId: user.companyId, dataset: user.dataset, impactId: id });
      return { id };
    },
  );

  app.get(
    '/price-plan/:id/impact/:impactId',
    { schema: { tags, params: pricePlanImpactParams, response: { 200: pricePlanImpactSchema, ...errors } } },
    (request) => request.scoped((tx) => readImpact(tx, request.params.id, request.params.impactId)),
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  PRICE_PLAN_LOOKUPS,
  pricePlanIdParams,
  pricePlanLookupQuery,
  pricePlanLookupSchemas,
  pricePlanQuery,
  pricePlanResponseSchema,
  pricePlanSchema,
  texts,
  type Envelope,
} from '@wattle/contract';
import { forbidden } from '../../lib/errors';
import { canChangeData } from '../wizards/wizard.registry';
import { pricePlanImpactRoutes } from '../price-plan-impact/impact.routes';
import { pricePlanLookup } from './price-plan-lookups.service';
import { createPricePlan, getPricePlan, InvalidPricePlan, updatePricePlan } from './price-plans.service';

const errors = { 400: envelopeSchema, 403: envelopeSchema, 404: envelopeSchema };

/** A read-only user may look at price plans but not change them. */
async function refuseReadOnly(request: FastifyRequest) {
  if (!canChangeData(request.user())) throw forbidden(texts.server.forbidden);
}

const actorOf = (request: FastifyRequest) => ({ userId: request.user().userId, username: request.user().username, ipAddress: request.ip });

/** Spec 3 §7 Price plan: the editor's plan, its saves and its lookups. */
export async function pricePlansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['price plans'];

  // Every field the rules refuse is its own message (the shared handler carries one).
  app.setErrorHandler((error, _request, reply: FastifyReply) => {
    if (!(error instanceof InvalidPricePlan)) throw error;
    const envelope: Envelope = { isSuccess: false, messages: error.issues.map((i) => ({ message: `${i.path}: ${i.message}`, messageType: 'Error' })) };
    return reply.status(400).send(envelope);
  });

  app.get(
    '/price-plan/:id',
    { schema: { tags, params: pricePlanIdParams, querystring: pricePlanQuery, response: { 200: pricePlanResponseSchema, ...errors } } },
    (request) => request.scoped((tx) => getPricePlan(tx, request.params.id, request.query.allRates)),
  );

  app.post(
    '/price-plan',
    { preHandler: refuseReadOnly, schema: { tags, body: pricePlanSchema, response: { 200: pricePlanResponseSchema, ...errors } } },
    (request) => request.scoped((tx) => createPricePlan(tx, request.body, actorOf(request))),
  );

  app.put(
    '/price-plan/:id',
    { preHandler: refuseReadOnly, schema: { tags, params: pricePlanIdParams, body: pricePlanSchema, response: { 200: pricePlanResponseSchema, ...errors } } },
    (request) => request.scoped((tx) => updatePricePlan(tx, request.params.id, request.body, actorOf(request))),
  );

  for (const name of PRICE_PLAN_LOOKUPS) {
    app.get(
      `/price-plan/lookup/${name}`,
      { schema: { tags, querystring: pricePlanLookupQuery, response: { 200: pricePlanLookupSchemas[name], ...errors } } },
      // Each lookup answers its own shape; the route's response schema checks it.
      (request) => request.scoped((tx) => pricePlanLookup(tx, name, request.query)) as never,
    );
  }

  await app.register(pricePlanImpactRoutes);
}

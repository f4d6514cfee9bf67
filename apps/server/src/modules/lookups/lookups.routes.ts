import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, lookupValuesParamsSchema, lookupValuesQuerySchema, lookupValuesResponseSchema } from '@wattle/contract';
import { lookupValuesForRequest } from './lookups.service';
import './lookups.providers';

export async function lookupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lookups/:lookupCode/values',
    {
      schema: {
        tags: ['lookups'],
        params: lookupValuesParamsSchema,
        querystring: lookupValuesQuerySchema,
        response: { 200: lookupValuesResponseSchema, 400: envelopeSchema, 404: envelopeSchema },
      },
    },
    (request) => request.scoped((tx) => lookupValuesForRequest(tx, request.params.lookupCode, request.query.parameters)),
  );
}

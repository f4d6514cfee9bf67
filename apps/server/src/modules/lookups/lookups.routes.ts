import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { lookupValuesForRequest } from './lookups.service';
import './lookups.providers';

export async function lookupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, fieldEndpoints.lookupValues, (request) =>
    request.scoped((tx) => lookupValuesForRequest(tx, request.params.lookupCode, request.query.parameters)),
  );
}

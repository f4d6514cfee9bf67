import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformEndpoints, texts } from '@wattle/contract';
import { forbidden } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { textResponse } from '../../plugins/openapi-operation';
import { mayReadMetrics } from './metrics-access';

/** Public in the session sense: a scraper has no session; it is on loopback or shows the token instead. */
export async function metricsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(
    app,
    platformEndpoints.metrics,
    { config: { public: true }, schema: { response: { 200: textResponse('The Prometheus text exposition format, version 0.0.4.', z.string()) } } },
    async (request, reply) => {
      if (!mayReadMetrics(request, app.config.metricsToken)) throw forbidden(texts.operations.metricsRefused);
      return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
    },
  );
}

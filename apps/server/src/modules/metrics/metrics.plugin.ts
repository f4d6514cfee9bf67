import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { createMetrics } from './metrics.registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /api/metrics answers (metrics.routes.ts). */
    metrics: Registry;
  }
}

/** On the root instance, so that the latency hook sees every route. */
export const metricsPlugin = fp(async (app) => {
  app.decorate('metrics', createMetrics(app, app.database));
});

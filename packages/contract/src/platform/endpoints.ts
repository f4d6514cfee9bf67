import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const livenessResponseSchema = z.object({ status: z.literal('ok') });

/** What the platform itself answers. */
export const platformEndpoints = {
  /** Public: the process is up and its database answers. */
  health: defineEndpoint({ method: 'GET', path: '/health', response: healthResponseSchema, tags: ['platform'] }),
  /** Public: the process answers at all (restart it when not); never asks the database. */
  live: defineEndpoint({ method: 'GET', path: '/health/live', response: livenessResponseSchema, tags: ['platform'] }),
  /** Public: send this server traffic; 503 while it drains or cannot reach its database. */
  ready: defineEndpoint({ method: 'GET', path: '/health/ready', response: healthResponseSchema, errors: [503], tags: ['platform'] }),
  /** Prometheus text format; from loopback, or with `Authorization: Bearer <METRICS_TOKEN>`. */
  metrics: defineEndpoint({ method: 'GET', path: '/metrics', kind: 'download', errors: [403], tags: ['platform'] }),
};

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** What the platform itself answers. */
export const platformEndpoints = {
  /** Public: the process is up and its database answers. */
  health: defineEndpoint({ method: 'GET', path: '/health', response: healthResponseSchema, tags: ['platform'] }),
};

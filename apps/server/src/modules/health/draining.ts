import type { FastifyInstance } from 'fastify';

/** Keyed by the HTTP server: the one object a plugin's instance and the root instance share. */
const draining = new WeakSet<FastifyInstance['server']>();

/**
 * From now on the server answers "not ready" so that a load balancer stops sending it requests,
 * while those in flight finish (main.ts on SIGTERM/SIGINT; Fastify's close does the same).
 */
export function startDraining(app: FastifyInstance) {
  draining.add(app.server);
}

export const isDraining = (app: FastifyInstance) => draining.has(app.server);

import type { FastifyRequest } from 'fastify';
import type { Actor } from './audit';

/** The signed-in user of a request and their address, as the audit log records them. */
export const actorOf = (request: FastifyRequest): Required<Actor> => {
  const user = request.user();
  return { userId: user.userId, username: user.username, ipAddress: request.ip };
};

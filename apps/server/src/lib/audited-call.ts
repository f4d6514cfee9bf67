import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from './audit';

/**
 * The `onSend` hook of an endpoint that names an audit event (`Endpoint.audit`, the exports): a
 * successful answer writes one audit row — the event, the route, its parameters and query, the user
 * and their address — before the answer goes out; if the row cannot be written the answer fails.
 */
export function auditedCall(event: string) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200) return payload;
    const user = request.user();
    await request.scoped((tx) =>
      audit(tx, {
        event,
        entity: request.routeOptions.url,
        newValues: { params: request.params, query: request.query },
        userId: user.userId,
        username: user.username,
        ipAddress: request.ip,
      }),
    );
    return payload;
  };
}

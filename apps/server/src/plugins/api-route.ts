import type { FastifyRequest } from 'fastify';

/**
 * The /api route a request matched, as registered (`/api/customers/:customerId`), or null. The
 * hooks decide on this, never on the raw URL: the router decodes the path before matching, so
 * `/%61pi/…` reaches an /api route while its raw URL does not start with `/api/`.
 */
export function apiRouteOf(request: FastifyRequest): string | null {
  if (request.is404) return null;
  const url = request.routeOptions.url;
  return url?.startsWith('/api/') ? url : null;
}

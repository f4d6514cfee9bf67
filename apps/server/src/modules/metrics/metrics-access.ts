import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A scraper on this machine, or one that shows the metrics token. A request forwarded by a proxy
 * (X-Forwarded-For) came from elsewhere even when the proxy itself is on loopback.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | null) {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && bearer) return sameToken(bearer, token);
  return LOOPBACK.has(request.ip) && request.headers['x-forwarded-for'] === undefined;
}

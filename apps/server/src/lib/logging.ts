import type { FastifyRequest } from 'fastify';

/** Query parameters that carry one-time secrets (reset links, codes, SSO exchanges). */
const SECRET_QUERY = new Set(['guid', 'code', 'state', 'token', 'password', 'totp']);

/** The URL with secret query values replaced, as it may appear in logs. */
function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of params.keys()) if (SECRET_QUERY.has(key.toLowerCase())) params.set(key, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * Pino options for the server: passwords, codes, cookies and reset tokens never reach a log line.
 * Tests add a `stream` to read what would be written.
 */
export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.totp', '*.emailVerificationCode', '*.guid', 'password'],
    censor: '***',
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, errorEnvelope, texts } from '@wattle/contract';
import { apiRouteOf } from './api-route';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing API request must carry `X-CSRF: 1` (a header a cross-site form cannot set),
 * except the sandbox's sign-in form (`config.passwordForm`): a forged post would need the password;
 * and a provider's signed webhook (`config.signedWebhook`): a forged post would need the signing secret.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !apiRouteOf(request) || request.routeOptions.config.passwordForm || request.routeOptions.config.signedWebhook)
      return;
    if (request.headers[CSRF_HEADER] !== '1') {
      return reply.status(403).send(errorEnvelope(texts.server.csrfMissing));
    }
  });
});

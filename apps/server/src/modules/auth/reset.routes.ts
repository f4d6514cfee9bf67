import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authEndpoints, successEnvelope, texts } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { clientOf } from './auth.routes';
import { authRateLimit } from './rate-limit';
import { createResetLink, resetPassword } from './reset.service';

export async function resetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(app.config);

  // The link is made and mailed after the answer has gone, so neither the answer nor its timing
  // tells whether the username exists. Close waits for work still under way.
  const underWay = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(underWay);
  });

  registerEndpoint(app, authEndpoints.sendResetLink, { config: { public: true, rateLimit } }, async (request) => {
    const { username } = request.query;
    const client = clientOf(request);
    const work = createResetLink(app.db, username, app.config.publicUrl, client)
      .then((message) => (message ? app.mailer.send(message) : undefined))
      .catch((err: unknown) => request.log.error({ err }, 'could not send a reset link'))
      .finally(() => underWay.delete(work));
    underWay.add(work);
    return successEnvelope(texts.reset.linkSent);
  });

  registerEndpoint(app, authEndpoints.resetPassword, { config: { public: true, rateLimit } }, async (request) => {
    await resetPassword(app.db, request.body, clientOf(request));
    return successEnvelope(texts.reset.passwordChanged);
  });
}

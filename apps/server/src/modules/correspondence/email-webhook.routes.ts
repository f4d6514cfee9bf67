import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailEventEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { takeEmailEvent } from './email-events.service';

/**
 * POST /api/email/webhooks: public and without X-CSRF (the email provider calls it), JSON, signed
 * inside the body with the server's webhook signing key (Mailgun's scheme). The company and dataset
 * are those the event's Message-ID names (Wattle made it); the event changes only that scope's rows.
 */
export async function emailWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, emailEventEndpoints.webhook, { config: { public: true, signedWebhook: true } }, async (request) => {
    await takeEmailEvent(app.db, app.config.email.webhookSigningKey, request.body);
    return { received: true as const };
  });
}

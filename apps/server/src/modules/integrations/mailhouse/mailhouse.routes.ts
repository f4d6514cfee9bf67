import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAILHOUSE_CONNECTION_STATUS, MAILHOUSE_PLATFORM, mailhouseEndpoints, texts } from '@wattle/contract';
import { notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { newToken, secretBox } from '../../../lib/secrets';
import { authorisationGrant, completeRedirectConnection, landOnAddons, redirectResponse } from '../authorisation-grant';
import { mailhouseProvider, mailWebhookUrl } from './mailhouse-access';

/** The Mail Room card's authorisation redirect (spec 1 §4: mail-and-post cards connect through an external authorisation redirect). */
export async function mailhouseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mailhouse = mailhouseProvider(app);
  const box = secretBox(app.config.secretsKey);
  const callbackUrl = new URL(`/api${mailhouseEndpoints.callback.path}`, app.config.publicUrl).toString();
  const grants = authorisationGrant(box, {
    name: 'wattle_mailhouse_grant',
    callbackPath: mailhouseEndpoints.callback.path,
    schema: z.object({ state: z.string() }),
  });
  const configured = async () => {
    if (!mailhouse) throw notFound(texts.mailhouse.notConfigured);
    return mailhouse();
  };

  registerEndpoint(app, mailhouseEndpoints.start, { schema: { response: redirectResponse } }, async (request, reply) => {
    const { authorisation } = await configured();
    const state = newToken();
    grants.give(request, reply, { state });
    return reply.redirect(authorisation.authorizeUrl({ state, redirectUri: callbackUrl }));
  });

  registerEndpoint(app, mailhouseEndpoints.callback, { schema: { response: redirectResponse } }, async (request, reply) => {
    const { authorisation } = await configured();
    const grant = grants.take(request, reply);
    if (!grant) {
      request.log.warn({ reason: request.query.error ?? 'state' }, 'mail house authorisation refused');
      return landOnAddons(reply, MAILHOUSE_CONNECTION_STATUS, 'failed');
    }
    const webhookUrl = mailWebhookUrl(app.config.publicUrl, request.scope());
    try {
      // The code traded and the tracking webhook subscribed outside any transaction; then the token and its secret kept sealed.
      await completeRedirectConnection((work) => request.scoped(work), box, request.actor(), {
        platformName: MAILHOUSE_PLATFORM,
        integrationType: 'MAILPOST',
        logText: texts.mailhouse.connectedLog,
        async obtain() {
          const accessToken = await authorisation.exchangeCode({ code: grant.code, redirectUri: callbackUrl });
          const webhookSecret = await authorisation.subscribe(accessToken, webhookUrl);
          return { token: `${accessToken}|${webhookSecret}`, scope: 'letters webhooks', details: { webhookUrl } };
        },
      });
    } catch (error) {
      request.log.warn({ err: error }, 'mail house authorisation failed');
      return landOnAddons(reply, MAILHOUSE_CONNECTION_STATUS, 'failed');
    }
    return landOnAddons(reply, MAILHOUSE_CONNECTION_STATUS, 'success');
  });
}

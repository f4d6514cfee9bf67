import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HELPDESK_CONNECTION_STATUS, helpdeskEndpoints, texts } from '@wattle/contract';
import { notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { newToken, secretBox } from '../../../lib/secrets';
import { authorisationGrant, landOnAddons, redirectResponse } from '../authorisation-grant';
import { helpdeskProvider } from './helpdesk-access';
import { completeHelpdeskAuthorisation } from './helpdesk.service';

/** The Help Desk card's authorisation redirect (spec 1 §4, §7: /redirect-to-zendesk-integration?subdomain=). */
export async function helpdeskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const helpdesk = helpdeskProvider(app);
  const box = secretBox(app.config.secretsKey);
  const callbackUrl = new URL(`/api${helpdeskEndpoints.callback.path}`, app.config.publicUrl).toString();
  // The state and the subdomain travel sealed in a short-lived cookie seen only by the callback.
  const grants = authorisationGrant(box, {
    name: 'wattle_helpdesk_grant',
    callbackPath: helpdeskEndpoints.callback.path,
    schema: z.object({ state: z.string(), subdomain: z.string() }),
  });
  const configured = async () => {
    if (!helpdesk) throw notFound(texts.server.helpdeskNotConfigured);
    return helpdesk();
  };

  registerEndpoint(app, helpdeskEndpoints.start, { schema: { response: redirectResponse } }, async (request, reply) => {
    const { authorisation } = await configured();
    const state = newToken();
    const { subdomain } = request.query;
    grants.give(request, reply, { state, subdomain });
    return reply.redirect(authorisation.authorizeUrl({ subdomain, state, redirectUri: callbackUrl }));
  });

  registerEndpoint(app, helpdeskEndpoints.callback, { schema: { response: redirectResponse } }, async (request, reply) => {
    const { authorisation } = await configured();
    const grant = grants.take(request, reply);
    if (!grant) {
      request.log.warn({ reason: request.query.error ?? 'state' }, 'help desk authorisation refused');
      return landOnAddons(reply, HELPDESK_CONNECTION_STATUS, 'failed');
    }
    try {
      await completeHelpdeskAuthorisation((work) => request.scoped(work), box, authorisation, request.actor(), {
        subdomain: grant.subdomain,
        code: grant.code,
        redirectUri: callbackUrl,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'help desk authorisation failed');
      return landOnAddons(reply, HELPDESK_CONNECTION_STATUS, 'failed');
    }
    return landOnAddons(reply, HELPDESK_CONNECTION_STATUS, 'success');
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNTING_LANDING, HELPDESK_CONNECTION_STATUS, helpdeskEndpoints, texts } from '@wattle/contract';
import { notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { newToken, sameSecret, secretBox } from '../../../lib/secrets';
import { secureCookies } from '../../../plugins/auth';
import { helpdeskProvider } from './helpdesk-access';
import { completeHelpdeskAuthorisation } from './helpdesk.service';

/** The state and subdomain travel sealed in a short-lived cookie seen only by the callback. */
const GRANT_COOKIE = 'wattle_helpdesk_grant';
const GRANT_COOKIE_MAX_AGE_SECONDS = 600;
const redirect = z.string().describe('302 redirect');
const grantSchema = z.object({ state: z.string(), subdomain: z.string() });

/** The Help Desk card's authorisation redirect (spec 1 §4, §7: /redirect-to-zendesk-integration?subdomain=). */
export async function helpdeskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const helpdesk = helpdeskProvider(app);
  const box = secretBox(app.config.secretsKey);
  const callbackUrl = new URL(`/api${helpdeskEndpoints.callback.path}`, app.config.publicUrl).toString();
  const cookiePath = `/api${helpdeskEndpoints.callback.path}`;
  const configured = async () => {
    if (!helpdesk) throw notFound(texts.server.helpdeskNotConfigured);
    return helpdesk();
  };

  registerEndpoint(app, helpdeskEndpoints.start, { schema: { response: { 302: redirect } } }, async (request, reply) => {
    const { authorisation } = await configured();
    const state = newToken();
    const { subdomain } = request.query;
    reply.setCookie(GRANT_COOKIE, box.seal(JSON.stringify({ state, subdomain })), {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(request),
      maxAge: GRANT_COOKIE_MAX_AGE_SECONDS,
    });
    return reply.redirect(authorisation.authorizeUrl({ subdomain, state, redirectUri: callbackUrl }));
  });

  registerEndpoint(app, helpdeskEndpoints.callback, { schema: { response: { 302: redirect } } }, async (request, reply) => {
    const { authorisation } = await configured();
    const sealedGrant = request.cookies[GRANT_COOKIE];
    reply.clearCookie(GRANT_COOKIE, { path: cookiePath });
    const landing = (status: 'success' | 'failed') => reply.redirect(`${ACCOUNTING_LANDING}?${new URLSearchParams({ [HELPDESK_CONNECTION_STATUS]: status })}`);
    const grant = sealedGrant ? openGrant(sealedGrant) : null;
    const { code, state } = request.query;
    if (!grant || !code || !state || !sameSecret(state, grant.state)) {
      request.log.warn({ reason: request.query.error ?? 'state' }, 'help desk authorisation refused');
      return landing('failed');
    }
    try {
      await completeHelpdeskAuthorisation((work) => request.scoped(work), box, authorisation, request.actor(), {
        subdomain: grant.subdomain,
        code,
        redirectUri: callbackUrl,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'help desk authorisation failed');
      return landing('failed');
    }
    return landing('success');
  });

  function openGrant(sealed: string) {
    try {
      const parsed = grantSchema.safeParse(JSON.parse(box.open(sealed)));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}

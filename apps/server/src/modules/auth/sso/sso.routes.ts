import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ssoPaths, texts } from '@wattle/contract';
import { notFound } from '../../../lib/errors';
import { newToken, sameSecret } from '../../../lib/secrets';
import { secureCookies, setSessionCookie } from '../../../plugins/auth';
import { clientOf } from '../auth.routes';
import { authRateLimit } from '../rate-limit';
import { deleteSession } from '../session.repository';
import { approveSandboxSignIn, sandboxAuthorizePage, sandboxPaths, sandboxProvider } from './sandbox-provider';
import { accountingProvider } from './sso-provider';
import { signInWithSso } from './sso.service';

const STATE_COOKIE = 'wattle_sso_state';
const STATE_COOKIE_PATH = '/api/sso';
const FAILED_LANDING = '/login?sso=failed';

const redirect = z.string().describe('302 redirect');

/**
 * The accounting provider's single sign-on: /start sends the browser to the provider with a
 * state bound to a cookie; /callback checks the state, trades the code for the identity, opens a
 * session and lands on /third-party-authentication-redirect with the user in the query.
 */
export async function ssoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = accountingProvider(app.config);
  const callbackUrl = new URL(`/api${ssoPaths.accountingCallback}`, app.config.publicUrl).toString();

  app.get(
    ssoPaths.accountingStart,
    { config: { public: true }, schema: { tags: ['auth'], response: { 302: redirect, 404: envelopeSchema } } },
    async (request, reply) => {
      if (!provider) throw notFound(texts.login.ssoNotConfigured);
      const state = newToken();
      reply.setCookie(STATE_COOKIE, state, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: secureCookies(request), maxAge: 600 });
      return reply.redirect(provider.authorizeUrl({ state, callbackUrl }));
    },
  );

  app.get(
    ssoPaths.accountingCallback,
    {
      config: { public: true, rateLimit: authRateLimit(app.config) },
      schema: { tags: ['auth'], querystring: z.object({ code: z.string().optional(), state: z.string().optional() }), response: { 302: redirect } },
    },
    async (request, reply) => {
      const expected = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      const { code, state } = request.query;
      if (!provider || !code || !state || !expected || !sameSecret(state, expected)) return failed(request, reply, 'state');
      const identity = await provider.exchange({ code, callbackUrl });
      const signedIn = identity && (await signInWithSso(app.db, identity, clientOf(request)));
      if (!signedIn) return failed(request, reply, 'identity');
      if (request.auth) await deleteSession(app.db, request.auth.sessionId);
      setSessionCookie(request, reply, signedIn.token);
      const { user } = signedIn;
      const landing = new URLSearchParams({ username: user.username, displayName: user.displayName, companyCode: user.companyCode, freeTrial: String(user.freeTrial) });
      return reply.redirect(`${ssoPaths.landing}?${landing}`);
    },
  );

  if (provider === sandboxProvider) {
    app.get(
      sandboxPaths.authorize,
      { config: { public: true }, schema: { hide: true, querystring: z.object({ state: z.string(), redirect_uri: z.string() }) } },
      async (request, reply) => reply.type('text/html; charset=utf-8').send(sandboxAuthorizePage(request.query.state, request.query.redirect_uri)),
    );
    app.get(
      sandboxPaths.approve,
      { config: { public: true }, schema: { hide: true, querystring: z.object({ state: z.string(), redirect_uri: z.string(), email: z.string() }) } },
      async (request, reply) => {
        const code = approveSandboxSignIn({ email: request.query.email });
        // Only the path of redirect_uri is followed, so the sandbox can never send the browser elsewhere.
        const back = new URL(request.query.redirect_uri, app.config.publicUrl).pathname;
        return reply.redirect(`${back}?${new URLSearchParams({ code, state: request.query.state })}`);
      },
    );
  }
}

function failed(request: FastifyRequest, reply: FastifyReply, reason: string) {
  request.log.warn({ reason }, 'single sign-on refused');
  return reply.redirect(FAILED_LANDING);
}

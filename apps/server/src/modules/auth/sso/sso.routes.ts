import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authEndpoints, ssoPaths, texts } from '@wattle/contract';
import { AppError, notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { newToken, sameSecret } from '../../../lib/secrets';
import { secureCookies, setSessionCookie } from '../../../plugins/auth';
import { clientOf } from '../auth.routes';
import { authRateLimit } from '../rate-limit';
import { deleteSession } from '../session.repository';
import { approveSandboxSignIn, sandboxAuthorizePage, sandboxPaths, sandboxProvider, type SandboxPage } from './sandbox-provider';
import { checkSandboxSignIn } from './sandbox.service';
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

  registerEndpoint(app, authEndpoints.ssoStart, { config: { public: true }, schema: { response: { 302: redirect } } }, async (request, reply) => {
    if (!provider) throw notFound(texts.login.ssoNotConfigured);
    const state = newToken();
    reply.setCookie(STATE_COOKIE, state, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: secureCookies(request), maxAge: 600 });
    return reply.redirect(provider.authorizeUrl({ state, callbackUrl }));
  });

  registerEndpoint(
    app,
    authEndpoints.ssoCallback,
    { config: { public: true, rateLimit: authRateLimit(app.config) }, schema: { response: { 302: redirect } } },
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
      const landing = new URLSearchParams({
        username: user.username,
        displayName: user.displayName,
        companyCode: user.companyCode,
        freeTrial: String(user.freeTrial),
      });
      return reply.redirect(`${ssoPaths.landing}?${landing}`);
    },
  );

  if (provider === sandboxProvider) await app.register(sandboxRoutes);
}

const sandboxQuery = z.object({ state: z.string(), redirect_uri: z.string() });
const sandboxForm = sandboxQuery.extend({ email: z.string(), password: z.string(), code: z.string().optional(), step: z.enum(['totp', 'email']).optional() });

/** The sandbox's own sign-in page and its form (an HTML form posts urlencoded fields). */
async function sandboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const html = (reply: FastifyReply, status: number, page: SandboxPage) =>
    reply.status(status).type('text/html; charset=utf-8').send(sandboxAuthorizePage(page));

  app.get(sandboxPaths.authorize, { config: { public: true }, schema: { hide: true, querystring: sandboxQuery } }, async (request, reply) =>
    html(reply, 200, { state: request.query.state, redirectUri: request.query.redirect_uri }),
  );

  app.post(
    sandboxPaths.approve,
    { config: { public: true, passwordForm: true, rateLimit: authRateLimit(app.config) }, schema: { hide: true, body: sandboxForm } },
    async (request, reply) => {
      const { state, redirect_uri: redirectUri, email, password, code, step } = request.body;
      let outcome;
      try {
        outcome = await checkSandboxSignIn(app.db, { mailer: app.mailer, log: request.log }, { email, password, code: code || undefined }, clientOf(request));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return html(reply, error.statusCode, { state, redirectUri, email, message: error.message, askCode: step });
      }
      if ('askCode' in outcome) return html(reply, 200, { state, redirectUri, email, askCode: outcome.askCode });
      const approved = approveSandboxSignIn({ email: outcome.approved });
      // Only the path of redirect_uri is followed, so the sandbox can never send the browser elsewhere.
      const back = new URL(redirectUri, app.config.publicUrl).pathname;
      return reply.redirect(`${back}?${new URLSearchParams({ code: approved, state })}`, 303);
    },
  );
}

function failed(request: FastifyRequest, reply: FastifyReply, reason: string) {
  request.log.warn({ reason }, 'single sign-on refused');
  return reply.redirect(FAILED_LANDING);
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authEndpoints, ssoLinkOutcomes, ssoOutcomes, ssoPaths, successEnvelope, texts, type SsoLinkOutcome } from '@wattle/contract';
import { AppError, notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { secretBox, type SecretBox } from '../../../lib/secrets';
import { secureCookies, setSessionCookie } from '../../../plugins/auth';
import { clientOf } from '../auth.routes';
import { authRateLimit } from '../rate-limit';
import { deleteSession } from '../session.repository';
import { accountingSignIn } from './sso-provider';
import { linkSsoIdentity, signInWithSso, unlinkSsoIdentity } from './sso.service';

/** The checks (state, nonce, PKCE verifier) and what the round trip is for travel sealed in a cookie only the callback sees. */
const GRANT_COOKIE = 'wattle_sso_grant';
const GRANT_COOKIE_PATH = `/api${ssoPaths.accountingCallback}`;
const GRANT_COOKIE_MAX_AGE_SECONDS = 600;

const grantSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  /** Set when a signed-in user links their identity: the code is bound to this user. */
  linkUserId: z.number().int().optional(),
});
type Grant = z.infer<typeof grantSchema>;

const redirect = z.string().describe('302 redirect');

/**
 * 'Sign in with' the accounting provider (OpenID Connect). /start and /link send the browser to
 * the provider; every round trip comes back to the one fixed callback, which checks state, nonce
 * and PKCE, then signs in the user who linked that subject, or links it to the user who asked.
 */
export async function ssoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = accountingSignIn(app);
  const box = secretBox(app.config.secretsKey);
  const callbackUrl = new URL(`/api${ssoPaths.accountingCallback}`, app.config.publicUrl).toString();

  const begin = async (request: FastifyRequest, reply: FastifyReply, linkUserId?: number) => {
    if (!provider) throw notFound(texts.login.ssoNotConfigured);
    const { checks, url } = await provider.begin(callbackUrl);
    const grant: Grant = { ...checks, linkUserId };
    reply.setCookie(GRANT_COOKIE, box.seal(JSON.stringify(grant)), {
      path: GRANT_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(request),
      maxAge: GRANT_COOKIE_MAX_AGE_SECONDS,
    });
    return reply.redirect(url);
  };

  registerEndpoint(app, authEndpoints.ssoStart, { config: { public: true }, schema: { response: { 302: redirect } } }, (request, reply) =>
    begin(request, reply),
  );

  registerEndpoint(app, authEndpoints.ssoLinkStart, { schema: { response: { 302: redirect } } }, (request, reply) =>
    begin(request, reply, request.user().userId),
  );

  registerEndpoint(app, authEndpoints.ssoUnlink, async (request) => {
    await unlinkSsoIdentity(app.db, request.user().userId);
    return successEnvelope(texts.settings.signInWithUnlinked);
  });

  registerEndpoint(
    app,
    authEndpoints.ssoCallback,
    { config: { public: true, rateLimit: authRateLimit(app.config) }, schema: { response: { 302: redirect } } },
    async (request, reply) => {
      const sealed = request.cookies[GRANT_COOKIE];
      reply.clearCookie(GRANT_COOKIE, { path: GRANT_COOKIE_PATH });
      const grant = sealed ? openGrant(box, sealed) : null;
      const linking = grant?.linkUserId !== undefined;
      if (!provider || !grant) return refused(request, reply, 'no grant', { signIn: 'failed' });
      // A link is bound to the user who started it: another session (or none) cannot finish it.
      if (linking && request.auth?.userId !== grant.linkUserId) return refused(request, reply, 'link by another user', { link: 'failed' });
      let subject: string;
      try {
        // Always the fixed callback address with the provider's answer (code, state, iss or error).
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        subject = await provider.subject(new URL(`${callbackUrl}${query}`), grant);
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on refused by a check');
        return refused(request, reply, 'checks', linking ? { link: 'failed' } : { signIn: 'failed' });
      }
      if (linking) return link(request, reply, grant.linkUserId!, subject);
      const signedIn = await signInWithSso(app.db, subject, clientOf(request));
      if (!signedIn) return refused(request, reply, 'unknown identity', { signIn: 'unknown' });
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

  async function link(request: FastifyRequest, reply: FastifyReply, userId: number, subject: string) {
    try {
      await linkSsoIdentity(app.db, userId, subject);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return refused(request, reply, 'subject linked to another user', { link: 'taken' });
    }
    return reply.redirect(linkLanding('linked'));
  }
}

const linkLanding = (outcome: SsoLinkOutcome) => `${ssoPaths.linkLanding}?${new URLSearchParams({ link: ssoLinkOutcomes[outcome] })}`;

function openGrant(box: SecretBox, sealed: string): Grant | null {
  try {
    const parsed = grantSchema.safeParse(JSON.parse(box.open(sealed)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Back to the sign-in page, or to My Settings for a link, with the outcome; nobody is signed in, nothing is linked. */
function refused(request: FastifyRequest, reply: FastifyReply, reason: string, outcome: { signIn: keyof typeof ssoOutcomes } | { link: SsoLinkOutcome }) {
  request.log.warn({ reason }, 'single sign-on refused');
  return reply.redirect('link' in outcome ? linkLanding(outcome.link) : `/login?${new URLSearchParams({ sso: ssoOutcomes[outcome.signIn] })}`);
}

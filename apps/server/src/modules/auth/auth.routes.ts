import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authEndpoints, texts, type LoginRequest } from '@wattle/contract';
import { audit } from '../../lib/audit';
import { badRequest, unauthorized } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { secretBox } from '../../lib/secrets';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { acceptTotp, checkCredentials, mfaMethodsOf, openSession, refuseSignIn, startSecondStep, type ClientInfo } from './auth.service';
import { checkEmailCode, issueEmailCode } from './email-code.repository';
import { authRateLimit } from './rate-limit';
import { sendEmailCode } from './email-code.mail';
import { deleteSession } from './session.repository';

export const clientOf = (request: FastifyRequest): ClientInfo => ({ ipAddress: request.ip, userAgent: request.headers['user-agent'] });

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const box = secretBox(app.config.secretsKey);
  const rateLimit = authRateLimit(app.config);

  registerEndpoint(app, authEndpoints.login, { config: { public: true, rateLimit } }, async (request, reply) => {
    const { username, password, useDemoMode } = request.body;
    const client = clientOf(request);
    const found = await checkCredentials(app.db, username, password, client);
    // Whatever session the browser held before is dropped: a sign-in always gets a new id.
    if (request.auth) await deleteSession(app.db, request.auth.sessionId);
    const dataset = useDemoMode ? 'demo' : 'live';
    const methods = mfaMethodsOf(found.user);
    if (methods.length > 0) {
      setSessionCookie(request, reply, await startSecondStep(app.db, found, dataset, client));
      return { user: null, mfaRequired: methods[0]!, mfaMethods: methods };
    }
    const { token, user } = await openSession(app.db, found, dataset, client, 'password');
    setSessionCookie(request, reply, token);
    return { user, mfaRequired: null, mfaMethods: [] };
  });

  /** The pending sign-in behind the cookie, confirmed by the credentials the second-step calls carry again. */
  async function pendingSignIn(request: FastifyRequest, body: LoginRequest) {
    const pending = request.auth;
    if (!pending?.mfaPending) throw unauthorized(texts.server.unauthenticated);
    const found = await checkCredentials(app.db, body.username, body.password, clientOf(request));
    if (found.user.id !== pending.userId) throw unauthorized(texts.login.invalidCredentials);
    return { pending, found };
  }

  const secondStep = { config: { public: true, mfaPending: true, rateLimit } } as const;

  registerEndpoint(app, authEndpoints.validateTotp, secondStep, async (request, reply) => {
    const { pending, found } = await pendingSignIn(request, request.body);
    if (!(await acceptTotp(app.db, box, found.user, request.body.totp))) {
      await refuseSignIn(app.db, found.user.username, found, clientOf(request), 'totp', unauthorized(texts.login.mfaError));
    }
    await deleteSession(app.db, pending.sessionId);
    const { token, user } = await openSession(app.db, found, pending.dataset, clientOf(request), 'totp');
    setSessionCookie(request, reply, token);
    return { user, mfaRequired: null, mfaMethods: [] };
  });

  registerEndpoint(app, authEndpoints.validateEmailCode, secondStep, async (request, reply) => {
    const { pending, found } = await pendingSignIn(request, request.body);
    if (!found.user.mfaEmailEnabled) throw unauthorized(texts.login.mfaError);
    const check = await checkEmailCode(app.db, found.user.id, 'sign-in', request.body.emailVerificationCode);
    if (check === 'expired') throw unauthorized(texts.login.codeExpired);
    if (check === 'wrong') await refuseSignIn(app.db, found.user.username, found, clientOf(request), 'email', unauthorized(texts.login.mfaError));
    await deleteSession(app.db, pending.sessionId);
    const { token, user } = await openSession(app.db, found, pending.dataset, clientOf(request), 'email');
    setSessionCookie(request, reply, token);
    return { user, mfaRequired: null, mfaMethods: [] };
  });

  registerEndpoint(app, authEndpoints.sendEmailCode, secondStep, async (request) => {
    const { found } = await pendingSignIn(request, request.body);
    if (!found.user.mfaEmailEnabled || !found.user.emailAddress) throw badRequest(texts.login.mfaError);
    const code = await issueEmailCode(app.db, found.user.id, 'sign-in');
    await sendEmailCode(app.mailer, found.user.emailAddress, code, request.log);
    return { isSuccess: true, messages: [] };
  });

  registerEndpoint(app, authEndpoints.logout, { config: { public: true } }, async (request, reply) => {
    const auth = request.auth;
    if (auth) {
      await deleteSession(app.db, auth.sessionId);
      await audit(app.db, {
        event: 'logout',
        companyId: auth.companyId,
        dataset: auth.dataset,
        userId: auth.userId,
        username: auth.username,
        ipAddress: request.ip,
      });
    }
    clearSessionCookie(reply);
    return { isSuccess: true, messages: [] };
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, loginRequestSchema, loginResponseSchema, SESSION_COOKIE, texts } from '@wattle/contract';
import { audit } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { findUserForLogin, toSessionUser } from './auth.service';
import { verifyPassword } from './password';
import { createSession, DEFAULT_SESSION_POLICY, deleteSession } from './session.repository';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema, 401: envelopeSchema } },
    },
    async (request, reply) => {
      const { username, password, useDemoMode } = request.body;
      const found = await findUserForLogin(app.db, username);
      const ok = found && found.user.isActive && (await verifyPassword(found.user.passwordHash, password));
      if (!found || !ok) {
        if (found) await audit(app.db, { event: 'login.failed', companyId: found.user.companyId, userId: found.user.id, username, ipAddress: request.ip });
        throw unauthorized(texts.login.invalidCredentials);
      }
      const dataset = useDemoMode ? 'demo' : 'live';
      const token = await createSession(
        app.db,
        { userId: found.user.id, companyId: found.user.companyId, dataset, state: 'active', ipAddress: request.ip, userAgent: request.headers['user-agent'] },
        DEFAULT_SESSION_POLICY,
      );
      await audit(app.db, { event: 'login.success', companyId: found.user.companyId, dataset, userId: found.user.id, username: found.user.username, ipAddress: request.ip });
      reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
      return { user: toSessionUser(found.user, found.company, dataset), mfaRequired: null, mfaMethods: [] };
    },
  );

  app.post('/logout', { config: { public: true }, schema: { tags: ['auth'], response: { 200: envelopeSchema } } }, async (request, reply) => {
    if (request.auth) await deleteSession(app.db, request.auth.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { isSuccess: true, messages: [] };
  });
}

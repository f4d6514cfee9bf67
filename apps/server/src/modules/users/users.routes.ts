import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  mfaConfirmQuerySchema,
  mfaConfirmResponseSchema,
  successEnvelope,
  systemParameterListSchema,
  texts,
  totpSetUpResponseSchema,
  userSettingsSchema,
  usersPaths,
} from '@wattle/contract';
import { scopeCache } from '../../db/tenancy';
import { badRequest, notFound } from '../../lib/errors';
import { sendEmailCode } from '../auth/email-code.mail';
import { authRateLimit } from '../auth/rate-limit';
import { toSessionUser } from '../auth/auth.service';
import { confirmEmailSetUp, confirmTotpSetUp, issueSetUpEmailCode, removeMfa, startTotpSetUp } from './mfa-setup.service';
import { findUser, listSystemParameters } from './users.repository';

const errors = { 400: envelopeSchema, 401: envelopeSchema, 403: envelopeSchema, 404: envelopeSchema, 429: envelopeSchema, 503: envelopeSchema };

/** The signed-in user's own settings, second-step set-up and the system parameters loaded at sign-in. */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(app.config);

  app.get(usersPaths.settings, { schema: { tags: ['users'], response: { 200: userSettingsSchema, ...errors } } }, async (request) => {
    const auth = request.user();
    const user = await request.scoped((tx) => findUser(tx, auth.userId));
    if (!user) throw notFound(texts.server.notFound);
    return {
      ...toSessionUser(user, { code: auth.companyCode, freeTrial: auth.freeTrial }, auth.dataset),
      mfaTotpEnabled: user.mfaTotpEnabled,
      mfaEmailEnabled: user.mfaEmailEnabled,
    };
  });

  // Read on every page load of the web app; kept a few seconds per company and dataset, and
  // dropped by any change to system_parameters, made by this server process or another (db/tenancy.ts scopeCache).
  const systemParameters = scopeCache(app.database, ['system_parameters'], listSystemParameters);
  app.addHook('onClose', async () => systemParameters.close());
  app.get(usersPaths.systemParameters, { schema: { tags: ['users'], response: { 200: systemParameterListSchema, ...errors } } }, async (request) =>
    systemParameters.read(request.scope()),
  );

  app.get(usersPaths.totpSetUp, { schema: { tags: ['users'], response: { 200: totpSetUpResponseSchema, ...errors } } }, async (request) =>
    request.scoped((tx) => startTotpSetUp(tx, request.user())),
  );

  app.post(
    usersPaths.totpConfirm,
    { config: { rateLimit }, schema: { tags: ['users'], querystring: mfaConfirmQuerySchema, response: { 200: mfaConfirmResponseSchema, ...errors } } },
    async (request) => request.scoped((tx) => confirmTotpSetUp(tx, request.user(), request.query.code)),
  );

  app.post(
    usersPaths.emailSendCode,
    { config: { rateLimit }, schema: { tags: ['users'], response: { 200: envelopeSchema, ...errors } } },
    async (request) => {
      const auth = request.user();
      if (!auth.emailAddress) throw badRequest(texts.mfa.emailSendError);
      const code = await request.scoped((tx) => issueSetUpEmailCode(tx, auth));
      await sendEmailCode(app.mailer, auth.emailAddress, code, request.log);
      return { isSuccess: true, messages: [] };
    },
  );

  app.post(
    usersPaths.emailConfirm,
    { config: { rateLimit }, schema: { tags: ['users'], querystring: mfaConfirmQuerySchema, response: { 200: mfaConfirmResponseSchema, ...errors } } },
    async (request) => request.scoped((tx) => confirmEmailSetUp(tx, request.user(), request.query.code)),
  );

  for (const [path, method] of [
    [usersPaths.totp, 'totp'],
    [usersPaths.email, 'email'],
  ] as const) {
    app.delete(path, { schema: { tags: ['users'], response: { 200: envelopeSchema, ...errors } } }, async (request) => {
      await request.scoped((tx) => removeMfa(tx, request.user(), method));
      return successEnvelope(texts.settings.removed);
    });
  }
}

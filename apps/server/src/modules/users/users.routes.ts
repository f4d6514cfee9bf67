import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope, texts, usersEndpoints } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { scopeCache } from '../../db/tenancy';
import { badRequest, notFound } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { secretBox } from '../../lib/secrets';
import { sendEmailCode } from '../auth/email-code.mail';
import { authRateLimit } from '../auth/rate-limit';
import { toSessionUser } from '../auth/auth.service';
import { confirmEmailSetUp, confirmTotpSetUp, issueSetUpEmailCode, removeMfa, startTotpSetUp } from './mfa-setup.service';
import { findUser, listSystemParameters } from './users.repository';

/** The signed-in user's own settings, second-step set-up and the system parameters loaded at sign-in. */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const box = secretBox(app.config.secretsKey);
  const rateLimit = authRateLimit(app.config);

  registerEndpoint(app, usersEndpoints.settings, async (request) => {
    const auth = request.user();
    const user = await request.scoped((tx) => findUser(tx, auth.userId));
    if (!user) throw notFound(texts.server.notFound);
    return {
      ...toSessionUser(user, { code: auth.companyCode, freeTrial: auth.freeTrial }, auth.dataset),
      mfaTotpEnabled: user.mfaTotpEnabled,
      mfaEmailEnabled: user.mfaEmailEnabled,
      accountingSignInLinked: user.accountingSubject !== null,
    };
  });

  // Read on every page load of the web app; kept a few seconds per company and dataset, and
  // dropped by any change to system_parameters, made by this server process or another (db/tenancy.ts scopeCache).
  const systemParameters = scopeCache(app.database, ['system_parameters'], listSystemParameters);
  app.addHook('onClose', async () => systemParameters.close());
  registerEndpoint(app, usersEndpoints.systemParameters, async (request) => systemParameters.read(request.scope()));

  // The second step's set-up reads and writes sign-in secrets (enrolments, email codes, sessions), which
  // the tenant role may not touch (migration 0046): it runs on the owner connection, for the signed-in user only.
  const signInTx = <T>(work: (tx: Tx) => Promise<T>) => app.db.transaction(work);

  registerEndpoint(app, usersEndpoints.totpSetUp, async (request) => signInTx((tx) => startTotpSetUp(tx, box, request.user())));

  registerEndpoint(app, usersEndpoints.confirmTotp, { config: { rateLimit } }, async (request) =>
    signInTx((tx) => confirmTotpSetUp(tx, box, request.user(), request.query.code)),
  );

  registerEndpoint(app, usersEndpoints.sendSetUpEmailCode, { config: { rateLimit } }, async (request) => {
    const auth = request.user();
    if (!auth.emailAddress) throw badRequest(texts.mfa.emailSendError);
    const code = await signInTx((tx) => issueSetUpEmailCode(tx, auth));
    await sendEmailCode(app.mailer, auth.emailAddress, code, request.log);
    return { isSuccess: true, messages: [] };
  });

  registerEndpoint(app, usersEndpoints.confirmEmail, { config: { rateLimit } }, async (request) =>
    signInTx((tx) => confirmEmailSetUp(tx, request.user(), request.query.code)),
  );

  for (const [endpoint, method] of [
    [usersEndpoints.removeTotp, 'totp'],
    [usersEndpoints.removeEmail, 'email'],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) => {
      await signInTx((tx) => removeMfa(tx, request.user(), method));
      return successEnvelope(texts.settings.removed);
    });
  }
}

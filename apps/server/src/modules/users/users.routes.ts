import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope, texts, usersEndpoints } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { scopeCache } from '../../db/tenancy';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import type { AuthContext } from '../../plugins/auth';
import { secretBox } from '../../lib/secrets';
import { sendEmailCode } from '../auth/email-code.mail';
import { authRateLimit } from '../auth/rate-limit';
import { toSessionUser } from '../auth/auth.service';
import { sendMfaChangedMail } from './mfa-change.mail';
import { confirmEmailSetUp, confirmTotpSetUp, issueChangeEmailCode, issueSetUpEmailCode, removeMfa, startTotpSetUp, type MfaChange } from './mfa-setup.service';
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

  /** A change saved (or none): the user is emailed about it; the answer says whether there was one. */
  const notify = async (auth: AuthContext, change: MfaChange | null, log: FastifyBaseLogger) => {
    if (change) await sendMfaChangedMail(app.mailer, auth, change, log);
    return change !== null;
  };
  /** A change refused for want of the proof (the code it spent stays spent: the transaction has committed). */
  const proven = <T>(result: T | null): T => {
    if (result === null) throw forbidden(texts.mfa.proofRefused);
    return result;
  };

  registerEndpoint(app, usersEndpoints.totpSetUp, { config: { rateLimit } }, async (request) =>
    proven(await signInTx((tx) => startTotpSetUp(tx, box, request.user(), request.body.proof))),
  );

  registerEndpoint(app, usersEndpoints.confirmTotp, { config: { rateLimit } }, async (request) =>
    notify(request.user(), await signInTx((tx) => confirmTotpSetUp(tx, box, request.user(), request.query.code)), request.log),
  );

  registerEndpoint(app, usersEndpoints.sendSetUpEmailCode, { config: { rateLimit } }, async (request) => {
    const auth = request.user();
    if (!auth.emailAddress) throw badRequest(texts.mfa.emailSendError);
    const code = await signInTx((tx) => issueSetUpEmailCode(tx, auth));
    await sendEmailCode(app.mailer, auth.emailAddress, code, request.log);
    return { isSuccess: true, messages: [] };
  });

  registerEndpoint(app, usersEndpoints.sendChangeEmailCode, { config: { rateLimit } }, async (request) => {
    const auth = request.user();
    const code = await signInTx((tx) => issueChangeEmailCode(tx, auth));
    if (code === null) throw badRequest(texts.mfa.emailSendError);
    await sendEmailCode(app.mailer, auth.emailAddress, code, request.log);
    return { isSuccess: true, messages: [] };
  });

  registerEndpoint(app, usersEndpoints.confirmEmail, { config: { rateLimit } }, async (request) =>
    notify(request.user(), await signInTx((tx) => confirmEmailSetUp(tx, request.user(), request.query.code)), request.log),
  );

  for (const [endpoint, method] of [
    [usersEndpoints.removeTotp, 'totp'],
    [usersEndpoints.removeEmail, 'email'],
  ] as const) {
    registerEndpoint(app, endpoint, { config: { rateLimit } }, async (request) => {
      const change = proven(await signInTx((tx) => removeMfa(tx, box, request.user(), method, request.body)));
      await notify(request.user(), change, request.log);
      return successEnvelope(texts.settings.removed);
    });
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNTING_LANDING, accountingEndpoints, successEnvelope, texts } from '@wattle/contract';
import { notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { newToken, pkcePair, sameSecret, secretBox } from '../../../lib/secrets';
import { secureCookies } from '../../../plugins/auth';
import { httpAccountingProvider, type AccountingProvider } from './accounting-provider';
import {
  completeAuthorisation,
  journalMappings,
  listBuildingTenants,
  listEventLogs,
  listTenants,
  receiptMappings,
  removeTenant,
  saveJournalMappings,
  saveReceiptMappings,
  updateBuildingsTenant,
  type AccountingContext,
} from './accounting.service';
import { bankTransactions } from './posting/bank-transactions.service';
import { postingProgress, postNow } from './posting/post-now.service';
import { accountingProviderAddress } from './provider-address';

/** The state and PKCE verifier travel sealed in a short-lived cookie seen only by the callback. */
const GRANT_COOKIE = 'wattle_accounting_grant';
const GRANT_COOKIE_MAX_AGE_SECONDS = 600;
const redirect = z.string().describe('302 redirect');

/** The configured provider's client, or null when none is configured. */
function configuredProvider(app: FastifyInstance): (() => Promise<AccountingProvider>) | null {
  const address = accountingProviderAddress(app);
  if (!address) return null;
  const { clientId, clientSecret } = app.config.accounting;
  return async () => httpAccountingProvider({ baseUrl: await address(), clientId, clientSecret });
}

/** The accounting provider's OAuth2 connection and its detail dialog (spec 3 §2.19, §7). */
export async function accountingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const configured = configuredProvider(app);
  const box = secretBox(app.config.secretsKey);
  const callbackUrl = new URL(`/api${accountingEndpoints.callback.path}`, app.config.publicUrl).toString();
  const cookiePath = `/api${accountingEndpoints.callback.path}`;

  const context = async (scoped: AccountingContext['scoped']): Promise<AccountingContext> => {
    if (!configured) throw notFound(texts.accounting.notConfigured);
    return { scoped, provider: await configured(), box };
  };

  registerEndpoint(app, accountingEndpoints.start, { schema: { response: { 302: redirect } } }, async (request, reply) => {
    const ctx = await context((work) => request.scoped(work));
    const state = newToken();
    const { verifier, challenge } = pkcePair();
    reply.setCookie(GRANT_COOKIE, ctx.box.seal(JSON.stringify({ state, verifier })), {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(request),
      maxAge: GRANT_COOKIE_MAX_AGE_SECONDS,
    });
    return reply.redirect(ctx.provider.authorizeUrl({ state, codeChallenge: challenge, redirectUri: callbackUrl }));
  });

  registerEndpoint(app, accountingEndpoints.callback, { schema: { response: { 302: redirect } } }, async (request, reply) => {
    const ctx = await context((work) => request.scoped(work));
    const sealedGrant = request.cookies[GRANT_COOKIE];
    reply.clearCookie(GRANT_COOKIE, { path: cookiePath });
    const landing = (status: 'success' | 'failed') => reply.redirect(`${ACCOUNTING_LANDING}?${new URLSearchParams({ xeroConnectionStatus: status })}`);
    const grant = sealedGrant ? openGrant(ctx, sealedGrant) : null;
    const { code, state } = request.query;
    if (!grant || !code || !state || !sameSecret(state, grant.state)) {
      request.log.warn({ reason: request.query.error ?? 'state' }, 'accounting authorisation refused');
      return landing('failed');
    }
    try {
      await completeAuthorisation(ctx, request.actor(), { code, codeVerifier: grant.verifier, redirectUri: callbackUrl });
    } catch (error) {
      request.log.warn({ err: error }, 'accounting authorisation failed');
      return landing('failed');
    }
    return landing('success');
  });

  const scopedContext = (request: { scoped: AccountingContext['scoped'] }) => context((work) => request.scoped(work));

  registerEndpoint(app, accountingEndpoints.tenants, async (request) => request.scoped((tx) => listTenants(tx, request.params.provider)));

  registerEndpoint(app, accountingEndpoints.removeTenant, async (request) => {
    await removeTenant(await scopedContext(request), request.actor(), request.params.provider, request.params.id);
    return successEnvelope(texts.accounting.organisationRemoved);
  });

  registerEndpoint(app, accountingEndpoints.buildingTenants, async (request) => request.scoped((tx) => listBuildingTenants(tx, request.params.provider)));

  registerEndpoint(app, accountingEndpoints.updateBuildingsTenant, async (request) => {
    await request.scoped((tx) => updateBuildingsTenant(tx, request.actor(), request.params.provider, request.body));
    return successEnvelope(texts.accounting.saved);
  });

  registerEndpoint(app, accountingEndpoints.journalAccountMappings, async (request) => journalMappings(await scopedContext(request), request.params.provider));

  registerEndpoint(app, accountingEndpoints.saveJournalAccountMappings, async (request) => {
    await saveJournalMappings(await scopedContext(request), request.actor(), request.params.provider, request.body);
    return [{ message: texts.accounting.saved, messageType: 'Success' as const }];
  });

  registerEndpoint(app, accountingEndpoints.receiptAccountMappings, async (request) => receiptMappings(await scopedContext(request), request.params.provider));

  registerEndpoint(app, accountingEndpoints.saveReceiptAccountMappings, async (request) => {
    await saveReceiptMappings(await scopedContext(request), request.actor(), request.params.provider, request.body);
    return [{ message: texts.accounting.saved, messageType: 'Success' as const }];
  });

  registerEndpoint(app, accountingEndpoints.bankTransactions, async (request) => bankTransactions(await scopedContext(request), request.params.provider));

  registerEndpoint(app, accountingEndpoints.postNow, async (request) =>
    request.scoped((tx) => postNow(tx, request.scope(), request.actor(), request.params.provider)),
  );

  registerEndpoint(app, accountingEndpoints.postingProgress, async (request) => request.scoped((tx) => postingProgress(tx, request.params.provider)));

  registerEndpoint(app, accountingEndpoints.logs, async (request) => request.scoped((tx) => listEventLogs(tx, request.params.provider)));
}

const grantSchema = z.object({ state: z.string(), verifier: z.string() });

/** The grant cookie's state and verifier; a tampered or foreign cookie is no grant. */
function openGrant(ctx: AccountingContext, sealed: string) {
  try {
    const parsed = grantSchema.safeParse(JSON.parse(ctx.box.open(sealed)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

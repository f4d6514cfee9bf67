import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountingEndpoints, successEnvelope, texts } from '@wattle/contract';
import { notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { newToken, pkcePair, secretBox } from '../../../lib/secrets';
import { authorisationGrant, landOnAddons, redirectResponse } from '../authorisation-grant';
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

/** The query the callback lands with on /integration (spec 1 §4: `success` opens the detail dialog). */
const CONNECTION_STATUS = 'xeroConnectionStatus';

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
  // The state and PKCE verifier travel sealed in a short-lived cookie seen only by the callback.
  const grants = authorisationGrant(box, {
    name: 'wattle_accounting_grant',
    callbackPath: accountingEndpoints.callback.path,
    schema: z.object({ state: z.string(), verifier: z.string() }),
  });

  const context = async (scoped: AccountingContext['scoped']): Promise<AccountingContext> => {
    if (!configured) throw notFound(texts.accounting.notConfigured);
    return { scoped, provider: await configured(), box };
  };

  registerEndpoint(app, accountingEndpoints.start, { schema: { response: redirectResponse } }, async (request, reply) => {
    const ctx = await context((work) => request.scoped(work));
    const state = newToken();
    const { verifier, challenge } = pkcePair();
    grants.give(request, reply, { state, verifier });
    return reply.redirect(ctx.provider.authorizeUrl({ state, codeChallenge: challenge, redirectUri: callbackUrl }));
  });

  registerEndpoint(app, accountingEndpoints.callback, { schema: { response: redirectResponse } }, async (request, reply) => {
    const ctx = await context((work) => request.scoped(work));
    const grant = grants.take(request, reply);
    if (!grant) {
      request.log.warn({ reason: request.query.error ?? 'state' }, 'accounting authorisation refused');
      return landOnAddons(reply, CONNECTION_STATUS, 'failed');
    }
    try {
      await completeAuthorisation(ctx, request.actor(), { code: grant.code, codeVerifier: grant.verifier, redirectUri: callbackUrl });
    } catch (error) {
      request.log.warn({ err: error }, 'accounting authorisation failed');
      return landOnAddons(reply, CONNECTION_STATUS, 'failed');
    }
    return landOnAddons(reply, CONNECTION_STATUS, 'success');
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

import type { FastifyInstance } from 'fastify';
import { accountingEndpoints, ssoPaths } from '@wattle/contract';
import type { Config } from '../../../config';
import { httpAccountingProvider, type AccountingProvider } from './accounting-provider';
import { startAccountingSandbox, type AccountingSandbox } from './sandbox-server';

/** The configured provider's address, started on first use when it is the sandbox. */
export type ProviderAddress = () => Promise<string>;

// One sandbox per app, shared by the connection (accounting.routes) and the sign-in (auth/sso); keyed by the app's config.
const sandboxes = new WeakMap<object, ProviderAddress>();

/**
 * ACCOUNTING_PROVIDER_URL, else the sandbox this app starts (ACCOUNTING_SANDBOX) on first use, as
 * the metering sandbox is, with Wattle's two callbacks as its registered redirect addresses; null
 * when neither.
 */
export function accountingProviderAddress(app: FastifyInstance): ProviderAddress | null {
  const { url, clientId, clientSecret, sandbox } = app.config.accounting;
  if (url) return () => Promise.resolve(url);
  if (!sandbox) return null;
  const known = sandboxes.get(app.config);
  if (known) return known;
  const redirectUris = [accountingEndpoints.callback.path, ssoPaths.accountingCallback].map((path) => new URL(`/api${path}`, app.config.publicUrl).toString());
  let started: Promise<AccountingSandbox> | null = null;
  app.addHook('onClose', async () => {
    if (started) await (await started).close();
  });
  const address: ProviderAddress = async () => {
    started ??= startAccountingSandbox({ clientId, clientSecret, redirectUris }).then((server) => {
      app.log.info({ url: server.url }, 'sandbox accounting provider started');
      return server;
    });
    return (await started).url;
  };
  sandboxes.set(app.config, address);
  return address;
}

/**
 * The provider client for work outside a request (the posting job), in the process whose app
 * registered the accounting routes with this config: ACCOUNTING_PROVIDER_URL, else that app's
 * sandbox (started now if need be); null when neither.
 */
export async function accountingProviderFor(config: Config): Promise<AccountingProvider | null> {
  const { url, clientId, clientSecret } = config.accounting;
  const address = url ? () => Promise.resolve(url) : sandboxes.get(config);
  return address ? httpAccountingProvider({ baseUrl: await address(), clientId, clientSecret }) : null;
}

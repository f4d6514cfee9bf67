import type { FastifyInstance } from 'fastify';
import { PAYMENT_PLATFORMS, texts, type PaymentPlatform } from '@wattle/contract';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secrets';
import { findIntegration, tokenOf } from '../addons.repository';
import { httpPaymentProvider, paymentConnections } from './http-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { startPaymentSandbox, type PaymentSandbox } from './sandbox-server';

/** The provider reached with one company's secret key. */
export type PaymentProviderFor = (secretKey: string) => Promise<PaymentProvider>;

/**
 * The keys the development sandbox knows, as typed in each card's connect dialog: a public and a
 * secret key, Bank Pay's username and password, Direct Debit Lite's one API key.
 */
export const SANDBOX_PAYMENT_KEYS: Record<PaymentPlatform, string[]> = {
  cardpay: ['pk_test_cardpay', 'sk_test_cardpay'],
  cardpaycounters: ['pk_test_cardpaycounters', 'sk_test_cardpaycounters'],
  directdebit: ['pk_test_directdebit', 'sk_test_directdebit'],
  directdebitlite: ['sk_test_directdebitlite'],
  bankpay: ['wattle', 'sk_test_bankpay'],
};

/** The key a card's values authenticate with: the private key, the password, or the one API key. */
export const secretKeyOf = (values: readonly string[]) => (values.length === 1 ? values[0]! : values[1]!);

// One client (and sandbox) per app, shared by the Add-ons cards' key checks, the payments module and its jobs; keyed by the app's config.
const registered = new WeakMap<object, PaymentProviderFor | null>();

/** The provider client paymentProviders made for the app of this config (the jobs' way to it), or null. */
export const paymentProvidersOf = (config: Config): PaymentProviderFor | null => registered.get(config) ?? null;

/**
 * PAYMENTS_PROVIDER_URL, else the sandbox this app starts (PAYMENTS_SANDBOX) on first use, sending
 * its events to PUBLIC_URL; null when neither.
 */
export function paymentProviders(app: FastifyInstance): PaymentProviderFor | null {
  if (!registered.has(app.config)) registered.set(app.config, newPaymentProviders(app));
  return registered.get(app.config) ?? null;
}

function newPaymentProviders(app: FastifyInstance): PaymentProviderFor | null {
  const { url, sandbox } = app.config.payments;
  if (!url && !sandbox) return null;
  const connections = paymentConnections();
  const at = (baseUrl: string, secretKey: string) => httpPaymentProvider({ baseUrl, secretKey, connections });
  let started: Promise<PaymentSandbox> | null = null;
  app.addHook('onClose', async () => {
    await connections.close();
    if (started) await (await started).close();
  });
  if (url) return (secretKey) => Promise.resolve(at(url, secretKey));
  const accounts = PAYMENT_PLATFORMS.map((platform) => ({ platform, secretKey: secretKeyOf(SANDBOX_PAYMENT_KEYS[platform]) }));
  return async (secretKey) => {
    started ??= startPaymentSandbox({ accounts, webhookBase: app.config.publicUrl }).then((server) => {
      app.log.info({ url: server.url }, 'sandbox payment provider started');
      return server;
    });
    return at((await started).url, secretKey);
  };
}

/** The first of `platforms` the scope's company has connected, with its secret key opened; null when none is. */
export async function connectedPaymentPlatform(tx: Tx, box: SecretBox, platforms: readonly string[]) {
  for (const platformName of platforms) {
    const row = await findIntegration(tx, platformName);
    const token = row?.isConnected ? await tokenOf(tx, row.id, platformName) : null;
    if (token) return { platformName, secretKey: secretKeyOf(box.open(token.accessToken).split('|')) };
  }
  return null;
}

/** The provider's client, or a 503 when this server names none. */
export function providerOrRefuse(providers: PaymentProviderFor | null): PaymentProviderFor {
  if (!providers) throw new AppError(503, texts.providerPayments.noProviderConfigured);
  return providers;
}

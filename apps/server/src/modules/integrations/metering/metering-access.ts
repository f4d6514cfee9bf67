import type { FastifyInstance } from 'fastify';
import { METERING_PLATFORM, texts } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import { conflict } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secrets';
import { findIntegration, tokenOf } from '../addons.repository';
import { httpMeteringProvider } from './http-metering-provider';
import type { MeteringProvider } from './metering-provider';
import { SANDBOX_METERING_ACCOUNT, startMeteringSandbox, type MeteringSandbox } from './sandbox-server';

export interface MeteringCredentials {
  username: string;
  password: string;
}

/** The provider reached with one company's credentials. */
export type MeteringProviderFor = (credentials: MeteringCredentials) => Promise<MeteringProvider>;

/**
 * The configured provider's address: METERING_PROVIDER_URL, else the sandbox this process starts
 * (METERING_SANDBOX), else none. The sandbox starts on first use, not at start-up: an ephemeral
 * port taken before the server listens could be the very port the server was told to use. It
 * knows the documented sandbox account only; there is no server-wide account.
 */
export function meteringProviders(app: FastifyInstance): MeteringProviderFor | null {
  const { url, sandbox } = app.config.metering;
  const at = (baseUrl: string, credentials: MeteringCredentials) => httpMeteringProvider({ platformName: METERING_PLATFORM, baseUrl, ...credentials });
  if (url) return (credentials) => Promise.resolve(at(url, credentials));
  if (!sandbox) return null;
  let started: Promise<MeteringSandbox> | null = null;
  app.addHook('onClose', async () => {
    if (started) await (await started).close();
  });
  return async (credentials) => {
    started ??= startMeteringSandbox({ accounts: [SANDBOX_METERING_ACCOUNT] }).then((server) => {
      app.log.info({ url: server.url }, 'sandbox metering provider started');
      return server;
    });
    return at((await started).url, credentials);
  };
}

/** The Add-ons card's keys, `username|password` as the connect dialog joins them. */
export const meteringCredentialsOf = ([username, password]: readonly string[]): MeteringCredentials => ({ username: username!, password: password! });

/** The scope's company's Meter Link credentials, opened; refused while the card is not connected. */
export async function companyMeteringCredentials(tx: Tx, box: SecretBox): Promise<MeteringCredentials> {
  const row = await findIntegration(tx, METERING_PLATFORM);
  const token = row?.isConnected ? await tokenOf(tx, row.id, METERING_PLATFORM) : null;
  if (!token) throw conflict(texts.integrations.notConnected);
  return meteringCredentialsOf(box.open(token.accessToken).split('|'));
}

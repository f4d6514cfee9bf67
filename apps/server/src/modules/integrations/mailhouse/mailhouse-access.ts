import type { FastifyInstance } from 'fastify';
import { MAILHOUSE_PLATFORM, mailhouseEndpoints } from '@wattle/contract';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import type { Scope } from '../../../db/tenancy';
import type { SecretBox } from '../../../lib/secrets';
import { findIntegration, tokenOf } from '../addons.repository';
import { lobMailhouse, type Mailhouse } from './mailhouse-provider';
import { startMailhouseSandbox, type MailhouseSandbox } from './sandbox-server';

/** The configured mail house, or null when none is (no MAILHOUSE_PROVIDER_URL, sandbox off). */
export type MailhouseFor = (() => Promise<Mailhouse>) | null;

const registered = new WeakMap<object, MailhouseFor>();

/**
 * MAILHOUSE_PROVIDER_URL, else the sandbox this app starts on first use (MAILHOUSE_SANDBOX), as
 * the other providers' sandboxes are; null when neither. One per app (keyed by its config), shared
 * by the connection's routes and the submission job.
 */
export function mailhouseProvider(app: FastifyInstance): MailhouseFor {
  if (!registered.has(app.config)) registered.set(app.config, newMailhouse(app));
  return registered.get(app.config) ?? null;
}

/** The mail house mailhouseProvider made for the app of this config (the submission job's way to it), or null. */
export const mailhouseOf = (config: Config): MailhouseFor => registered.get(config) ?? null;

function newMailhouse(app: FastifyInstance): MailhouseFor {
  const { url, clientId, clientSecret, sandbox } = app.config.mailhouse;
  if (url) {
    const mailhouse = lobMailhouse({ baseUrl: url, clientId, clientSecret });
    return () => Promise.resolve(mailhouse);
  }
  if (!sandbox) return null;
  const redirectUris = [new URL(`/api${mailhouseEndpoints.callback.path}`, app.config.publicUrl).toString()];
  let started: Promise<MailhouseSandbox> | null = null;
  app.addHook('onClose', async () => {
    if (started) await (await started).close();
  });
  return async () => {
    started ??= startMailhouseSandbox({ clientId, clientSecret, redirectUris, events: 'auto' }).then((server) => {
      app.log.info({ url: server.url }, 'sandbox mail house started');
      return server;
    });
    return lobMailhouse({ baseUrl: (await started).url, clientId, clientSecret });
  };
}

/** Where the mail house posts the scope's letters' tracking events. */
export const mailWebhookUrl = (publicUrl: string, scope: Pick<Scope, 'companyId' | 'dataset'>) =>
  `${publicUrl.replace(/\/$/, '')}/api/mail/webhooks/${MAILHOUSE_PLATFORM}?company=${scope.companyId}&dataset=${scope.dataset}`;

export interface MailhouseConnection {
  accessToken: string;
  /** What the mail house signs the tracking events with. */
  webhookSecret: string;
}

/** The card's sealed `access token|webhook secret`, opened; null while the card is not connected. */
export async function connectedMailhouse(tx: Tx, box: SecretBox): Promise<MailhouseConnection | null> {
  const row = await findIntegration(tx, MAILHOUSE_PLATFORM);
  const token = row?.isConnected ? await tokenOf(tx, row.id, MAILHOUSE_PLATFORM) : null;
  if (!token) return null;
  const [accessToken = '', webhookSecret = ''] = box.open(token.accessToken).split('|');
  return { accessToken, webhookSecret };
}

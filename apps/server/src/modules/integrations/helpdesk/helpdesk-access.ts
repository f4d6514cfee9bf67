import type { FastifyInstance } from 'fastify';
import { HELPDESK_PLATFORM, helpdeskEndpoints } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import type { SecretBox } from '../../../lib/secrets';
import { findIntegration, tokenOf } from '../addons.repository';
import { zendeskHelpdesk, type Helpdesk } from './helpdesk-provider';
import { developmentHelpdeskTickets, SANDBOX_HELPDESK_SUBDOMAIN, startHelpdeskSandbox, type HelpdeskSandbox } from './sandbox-server';

/** The configured help desk, or null when none is (no HELPDESK_PROVIDER_URL, sandbox off). */
export type HelpdeskFor = (() => Promise<Helpdesk>) | null;

/**
 * HELPDESK_PROVIDER_URL (a template with `{subdomain}`, e.g. `https://{subdomain}.zendesk.com`),
 * else the sandbox this app starts on first use (HELPDESK_SANDBOX), as the metering sandbox is;
 * null when neither.
 */
export function helpdeskProvider(app: FastifyInstance): HelpdeskFor {
  const known = providers.get(app.config);
  if (known !== undefined) return known;
  const made = makeHelpdeskProvider(app);
  providers.set(app.config, made);
  return made;
}

// One per app, shared by the connection (helpdesk.routes) and the tickets (navigation); keyed by the app's config.
const providers = new WeakMap<object, HelpdeskFor>();

function makeHelpdeskProvider(app: FastifyInstance): HelpdeskFor {
  const { url, clientId, clientSecret, sandbox } = app.config.helpdesk;
  if (url) {
    const helpdesk = zendeskHelpdesk({ urlTemplate: url, clientId, clientSecret });
    return () => Promise.resolve(helpdesk);
  }
  if (!sandbox) return null;
  const redirectUris = [new URL(`/api${helpdeskEndpoints.callback.path}`, app.config.publicUrl).toString()];
  let started: Promise<HelpdeskSandbox> | null = null;
  app.addHook('onClose', async () => {
    if (started) await (await started).close();
  });
  return async () => {
    started ??= startHelpdeskSandbox({ clientId, clientSecret, redirectUris, accounts: { [SANDBOX_HELPDESK_SUBDOMAIN]: developmentHelpdeskTickets() } }).then(
      (server) => {
        app.log.info({ url: server.url }, 'sandbox help desk started');
        return server;
      },
    );
    return zendeskHelpdesk({ urlTemplate: (await started).urlTemplate, clientId, clientSecret });
  };
}

export interface HelpdeskConnection {
  subdomain: string;
  accessToken: string;
}

/** The Help Desk card's token, `subdomain|access token` sealed; null while the card is not connected. */
export async function companyHelpdeskConnection(tx: Tx, box: SecretBox): Promise<HelpdeskConnection | null> {
  const row = await findIntegration(tx, HELPDESK_PLATFORM);
  const token = row?.isConnected ? await tokenOf(tx, row.id, HELPDESK_PLATFORM) : null;
  if (!token) return null;
  const [subdomain = '', accessToken = ''] = box.open(token.accessToken).split('|');
  return { subdomain, accessToken };
}

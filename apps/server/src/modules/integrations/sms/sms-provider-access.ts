import type { FastifyInstance } from 'fastify';
import { SANDBOX_SMS_ACCOUNT, SMS_PLATFORM, texts } from '@wattle/contract';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import type { Scope } from '../../../db/tenancy';
import { AppError } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secrets';
import { findIntegration, tokenOf } from '../addons.repository';
import { httpSmsProvider } from './http-sms-provider';
import { startSmsSandbox, type SmsSandbox } from './sandbox-server';
import type { SmsAccount, SmsProvider } from './sms-provider';

/** The provider reached with one company's account. */
export type SmsProviderFor = (account: SmsAccount) => Promise<SmsProvider>;

/** The card's values (Account SID | Auth Token | sender number) as an account; a local sender (04…) in E.164. */
export function smsAccountOf(values: readonly string[]): SmsAccount {
  const [accountSid = '', authToken = '', sender = ''] = values;
  const local = /^0\d{9}$/.exec(sender.replace(/\s/g, ''));
  return { accountSid, authToken, sender: local ? `+61${local[0].slice(1)}` : sender.replace(/\s/g, '') };
}

/** Where the provider posts for the scope's company: delivery receipts (`status`, of one request) or replies (`inbound`). */
export const smsWebhookUrl = (publicUrl: string, kind: 'status' | 'inbound', scope: Pick<Scope, 'companyId' | 'dataset'>, requestId?: number) =>
  `${publicUrl.replace(/\/$/, '')}/api/sms/webhooks/${SMS_PLATFORM}/${kind}?company=${scope.companyId}&dataset=${scope.dataset}${requestId ? `&request=${requestId}` : ''}`;

const registered = new WeakMap<object, SmsProviderFor | null>();

/** The provider client smsProviders made for the app of this config (the send job's way to it), or null. */
export const smsProvidersOf = (config: Config): SmsProviderFor | null => registered.get(config) ?? null;

/** SMS_PROVIDER_URL, else the sandbox this app starts (SMS_SANDBOX) on first use; null when neither. */
export function smsProviders(app: FastifyInstance): SmsProviderFor | null {
  if (!registered.has(app.config)) registered.set(app.config, newSmsProviders(app));
  return registered.get(app.config) ?? null;
}

function newSmsProviders(app: FastifyInstance): SmsProviderFor | null {
  const { url, sandbox, messagesPerSecond } = app.config.sms;
  const at = (baseUrl: string, account: SmsAccount) => httpSmsProvider({ baseUrl, messagesPerSecond, ...account });
  if (url) return (account) => Promise.resolve(at(url, account));
  if (!sandbox) return null;
  let started: Promise<SmsSandbox> | null = null;
  app.addHook('onClose', async () => {
    if (started) await (await started).close();
  });
  const { accountSid, authToken, sender } = SANDBOX_SMS_ACCOUNT;
  return async (account) => {
    started ??= startSmsSandbox({ accounts: [{ accountSid, authToken, numbers: [sender] }], messagesPerSecond: messagesPerSecond * 2 }).then((server) => {
      app.log.info({ url: server.url }, 'sandbox SMS provider started');
      return server;
    });
    return at((await started).url, account);
  };
}

/** The company's connected SMS account, its keys opened; null when the card is not connected. */
export async function connectedSmsAccount(tx: Tx, box: SecretBox): Promise<SmsAccount | null> {
  const row = await findIntegration(tx, SMS_PLATFORM);
  const token = row?.isConnected ? await tokenOf(tx, row.id, SMS_PLATFORM) : null;
  return token ? smsAccountOf(box.open(token.accessToken).split('|')) : null;
}

/** The provider's client, or a 503 when this server names none. */
export function smsProviderOrRefuse(providers: SmsProviderFor | null): SmsProviderFor {
  if (!providers) throw new AppError(503, texts.sms.noProviderConfigured);
  return providers;
}

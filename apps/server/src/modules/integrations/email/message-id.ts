import { randomBytes } from 'node:crypto';
import type { Scope } from '../../../db/tenancy';

/**
 * The Message-ID Wattle gives an email request, kept on the request (`provider_message_id`): the
 * provider's events name it (Mailgun: `event-data.message.headers.message-id`, without the angle
 * brackets), and it says the company and dataset the request belongs to, since the provider calls
 * one address for every company. `<wattle.{request}.{company}.{dataset}.{random}@{domain}>`; the
 * request is then looked up in that scope by the whole id, so a made-up id finds nothing.
 */
export function emailMessageId(scope: Pick<Scope, 'companyId' | 'dataset'>, requestId: number, domain: string): string {
  return `wattle.${requestId}.${scope.companyId}.${scope.dataset}.${randomBytes(8).toString('hex')}@${domain}`;
}

const MESSAGE_ID = /^<?wattle\.(\d{1,12})\.(\d{1,12})\.(live|demo)\.[0-9a-f]{16}@[^\s<>@]+>?$/;

/** The scope and request a Message-ID of emailMessageId names (angle brackets or not); null for any other id. */
export function scopeOfMessageId(messageId: string): { companyId: number; dataset: 'live' | 'demo'; requestId: number; messageId: string } | null {
  const match = MESSAGE_ID.exec(messageId.trim());
  if (!match) return null;
  return { requestId: Number(match[1]), companyId: Number(match[2]), dataset: match[3] as 'live' | 'demo', messageId: messageId.trim().replace(/^<|>$/g, '') };
}

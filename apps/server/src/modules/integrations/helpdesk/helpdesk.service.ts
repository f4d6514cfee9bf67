import { HELPDESK_PLATFORM, texts } from '@wattle/contract';
import type { Actor } from '../../../lib/actor';
import type { Scoped } from '../../../lib/batches';
import type { SecretBox } from '../../../lib/secrets';
import { completeRedirectConnection } from '../authorisation-grant';
import type { HelpdeskAuthorisation } from './helpdesk-provider';

/**
 * The callback's work: trades the code for an access token at the company's account (subdomain),
 * outside any transaction, then keeps `subdomain|token` sealed and marks the card connected. A
 * refusal keeps nothing but an event-log entry.
 */
export async function completeHelpdeskAuthorisation(
  scoped: Scoped,
  box: SecretBox,
  authorisation: HelpdeskAuthorisation,
  actor: Actor,
  grant: { subdomain: string; code: string; redirectUri: string },
) {
  await completeRedirectConnection(scoped, box, actor, {
    platformName: HELPDESK_PLATFORM,
    integrationType: 'TICKETING',
    logText: texts.server.helpdeskConnectedLog,
    async obtain() {
      const accessToken = await authorisation.exchangeCode(grant);
      return { token: `${grant.subdomain}|${accessToken}`, scope: 'read write', details: { subdomain: grant.subdomain } };
    },
  });
}

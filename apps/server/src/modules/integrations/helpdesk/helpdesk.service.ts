import { HELPDESK_PLATFORM, texts } from '@wattle/contract';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import type { Scoped } from '../../../lib/batches';
import type { SecretBox } from '../../../lib/secrets';
import { logEvent } from '../accounting/accounting.repository';
import { saveToken, upsertIntegration } from '../addons.repository';
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
  let accessToken: string;
  try {
    accessToken = await authorisation.exchangeCode(grant);
  } catch (error) {
    await scoped(async (tx) => {
      const integrationId = await upsertIntegration(tx, HELPDESK_PLATFORM, 'TICKETING', false);
      await logEvent(tx, integrationId, texts.server.helpdeskConnectedLog, 'ERROR', (error as Error).message);
    });
    throw error;
  }
  await scoped(async (tx) => {
    const integrationId = await upsertIntegration(tx, HELPDESK_PLATFORM, 'TICKETING', true);
    await saveToken(tx, integrationId, HELPDESK_PLATFORM, {
      accessToken: box.seal(`${grant.subdomain}|${accessToken}`),
      refreshToken: null,
      scope: 'read write',
      expiresAt: null,
    });
    await logEvent(tx, integrationId, texts.server.helpdeskConnectedLog, 'SUCCESS', JSON.stringify({ subdomain: grant.subdomain }));
    await audit(tx, {
      event: 'integrations.connect',
      entity: 'integrations',
      entityId: integrationId,
      newValues: { platformName: HELPDESK_PLATFORM, subdomain: grant.subdomain },
      ...actor,
    });
  });
}

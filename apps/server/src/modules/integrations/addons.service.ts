import {
  catalogueItem,
  credentialLabels,
  HELPDESK_PLATFORM,
  SUBDOMAIN_PATTERN,
  texts,
  type ConnectIntegration,
  type DisconnectIntegration,
  type IntegrationCatalogueItem,
  type IntegrationListEntry,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import { logEvent } from './accounting/accounting.repository';
import { connectedPlatforms, disconnectIntegration, findIntegration, saveToken, upsertIntegration } from './addons.repository';
import type { Actor } from '../../lib/actor';

/** The catalogue item named in the path, or a 404. */
function platformOf(platformName: string): IntegrationCatalogueItem {
  const item = catalogueItem(platformName);
  if (!item) throw notFound(texts.addons.unknownPlatform(platformName));
  return item;
}

/** GET /integrations: one entry per connected platform, tokenSource = its platform name. */
export async function listConnections(tx: Tx): Promise<IntegrationListEntry[]> {
  return (await connectedPlatforms(tx)).map((tokenSource) => ({ tokenSource }));
}

/**
 * The connect dialog's credentials, checked as the dialog checks them (spec 1 §5): as many
 * pipe-separated values as the card shows fields, none empty, a ticketing subdomain a host label.
 */
function credentialsOf(item: IntegrationCatalogueItem, accessToken: string): string[] {
  const labels = credentialLabels(item);
  const values = accessToken.split('|').map((v) => v.trim());
  if (values.length !== labels.length) throw badRequest(texts.addons.wrongKeyCount(labels.length));
  const empty = values.findIndex((v) => v === '');
  if (empty >= 0) throw badRequest(`${labels[empty]}: ${texts.addons.fieldMustNotBeEmpty}`);
  if (item.integrationType === 'TICKETING' && !SUBDOMAIN_PATTERN.test(values[0]!)) throw badRequest(texts.addons.invalidSubdomain);
  return values;
}

function checkType(item: IntegrationCatalogueItem, integrationType: string) {
  if (integrationType !== item.integrationType) throw badRequest(texts.addons.wrongIntegrationType(item.integrationType));
}

export interface ConnectionRequest {
  item: IntegrationCatalogueItem;
  /** The credential values in the card's field order. */
  values: string[];
}

/** A connect request checked as the dialog checks it, before anything is asked of the provider. */
export function connectionRequestOf(platformName: string, body: ConnectIntegration): ConnectionRequest {
  const item = platformOf(platformName);
  if (item.isComingSoon) throw badRequest(texts.addons.notAvailable(item.name));
  if (item.connectsByRedirect || item.platformName === HELPDESK_PLATFORM) throw badRequest(texts.addons.connectsByRedirect(item.name));
  checkType(item, body.integrationType);
  return { item, values: credentialsOf(item, body.accessToken) };
}

/** Connects a platform with the dialog's keys, kept sealed; the accounting provider connects by its redirect instead. */
export async function connectPlatform(tx: Tx, box: SecretBox, actor: Actor, { item, values }: ConnectionRequest) {
  const platformName = item.platformName;
  const integrationId = await upsertIntegration(tx, item.platformName, item.integrationType, true);
  await saveToken(tx, integrationId, item.platformName, { accessToken: box.seal(values.join('|')), refreshToken: null, scope: null, expiresAt: null });
  await logEvent(tx, integrationId, texts.accounting.connectedLog, 'SUCCESS');
  await audit(tx, {
    event: 'integrations.connect',
    entity: 'integrations',
    entityId: integrationId,
    newValues: { platformName, fields: credentialLabels(item) },
    ...actor,
  });
  return item;
}

/** Disconnects a platform: its credentials are deleted, the row stays for the event log. */
export async function disconnectPlatform(tx: Tx, actor: Actor, platformName: string, body: DisconnectIntegration) {
  const item = platformOf(platformName);
  checkType(item, body.integrationType);
  const row = await findIntegration(tx, item.platformName);
  if (!row?.isConnected) throw badRequest(texts.addons.notConnected(item.name));
  await disconnectIntegration(tx, row.id);
  await logEvent(tx, row.id, texts.accounting.disconnectedLog, 'SUCCESS');
  await audit(tx, { event: 'integrations.disconnect', entity: 'integrations', entityId: row.id, newValues: { platformName }, ...actor });
  return { item, integrationId: row.id };
}

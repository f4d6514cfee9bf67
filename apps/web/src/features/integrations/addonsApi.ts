import { addonEndpoints, joinCredentials, type IntegrationCatalogueItem } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

/** Query keys of the Add-ons screen and the accounting detail dialog. */
export const addonKeys = {
  list: ['integrations', 'list'] as const,
  accounting: (part: string) => ['integrations', 'accounting', part] as const,
};

export const fetchConnections = (signal?: AbortSignal) => callEndpoint(addonEndpoints.list, { signal });

export const connectIntegration = (item: IntegrationCatalogueItem, values: readonly string[]) =>
  callEndpoint(addonEndpoints.connect, {
    params: { provider: item.platformName },
    body: { integrationType: item.integrationType, accessToken: joinCredentials(values) },
  });

export const disconnectIntegration = (item: IntegrationCatalogueItem) =>
  callEndpoint(addonEndpoints.disconnect, {
    params: { provider: item.platformName },
    body: { integrationType: item.integrationType, accessToken: '' },
  });

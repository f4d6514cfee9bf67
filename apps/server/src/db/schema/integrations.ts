import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { datasetKey, datasetRef, id, moment } from './_columns';
import { networkNodes } from './buildings';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * A connection to an external provider (the Add-ons catalogue lives in code; a row here means the
 * platform was connected once). Demo and live connect separately, so these belong to a dataset.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    ...datasetColumns(),
    platformName: text('platform_name').notNull(),
    integrationType: text('integration_type').notNull(),
    isConnected: boolean('is_connected').notNull().default(false),
    connectedAt: moment('connected_at'),
    disconnectedAt: moment('disconnected_at'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    ...stamps(),
  },
  (t) => [uniqueIndex('integrations_platform_uq').on(t.companyId, t.dataset, t.platformName), datasetKey('integrations', t), datasetPolicy()],
);

/**
 * Credentials of a connection (`tokenSource` = platform): OAuth tokens, or the connect dialog's
 * pipe-joined keys. Services encrypt `accessToken`/`refreshToken` before storing them.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: id(),
    ...datasetColumns(),
    integrationId: integer('integration_id').notNull(),
    tokenSource: text('token_source').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    scope: text('scope'),
    expiresAt: moment('expires_at'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('integration_tokens_source_uq').on(t.companyId, t.dataset, t.integrationId, t.tokenSource),
    datasetRef('integration_tokens', t, t.integrationId, integrations).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Organisations (tenants) of an accounting provider connection. */
export const integrationTenants = pgTable(
  'integration_tenants',
  {
    id: id(),
    ...datasetColumns(),
    integrationId: integer('integration_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    tenantName: text('tenant_name').notNull(),
    integrationJson: jsonb('integration_json').$type<Record<string, unknown>>().notNull().default({}),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('integration_tenants_uq').on(t.companyId, t.dataset, t.integrationId, t.tenantId),
    datasetKey('integration_tenants', t),
    datasetRef('integration_tenants', t, t.integrationId, integrations).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Which organisation a building's accounting goes to (removing an organisation removes its buildings). */
export const integrationBuildingTenants = pgTable(
  'integration_building_tenants',
  {
    id: id(),
    ...datasetColumns(),
    integrationTenantId: integer('integration_tenant_id').notNull(),
    networkNodeId: integer('network_node_id').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('integration_building_tenants_uq').on(t.companyId, t.dataset, t.networkNodeId, t.integrationTenantId),
    index('integration_building_tenants_tenant_idx').on(t.companyId, t.dataset, t.integrationTenantId),
    datasetRef('integration_building_tenants', t, t.integrationTenantId, integrationTenants).onDelete('cascade'),
    datasetRef('integration_building_tenants', t, t.networkNodeId, networkNodes).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Journal (JOURNAL) and receipt (RECEIPT) account mappings to the provider's chart of accounts. */
export const integrationAccountMappings = pgTable(
  'integration_account_mappings',
  {
    id: id(),
    ...datasetColumns(),
    integrationId: integer('integration_id').notNull(),
    mappingKind: text('mapping_kind', { enum: ['JOURNAL', 'RECEIPT'] }).notNull(),
    accountTypeCode: text('account_type_code'),
    accountTypeDescription: text('account_type_description'),
    accountCode: text('account_code').notNull(),
    accountDescription: text('account_description'),
    externalAccountCode: text('external_account_code'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('integration_account_mappings_uq').on(t.companyId, t.dataset, t.integrationId, t.mappingKind, t.accountCode),
    datasetRef('integration_account_mappings', t, t.integrationId, integrations).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Event log of a connection (Activity text, date, SUCCESS or an error, data as JSON, XML or text). */
export const integrationEventLogs = pgTable(
  'integration_event_logs',
  {
    id: id(),
    ...datasetColumns(),
    integrationId: integer('integration_id').notNull(),
    activity: text('activity').notNull(),
    status: text('status').notNull().default('SUCCESS'),
    data: text('data'),
    loggedAt: moment('logged_at').notNull().defaultNow(),
    ...stamps(),
  },
  (t) => [
    index('integration_event_logs_idx').on(t.companyId, t.dataset, t.integrationId, t.loggedAt),
    datasetRef('integration_event_logs', t, t.integrationId, integrations).onDelete('cascade'),
    datasetPolicy(),
  ],
);

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelopeSchema, messageListSchema } from '../envelope';
import {
  authorisationCallbackQuery,
  accountingProviderParams,
  accountingTenantParams,
  accountingTenantSchema,
  bankTransactionsSchema,
  buildingTenantSchema,
  integrationEventLogSchema,
  journalAccountMappingsSchema,
  postingProgressSchema,
  receiptAccountMappingsSchema,
  saveJournalAccountMappingsSchema,
  saveReceiptAccountMappingsSchema,
  updateBuildingsTenantSchema,
} from './accounting';
import { connectIntegrationSchema, disconnectIntegrationSchema, integrationListEntrySchema, platformParams } from './addons';
import { getMeterReadsSchema, meteringProviderParams, meteringSiteSchema } from './metering';

const tags = ['integrations'];

/** Metering-provider sites and reads (spec 3 §2.18 and §7, docs/metering.md "Meter reads in"). */
export const integrationEndpoints = {
  meteringSites: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/sites',
    params: meteringProviderParams,
    response: z.array(meteringSiteSchema),
    errors: [404, 502],
    tags,
    summary: "The metering provider's sites",
  }),
  getMeterReads: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/get-meter-reads',
    params: meteringProviderParams,
    body: getMeterReadsSchema,
    response: messageListSchema,
    errors: [400, 403, 404, 502],
    tags,
    summary: "Queue the selected sites' reads between two dates on IMPORTMETERREADS",
  }),
};

/** The Add-ons catalogue's connections (spec 1 §7 Integrations); writes are the administrator's. */
export const addonEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/integrations',
    response: z.array(integrationListEntrySchema),
    tags,
    summary: 'The connected platforms (tokenSource = platformName)',
  }),
  connect: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/connect',
    params: platformParams,
    body: connectIntegrationSchema,
    response: envelopeSchema,
    errors: [400, 403, 404, 503],
    tags,
    summary: "Connect a platform with the connect dialog's pipe-joined credentials (kept encrypted)",
  }),
  disconnect: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/disconnect',
    params: platformParams,
    body: disconnectIntegrationSchema,
    response: envelopeSchema,
    errors: [400, 403, 404],
    tags,
    summary: 'Disconnect a platform: its credentials are deleted',
  }),
};

/** The accounting provider over OAuth2 and its detail dialog (spec 3 §2.19, §7). */
export const accountingEndpoints = {
  /** Sends the browser to the provider's authorisation page (a 302). */
  start: defineEndpoint({ method: 'GET', path: '/redirect-to-xero-integration', errors: [403, 404, 503], tags }),
  /** Where the provider sends the browser back: trades the code for tokens, lands on /integration (302). */
  callback: defineEndpoint({ method: 'GET', path: '/integrations/accounting/callback', query: authorisationCallbackQuery, errors: [403, 404], tags }),
  tenants: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/tenants',
    params: accountingProviderParams,
    response: z.array(accountingTenantSchema),
    errors: [404],
    tags,
  }),
  removeTenant: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/remove-tenant/:id',
    params: accountingTenantParams,
    response: envelopeSchema,
    errors: [400, 403, 404],
    tags,
  }),
  buildingTenants: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/building-tenants',
    params: accountingProviderParams,
    response: z.array(buildingTenantSchema),
    errors: [404],
    tags,
  }),
  updateBuildingsTenant: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/update-buildings-tenant',
    params: accountingProviderParams,
    body: updateBuildingsTenantSchema,
    response: envelopeSchema,
    errors: [400, 403, 404],
    tags,
    summary: "Replaces the buildings' organisations with the ones named",
  }),
  journalAccountMappings: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/journal-account-mappings',
    params: accountingProviderParams,
    response: journalAccountMappingsSchema,
    errors: [404, 502],
    tags,
  }),
  saveJournalAccountMappings: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/journal-account-mappings',
    params: accountingProviderParams,
    body: saveJournalAccountMappingsSchema,
    response: messageListSchema,
    errors: [400, 403, 404, 502],
    tags,
  }),
  receiptAccountMappings: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/receipt-account-mappings',
    params: accountingProviderParams,
    response: receiptAccountMappingsSchema,
    errors: [404, 502],
    tags,
  }),
  saveReceiptAccountMappings: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/receipt-account-mappings',
    params: accountingProviderParams,
    body: saveReceiptAccountMappingsSchema,
    response: messageListSchema,
    errors: [400, 403, 404, 502],
    tags,
  }),
  bankTransactions: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/bank-transactions',
    params: accountingProviderParams,
    response: bankTransactionsSchema,
    errors: [404, 502],
    tags,
    summary: "The provider's bank statement lines, each with the Wattle payment, dishonour or refund it is when Wattle posted it",
  }),
  postNow: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/postings',
    params: accountingProviderParams,
    response: postingProgressSchema,
    errors: [403, 404],
    tags,
    summary: 'Post the ledger now: the documents written since the last run are added to the postings and the posting job is queued',
  }),
  postingProgress: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/postings',
    params: accountingProviderParams,
    response: postingProgressSchema,
    errors: [404],
    tags,
    summary: 'How many documents wait to be posted to the accounting provider, and how many failed',
  }),
  logs: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/logs',
    params: accountingProviderParams,
    response: z.array(integrationEventLogSchema),
    errors: [404],
    tags,
  }),
};

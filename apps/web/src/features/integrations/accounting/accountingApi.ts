import { ACCOUNTING_PLATFORM, accountingEndpoints, type JournalAccountMapping } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';

const params = { provider: ACCOUNTING_PLATFORM };

export const accountingApi = {
  tenants: (signal?: AbortSignal) => callEndpoint(accountingEndpoints.tenants, { params, signal }),
  removeTenant: (id: number) => callEndpoint(accountingEndpoints.removeTenant, { params: { ...params, id } }),
  buildingTenants: (signal?: AbortSignal) => callEndpoint(accountingEndpoints.buildingTenants, { params, signal }),
  saveBuildingTenants: (links: { NetworkNodeCode: string; TenantId: string }[]) =>
    callEndpoint(accountingEndpoints.updateBuildingsTenant, { params, body: { IntegrationSource: ACCOUNTING_PLATFORM, TenantBuildings: links } }),
  journal: (signal?: AbortSignal) => callEndpoint(accountingEndpoints.journalAccountMappings, { params, signal }),
  saveJournal: (rows: (JournalAccountMapping & { xeroAccountCode: string; isNew?: boolean })[]) =>
    callEndpoint(accountingEndpoints.saveJournalAccountMappings, { params, body: rows }),
  receipts: (signal?: AbortSignal) => callEndpoint(accountingEndpoints.receiptAccountMappings, { params, signal }),
  saveReceipts: (codes: string[]) =>
    callEndpoint(accountingEndpoints.saveReceiptAccountMappings, { params, body: codes.map((AccountCode) => ({ AccountCode })) }),
  logs: (signal?: AbortSignal) => callEndpoint(accountingEndpoints.logs, { params, signal }),
  postNow: () => callEndpoint(accountingEndpoints.postNow, { params }),
  postingProgress: (signal?: AbortSignal) => callEndpoint(accountingEndpoints.postingProgress, { params, signal }),
};

import {
  ACCOUNTING_PLATFORM,
  texts,
  type AccountingTenant,
  type BuildingTenant,
  type ExternalAccount,
  type JournalAccountMappings,
  type ReceiptAccountMappings,
  type UpdateBuildingsTenant,
} from '@wattle/contract';
import type { z } from 'zod';
import type { saveJournalAccountMappingsSchema, saveReceiptAccountMappingsSchema } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import { audit } from '../../../lib/audit';
import type { Scoped } from '../../../lib/batches';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secrets';
import { findIntegration, saveToken, tokenOf, upsertIntegration } from '../addons.repository';
import type { Actor } from '../../../lib/actor';
import { AccountingProviderError, type AccountingProvider, type ProviderTokens } from './accounting-provider';
import {
  addGlAccounts,
  buildingTenants,
  deleteTenant,
  eventLogs,
  glAccountList,
  logEvent,
  mappingsOf,
  replaceBuildingTenants,
  replaceMappings,
  replaceTenants,
  tenantsOf,
} from './accounting.repository';
import { retryFailed } from './posting/posting.repository';

/** What the accounting work needs: company-scoped transactions, the provider, the key that seals tokens. */
export interface AccountingContext {
  scoped: Scoped;
  provider: AccountingProvider;
  box: SecretBox;
}

const t = texts.accounting;
/** A token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 30_000;
const OK = 'SUCCESS';

/** The connected accounting provider's row id, or a 404. */
async function connectionId(tx: Tx, provider: string): Promise<number> {
  const row = provider === ACCOUNTING_PLATFORM ? await findIntegration(tx, ACCOUNTING_PLATFORM) : null;
  if (!row) throw notFound(texts.addons.unknownPlatform(provider));
  if (!row.isConnected) throw notFound(texts.addons.notConnected(provider));
  return row.id;
}

const sealed = (box: SecretBox, tokens: ProviderTokens) => ({
  accessToken: box.seal(tokens.accessToken),
  refreshToken: tokens.refreshToken === null ? null : box.seal(tokens.refreshToken),
  scope: tokens.scope,
  expiresAt: tokens.expiresAt.toISOString(),
});

/** A provider failure goes to the event log (in its own transaction) and to the user as a 502. */
async function providerFailure(ctx: AccountingContext, integrationId: number, activity: string, error: unknown): Promise<never> {
  if (!(error instanceof AccountingProviderError)) throw error;
  await ctx.scoped((tx) => logEvent(tx, integrationId, activity, t.errorStatus, error.message));
  throw new AppError(502, error.message);
}

async function refreshed(ctx: AccountingContext, integrationId: number, refreshToken: string | null): Promise<string> {
  if (!refreshToken) throw new AccountingProviderError(t.providerFailed('no refresh token'));
  const tokens = await ctx.provider.refresh(ctx.box.open(refreshToken));
  await ctx.scoped(async (tx) => {
    await saveToken(tx, integrationId, ACCOUNTING_PLATFORM, sealed(ctx.box, tokens));
    await logEvent(tx, integrationId, t.tokenRefreshedLog, OK, JSON.stringify({ expiresAt: tokens.expiresAt.toISOString() }));
  });
  return tokens.accessToken;
}

/**
 * Runs one provider call with a live access token: refreshed first when it is about to expire,
 * and once more when the provider refuses it. No transaction is held while the provider answers.
 */
export async function withAccessToken<T>(ctx: AccountingContext, provider: string, activity: string, work: (accessToken: string) => Promise<T>): Promise<T> {
  const { integrationId, token } = await ctx.scoped(async (tx) => {
    const id = await connectionId(tx, provider);
    return { integrationId: id, token: await tokenOf(tx, id, ACCOUNTING_PLATFORM) };
  });
  if (!token) throw notFound(texts.addons.notConnected(provider));
  try {
    const expiring = token.expiresAt !== null && Date.parse(token.expiresAt) - REFRESH_MARGIN_MS <= Date.now();
    const access = expiring ? await refreshed(ctx, integrationId, token.refreshToken) : ctx.box.open(token.accessToken);
    try {
      return await work(access);
    } catch (error) {
      if (!(error instanceof AccountingProviderError) || !error.unauthorised || expiring) throw error;
      return await work(await refreshed(ctx, integrationId, token.refreshToken));
    }
  } catch (error) {
    return providerFailure(ctx, integrationId, activity, error);
  }
}

/**
 * The callback's work: trades the code for tokens, reads the organisations and keeps both, with
 * the event log. A refusal is logged on the (not connected) row and reported as a 502.
 */
export async function completeAuthorisation(ctx: AccountingContext, actor: Actor, grant: { code: string; codeVerifier: string; redirectUri: string }) {
  let tokens: ProviderTokens;
  let tenants: { tenantId: string; tenantName: string }[];
  try {
    tokens = await ctx.provider.exchangeCode(grant);
    tenants = await ctx.provider.tenants(tokens.accessToken);
  } catch (error) {
    const integrationId = await ctx.scoped((tx) => upsertIntegration(tx, ACCOUNTING_PLATFORM, 'ACCOUNTING', false));
    return providerFailure(ctx, integrationId, t.connectedLog, error);
  }
  await ctx.scoped(async (tx) => {
    const integrationId = await upsertIntegration(tx, ACCOUNTING_PLATFORM, 'ACCOUNTING', true);
    await saveToken(tx, integrationId, ACCOUNTING_PLATFORM, sealed(ctx.box, tokens));
    await replaceTenants(tx, integrationId, tenants);
    await logEvent(tx, integrationId, t.connectedLog, OK, JSON.stringify({ scope: tokens.scope }));
    await logEvent(tx, integrationId, t.tenantsLoadedLog, OK, JSON.stringify(tenants));
    await audit(tx, {
      event: 'integrations.connect',
      entity: 'integrations',
      entityId: integrationId,
      newValues: { platformName: ACCOUNTING_PLATFORM, tenants: tenants.length },
      ...actor,
    });
  });
}

export async function listTenants(tx: Tx, provider: string): Promise<AccountingTenant[]> {
  const rows = await tenantsOf(tx, await connectionId(tx, provider));
  return rows.map((r) => ({ tenantId: r.tenantId, tenantName: r.tenantName, integrationJson: { ...r.integrationJson, Id: r.id } }));
}

/** Removes an organisation at the provider and here, with its buildings. */
export async function removeTenant(ctx: AccountingContext, actor: Actor, provider: string, id: number) {
  const tenant = await ctx.scoped(async (tx) => (await listTenants(tx, provider)).find((r) => r.integrationJson.Id === id));
  if (!tenant) throw notFound(t.unknownTenant(id));
  await withAccessToken(ctx, provider, t.remove, (access) => ctx.provider.removeTenant(access, tenant.tenantId));
  await ctx.scoped(async (tx) => {
    const integrationId = await connectionId(tx, provider);
    await deleteTenant(tx, id);
    await logEvent(tx, integrationId, `${t.remove} ${tenant.tenantName}`, OK, JSON.stringify({ tenantId: tenant.tenantId }));
    await audit(tx, { event: 'integrations.remove-tenant', entity: 'integration_tenants', entityId: id, oldValues: tenant, ...actor });
  });
}

export async function listBuildingTenants(tx: Tx, provider: string): Promise<BuildingTenant[]> {
  const rows = await buildingTenants(tx, await connectionId(tx, provider));
  return rows.map((r) => ({ networkNodeCode: r.buildingCode, display: r.description || r.buildingCode, tenantId: r.tenantId }));
}

/** Replaces the buildings' organisations (a building at most one); unknown codes or organisations write nothing. */
export async function updateBuildingsTenant(tx: Tx, actor: Actor, provider: string, body: UpdateBuildingsTenant) {
  if (body.IntegrationSource !== provider) throw badRequest(texts.addons.unknownPlatform(body.IntegrationSource));
  const integrationId = await connectionId(tx, provider);
  const tenants = await tenantsOf(tx, integrationId);
  const buildings = await buildingTenants(tx, integrationId);
  const seen = new Set<string>();
  const links = body.TenantBuildings.map((link) => {
    const building = buildings.find((b) => b.buildingCode === link.NetworkNodeCode);
    if (!building || seen.has(link.NetworkNodeCode)) throw badRequest(t.unknownBuilding(link.NetworkNodeCode));
    seen.add(link.NetworkNodeCode);
    const tenant = tenants.find((r) => r.tenantId === link.TenantId);
    if (!tenant) throw badRequest(t.unknownTenantId(link.TenantId));
    return { networkNodeId: building.buildingId, integrationTenantId: tenant.id };
  });
  await replaceBuildingTenants(
    tx,
    tenants.map((r) => r.id),
    links,
  );
  await audit(tx, { event: 'integrations.update-buildings-tenant', entity: 'integration_building_tenants', newValues: body.TenantBuildings, ...actor });
}

const providerAccounts = (ctx: AccountingContext, provider: string) =>
  withAccessToken(ctx, provider, t.accountsLoadedLog, (access) => ctx.provider.accounts(access));

/** Wattle's general-ledger accounts, each with the provider account it posts to, and the provider's chart of accounts. */
export async function journalMappings(ctx: AccountingContext, provider: string): Promise<JournalAccountMappings> {
  const accounts = await providerAccounts(ctx, provider);
  return ctx.scoped(async (tx) => {
    const mapped = await mappingsOf(tx, await connectionId(tx, provider), 'JOURNAL');
    const journalAccountMappings = (await glAccountList(tx)).map((g) => ({
      accountTypeCode: g.accountType,
      accountTypeDescription: g.accountType.charAt(0) + g.accountType.slice(1).toLowerCase(),
      accountCode: g.code,
      accountDescription: g.description,
      xeroAccountCode: mapped.find((m) => m.accountCode === g.code)?.externalAccountCode ?? null,
    }));
    return { journalAccountMappings, xeroAccountsList: accounts };
  });
}

function knownAccount(accounts: ExternalAccount[], code: string) {
  if (!accounts.some((a) => a.code === code)) throw badRequest(t.unknownExternalAccount(code));
}

/**
 * Saves the journal mappings; a row marked new also adds its general-ledger account (spec 3 §5.6),
 * refused when the code is taken, the type unknown or the description blank. Failed postings get
 * their attempts back, since a missing mapping may have been their cause.
 */
export async function saveJournalMappings(ctx: AccountingContext, actor: Actor, provider: string, body: z.infer<typeof saveJournalAccountMappingsSchema>) {
  const accounts = await providerAccounts(ctx, provider);
  for (const m of body) knownAccount(accounts, m.xeroAccountCode);
  await ctx.scoped(async (tx) => {
    const integrationId = await connectionId(tx, provider);
    await addGlAccounts(
      tx,
      body.filter((m) => m.isNew),
    );
    const gl = await glAccountList(tx);
    for (const m of body) if (!gl.some((g) => g.code === m.accountCode)) throw badRequest(t.unknownGlAccount(m.accountCode));
    await retryFailed(tx);
    await replaceMappings(
      tx,
      integrationId,
      'JOURNAL',
      body.map((m) => ({
        accountCode: m.accountCode,
        accountTypeCode: m.accountTypeCode,
        accountTypeDescription: m.accountTypeDescription,
        accountDescription: m.accountDescription,
        externalAccountCode: m.xeroAccountCode,
      })),
    );
    await audit(tx, { event: 'integrations.journal-account-mappings', entity: 'integration_account_mappings', newValues: body, ...actor });
  });
}

/** The provider's bank accounts, and those that receive Wattle's payments. */
export async function receiptMappings(ctx: AccountingContext, provider: string): Promise<ReceiptAccountMappings> {
  const accounts = (await providerAccounts(ctx, provider)).filter((a) => a.type === 'BANK');
  return ctx.scoped(async (tx) => {
    const mapped = await mappingsOf(tx, await connectionId(tx, provider), 'RECEIPT');
    return {
      receiptAccountMappings: mapped.map((m) => ({ accountCode: m.accountCode })),
      currentAccountsList: accounts.map((a) => ({ code: a.code, name: a.name })),
    };
  });
}

export async function saveReceiptMappings(ctx: AccountingContext, actor: Actor, provider: string, body: z.infer<typeof saveReceiptAccountMappingsSchema>) {
  const banks = (await providerAccounts(ctx, provider)).filter((a) => a.type === 'BANK');
  for (const m of body) knownAccount(banks, m.AccountCode);
  const codes = [...new Set(body.map((m) => m.AccountCode))];
  await ctx.scoped(async (tx) => {
    const integrationId = await connectionId(tx, provider);
    await retryFailed(tx);
    await replaceMappings(
      tx,
      integrationId,
      'RECEIPT',
      codes.map((accountCode) => ({ accountCode })),
    );
    await audit(tx, { event: 'integrations.receipt-account-mappings', entity: 'integration_account_mappings', newValues: codes, ...actor });
  });
}

export async function listEventLogs(tx: Tx, provider: string) {
  return eventLogs(tx, await connectionId(tx, provider));
}

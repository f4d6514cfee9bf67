import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import {
  glAccounts,
  integrationAccountMappings,
  integrationBuildingTenants,
  integrationEventLogs,
  integrationTenants,
  networkNodes,
} from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';

/** How many event-log entries the dialog shows, newest first. */
const EVENT_LOG_LIMIT = 200;

export async function logEvent(tx: Tx, integrationId: number, activity: string, status: string, data: string | null = null) {
  await tx.insert(integrationEventLogs).values({ integrationId, activity, status, data });
}

export async function eventLogs(tx: Tx, integrationId: number) {
  return tx
    .select({ text: integrationEventLogs.activity, date: integrationEventLogs.loggedAt, status: integrationEventLogs.status, data: integrationEventLogs.data })
    .from(integrationEventLogs)
    .where(eq(integrationEventLogs.integrationId, integrationId))
    .orderBy(desc(integrationEventLogs.loggedAt), desc(integrationEventLogs.id))
    .limit(EVENT_LOG_LIMIT);
}

export async function tenantsOf(tx: Tx, integrationId: number) {
  return tx.select().from(integrationTenants).where(eq(integrationTenants.integrationId, integrationId)).orderBy(asc(integrationTenants.tenantName));
}

/** Keeps the provider's organisations: new ones added, names refreshed, ones it no longer has removed (with their buildings). */
export async function replaceTenants(tx: Tx, integrationId: number, tenants: { tenantId: string; tenantName: string }[]) {
  const known = await tenantsOf(tx, integrationId);
  const gone = known.filter((k) => !tenants.some((t) => t.tenantId === k.tenantId)).map((k) => k.id);
  if (gone.length) await tx.delete(integrationTenants).where(inArray(integrationTenants.id, gone));
  for (const t of tenants) {
    await tx
      .insert(integrationTenants)
      .values({ integrationId, tenantId: t.tenantId, tenantName: t.tenantName, integrationJson: t })
      .onConflictDoUpdate({
        target: [integrationTenants.companyId, integrationTenants.dataset, integrationTenants.integrationId, integrationTenants.tenantId],
        set: { tenantName: t.tenantName, integrationJson: t },
      });
  }
}

export async function deleteTenant(tx: Tx, id: number) {
  await tx.delete(integrationTenants).where(eq(integrationTenants.id, id));
}

/** Every building with the organisation it is assigned to (null: none). */
export async function buildingTenants(tx: Tx, integrationId: number) {
  return tx
    .select({
      buildingId: networkNodes.id,
      buildingCode: networkNodes.buildingCode,
      description: networkNodes.description,
      tenantId: integrationTenants.tenantId,
    })
    .from(networkNodes)
    .leftJoin(integrationBuildingTenants, eq(integrationBuildingTenants.networkNodeId, networkNodes.id))
    .leftJoin(
      integrationTenants,
      and(eq(integrationTenants.id, integrationBuildingTenants.integrationTenantId), eq(integrationTenants.integrationId, integrationId)),
    )
    .where(eq(networkNodes.nodeType, 'BUILDING'))
    .orderBy(asc(networkNodes.buildingCode));
}

/** Replaces every building assignment of the connection's organisations. */
export async function replaceBuildingTenants(tx: Tx, tenantRowIds: number[], links: { networkNodeId: number; integrationTenantId: number }[]) {
  if (tenantRowIds.length) await tx.delete(integrationBuildingTenants).where(inArray(integrationBuildingTenants.integrationTenantId, tenantRowIds));
  if (links.length) await tx.insert(integrationBuildingTenants).values(links);
}

export async function glAccountList(tx: Tx) {
  return tx.select().from(glAccounts).where(eq(glAccounts.isActive, true)).orderBy(asc(glAccounts.code));
}

type GlAccountType = (typeof glAccounts.accountType.enumValues)[number];
const isGlAccountType = (type: string): type is GlAccountType => (glAccounts.accountType.enumValues as readonly string[]).includes(type);

/** Adds new general-ledger accounts (the journal tab's new rows): a code not taken, a known type, a description. */
export async function addGlAccounts(tx: Tx, rows: readonly { accountCode: string; accountTypeCode: string; accountDescription: string }[]) {
  if (rows.length === 0) return;
  const taken = await tx.select({ code: glAccounts.code }).from(glAccounts);
  const values = rows.map((r) => {
    if (taken.some((g) => g.code === r.accountCode) || rows.filter((o) => o.accountCode === r.accountCode).length > 1) {
      throw badRequest(texts.accounting.glAccountExists(r.accountCode));
    }
    if (!isGlAccountType(r.accountTypeCode)) throw badRequest(texts.accounting.unknownAccountType(r.accountTypeCode));
    if (!r.accountDescription.trim()) throw badRequest(`${texts.accounting.accountDescription}: ${texts.addons.fieldMustNotBeEmpty}`);
    return { code: r.accountCode, description: r.accountDescription.trim(), accountType: r.accountTypeCode };
  });
  await tx.insert(glAccounts).values(values);
}

export async function mappingsOf(tx: Tx, integrationId: number, mappingKind: 'JOURNAL' | 'RECEIPT') {
  return tx
    .select()
    .from(integrationAccountMappings)
    .where(and(eq(integrationAccountMappings.integrationId, integrationId), eq(integrationAccountMappings.mappingKind, mappingKind)))
    .orderBy(asc(integrationAccountMappings.accountCode));
}

export async function replaceMappings(
  tx: Tx,
  integrationId: number,
  mappingKind: 'JOURNAL' | 'RECEIPT',
  rows: { accountCode: string; accountTypeCode?: string; accountTypeDescription?: string; accountDescription?: string; externalAccountCode?: string }[],
) {
  await tx
    .delete(integrationAccountMappings)
    .where(and(eq(integrationAccountMappings.integrationId, integrationId), eq(integrationAccountMappings.mappingKind, mappingKind)));
  if (rows.length) await tx.insert(integrationAccountMappings).values(rows.map((r) => ({ integrationId, mappingKind, ...r })));
}

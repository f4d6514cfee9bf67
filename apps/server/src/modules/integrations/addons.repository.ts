import { and, eq, sql } from 'drizzle-orm';
import type { IntegrationType } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { integrations, integrationTokens } from '../../db/schema/index';

/** Platforms connected in the scope's company and dataset. */
export async function connectedPlatforms(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ platformName: integrations.platformName })
    .from(integrations)
    .where(eq(integrations.isConnected, true))
    .orderBy(integrations.platformName);
  return rows.map((r) => r.platformName);
}

export async function findIntegration(tx: Tx, platformName: string) {
  const [row] = await tx.select().from(integrations).where(eq(integrations.platformName, platformName));
  return row ?? null;
}

/** The platform's row (created on first use), connected or not; answers its id. */
export async function upsertIntegration(tx: Tx, platformName: string, integrationType: IntegrationType, isConnected: boolean): Promise<number> {
  const connected = isConnected ? { isConnected, connectedAt: sql`now()`, disconnectedAt: null } : {};
  const [row] = await tx
    .insert(integrations)
    .values({ platformName, integrationType, isConnected, ...(isConnected ? { connectedAt: sql`now()` } : {}) })
    .onConflictDoUpdate({
      target: [integrations.companyId, integrations.dataset, integrations.platformName],
      set: { integrationType, ...connected, updatedAt: sql`now()` },
    })
    .returning({ id: integrations.id });
  return row!.id;
}

export interface SealedToken {
  accessToken: string;
  refreshToken: string | null;
  scope: string | null;
  expiresAt: string | null;
}

/** Keeps the connection's credentials (already sealed), replacing earlier ones. */
export async function saveToken(tx: Tx, integrationId: number, tokenSource: string, token: SealedToken) {
  await tx
    .insert(integrationTokens)
    .values({ integrationId, tokenSource, ...token })
    .onConflictDoUpdate({
      target: [integrationTokens.companyId, integrationTokens.dataset, integrationTokens.integrationId, integrationTokens.tokenSource],
      set: { ...token, updatedAt: sql`now()` },
    });
}

export async function tokenOf(tx: Tx, integrationId: number, tokenSource: string) {
  const [row] = await tx
    .select()
    .from(integrationTokens)
    .where(and(eq(integrationTokens.integrationId, integrationId), eq(integrationTokens.tokenSource, tokenSource)));
  return row ?? null;
}

/** Marks the platform disconnected and deletes its credentials. */
export async function disconnectIntegration(tx: Tx, integrationId: number) {
  await tx.delete(integrationTokens).where(eq(integrationTokens.integrationId, integrationId));
  await tx
    .update(integrations)
    .set({ isConnected: false, disconnectedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(integrations.id, integrationId));
}

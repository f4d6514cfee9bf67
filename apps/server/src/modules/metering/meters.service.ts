import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { meters, sites, utilityAccounts } from '../../db/schema/index';

export interface NewMeter {
  siteId: number;
  utilityAccountId: number;
  productTypeId: number;
  meterCode: string;
  meterTypeId: number | null;
  /** Decimal text. */
  multiplier: string | null;
  installDate: string | null;
}

/** An ACTIVE meter at a site, billed through the utility account. */
export async function createMeter(tx: Tx, input: NewMeter): Promise<number> {
  const [meter] = await tx
    .insert(meters)
    .values({
      siteId: input.siteId,
      utilityAccountId: input.utilityAccountId,
      productTypeId: input.productTypeId,
      meterTypeId: input.meterTypeId,
      meterCode: input.meterCode,
      meterStatusCode: 'ACTIVE',
      installDate: input.installDate,
      ...(input.multiplier ? { multiplier: input.multiplier } : {}),
    })
    .returning({ id: meters.id });
  return meter!.id;
}

/** Whether an active meter already has this code in the scoped dataset. */
export async function meterCodeTaken(tx: Tx, meterCode: string): Promise<boolean> {
  return (
    (
      await tx
        .select({ id: meters.id })
        .from(meters)
        .where(and(eq(meters.meterCode, meterCode), eq(meters.meterStatusCode, 'ACTIVE')))
        .limit(1)
    ).length > 0
  );
}

/** The site and product of a utility account, for a meter added to it. */
export async function utilityAccountSite(tx: Tx, utilityAccountId: number) {
  const [row] = await tx
    .select({ siteId: sites.id, productTypeId: sites.productTypeId })
    .from(utilityAccounts)
    .innerJoin(sites, and(eq(sites.companyId, utilityAccounts.companyId), eq(sites.dataset, utilityAccounts.dataset), eq(sites.id, utilityAccounts.siteId)))
    .where(eq(utilityAccounts.id, utilityAccountId));
  return row ?? null;
}

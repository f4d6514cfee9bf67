import { and, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inIds } from '../../db/sql-rows';
import { utilityAccounts } from '../../db/schema/index';
import { getPricePlan } from '../price-plans/price-plans.service';
import { addDays } from '../rating/period';
import type { BillInput } from '../rating/rate-bill';
import type { BillingException, PricePlanInput } from '../rating/types';
import { unreconciledBuildingExceptions } from '../buildings/reconciliation-flags';
import { planInput, timingProfileIdOf } from '../rating-inputs/plan-input';
import { loadRatingInputs, loadTimingProfile, type AccountPeriod } from '../rating-inputs/rating-inputs.service';

/** Plans by id, read once per job and shared by its batches. */
export type PlanCache = Map<number, PricePlanInput>;

export interface BatchInputs {
  bills: BillInput[];
  productTypeIds: ReadonlyMap<string, number>;
  /** BUILDING_UNRECONCILED exceptions by customer account: its sites' buildings do not reconcile in the period. */
  buildingFlags: ReadonlyMap<number, BillingException[]>;
}

/**
 * A batch of customer accounts as the engine's bill inputs, billed up to `periodTo`: each utility
 * account from the day after it was last billed (or its open date) — billing-rules §2. Accounts
 * with no day left to bill have no input (NOTRANS).
 */
export async function loadBatch(tx: Tx, customerAccountIds: number[], periodTo: string, plans: PlanCache): Promise<BatchInputs> {
  const accounts = await tx
    .select({
      id: utilityAccounts.id,
      customerAccountId: utilityAccounts.customerAccountId,
      openDate: utilityAccounts.openDate,
      lastBilledDate: utilityAccounts.lastBilledDate,
    })
    .from(utilityAccounts)
    .where(and(inIds(utilityAccounts.customerAccountId, customerAccountIds), lte(utilityAccounts.openDate, periodTo)));
  const periods: AccountPeriod[] = accounts
    .map((a) => ({ utilityAccountId: a.id, periodFrom: a.lastBilledDate ? addDays(a.lastBilledDate, 1) : a.openDate, periodTo }))
    .filter((p) => p.periodFrom <= periodTo);
  const { bills, productTypeIds } = await billInputs(tx, customerAccountIds, periods, plans);
  const buildingFlags = new Map<number, BillingException[]>();
  const customerAccountOf = new Map(accounts.map((a) => [a.id, a.customerAccountId]));
  for (const flag of (await unreconciledBuildingExceptions(tx, periods)).values()) {
    const customerAccountId = customerAccountOf.get(flag.utilityAccountId)!;
    buildingFlags.set(customerAccountId, [...(buildingFlags.get(customerAccountId) ?? []), flag]);
  }
  return { bills, productTypeIds, buildingFlags };
}

/**
 * The engine's bill inputs of customer accounts over the given periods of their utility accounts,
 * with the 90 days before for HIGH_USAGE; plans are read once into `plans`.
 */
export async function billInputs(tx: Tx, customerAccountIds: readonly number[], periods: AccountPeriod[], plans: PlanCache) {
  const loaded = await loadRatingInputs(tx, periods, { history: true });
  for (const planId of new Set(loaded.map((l) => l.account.pricePlanId))) {
    if (planId === null || plans.has(planId)) continue;
    const plan = await getPricePlan(tx, planId, true);
    plans.set(planId, planInput(plan, await loadTimingProfile(tx, timingProfileIdOf(plan))));
  }
  const byAccount = new Map<number, BillInput>(customerAccountIds.map((id) => [id, { customerAccountId: id, utilityAccounts: [] }]));
  const productTypeIds = new Map<string, number>();
  for (const { account, input } of loaded) {
    byAccount
      .get(account.customerAccountId)!
      .utilityAccounts.push({ ...input, pricePlan: account.pricePlanId === null ? null : plans.get(account.pricePlanId)! });
    productTypeIds.set(input.productType.code, input.productType.id);
  }
  return { bills: [...byAccount.values()], productTypeIds };
}

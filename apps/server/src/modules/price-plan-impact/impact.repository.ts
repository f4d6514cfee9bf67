import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { PricePlan } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { billingCycles, customerAccounts, customers, pricePlanImpactAccounts, pricePlanImpacts, utilityAccounts } from '../../db/schema/index';

/** The plan's utility accounts that have been billed: those with a last billed period. */
const billedOnPlan = (planId: number) => and(eq(utilityAccounts.pricePlanId, planId), isNotNull(utilityAccounts.lastBilledDate));

export async function countBilledAccounts(tx: Tx, planId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(utilityAccounts).where(billedOnPlan(planId));
  return row?.n ?? 0;
}

export async function insertImpact(tx: Tx, values: { pricePlanId: number; proposedPlan: PricePlan; accountsTotal: number; requestedBy: string }) {
  const [row] = await tx.insert(pricePlanImpacts).values(values).returning({ id: pricePlanImpacts.id });
  return row!.id;
}

export async function findImpactById(tx: Tx, impactId: number) {
  const [row] = await tx.select().from(pricePlanImpacts).where(eq(pricePlanImpacts.id, impactId));
  return row ?? null;
}

export async function findImpact(tx: Tx, planId: number, impactId: number) {
  const [row] = await tx
    .select()
    .from(pricePlanImpacts)
    .where(and(eq(pricePlanImpacts.id, impactId), eq(pricePlanImpacts.pricePlanId, planId)));
  return row ?? null;
}

export const setImpactStatus = (tx: Tx, impactId: number, status: 'RUNNING' | 'COMPLETED' | 'FAILED', error: string | null = null) =>
  tx
    .update(pricePlanImpacts)
    .set({ status, error, updatedAt: sql`now()`, ...(status === 'RUNNING' ? {} : { finishedAt: sql`now()` }) })
    .where(eq(pricePlanImpacts.id, impactId));

/**
 * The next accounts to rate, after the last one rated (accounts are rated in id order, so a job
 * that was stopped resumes where it stopped), with their billing cycle's months.
 */
export async function nextAccounts(tx: Tx, impactId: number, planId: number, limit: number) {
  const [done] = await tx
    .select({ last: sql<number | null>`max(${pricePlanImpactAccounts.utilityAccountId})` })
    .from(pricePlanImpactAccounts)
    .where(eq(pricePlanImpactAccounts.impactId, impactId));
  return tx
    .select({ id: utilityAccounts.id, lastBilledDate: utilityAccounts.lastBilledDate, cycleMonths: billingCycles.periodMonths })
    .from(utilityAccounts)
    .innerJoin(customerAccounts, eq(customerAccounts.id, utilityAccounts.customerAccountId))
    .leftJoin(billingCycles, eq(billingCycles.id, customerAccounts.billingCycleId))
    .where(and(billedOnPlan(planId), gt(utilityAccounts.id, done?.last ?? 0)))
    .orderBy(asc(utilityAccounts.id))
    .limit(limit);
}

export type ImpactAccountValues = Omit<typeof pricePlanImpactAccounts.$inferInsert, 'companyId' | 'dataset'>;

/** A batch's bills; a batch written twice (a retried job) adds nothing. */
export async function insertImpactAccounts(tx: Tx, rows: ImpactAccountValues[]) {
  if (rows.length) await tx.insert(pricePlanImpactAccounts).values(rows).onConflictDoNothing();
}

export async function impactTotals(tx: Tx, impactId: number) {
  const [row] = await tx
    .select({
      accountsDone: count(),
      accountsAffected: sql<number>`count(*) filter (where ${pricePlanImpactAccounts.changedTotal} <> ${pricePlanImpactAccounts.currentTotal})::int`,
      currentTotal: sql<string>`coalesce(sum(${pricePlanImpactAccounts.currentTotal}), 0)::numeric(18,2)::text`,
      changedTotal: sql<string>`coalesce(sum(${pricePlanImpactAccounts.changedTotal}), 0)::numeric(18,2)::text`,
      totalChange: sql<string>`coalesce(sum(${pricePlanImpactAccounts.changedTotal} - ${pricePlanImpactAccounts.currentTotal}), 0)::numeric(18,2)::text`,
    })
    .from(pricePlanImpactAccounts)
    .where(eq(pricePlanImpactAccounts.impactId, impactId));
  return row!;
}

const change = sql<string>`(${pricePlanImpactAccounts.changedTotal} - ${pricePlanImpactAccounts.currentTotal})`;
const percent = sql<string | null>`case when ${pricePlanImpactAccounts.currentTotal} = 0 then null
  else round(${change} * 100 / abs(${pricePlanImpactAccounts.currentTotal}), 2) end`;

/** The largest increases, by dollars or by per cent, with the customer to link to. */
export function largestIncreases(tx: Tx, impactId: number, by: 'amount' | 'percent', limit: number) {
  return tx
    .select({
      customerId: customers.id,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      accountNumber: customerAccounts.accountNumber,
      utilityAccountId: pricePlanImpactAccounts.utilityAccountId,
      periodFrom: pricePlanImpactAccounts.periodFrom,
      periodTo: pricePlanImpactAccounts.periodTo,
      current: pricePlanImpactAccounts.currentTotal,
      changed: pricePlanImpactAccounts.changedTotal,
      change: sql<string>`${change}::numeric(18,2)::text`,
      changePercent: sql<string | null>`(${percent})::text`,
    })
    .from(pricePlanImpactAccounts)
    .innerJoin(utilityAccounts, eq(utilityAccounts.id, pricePlanImpactAccounts.utilityAccountId))
    .innerJoin(customerAccounts, eq(customerAccounts.id, utilityAccounts.customerAccountId))
    .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
    .where(
      and(eq(pricePlanImpactAccounts.impactId, impactId), sql`${change} > 0`, by === 'percent' ? sql`${pricePlanImpactAccounts.currentTotal} <> 0` : undefined),
    )
    .orderBy(by === 'amount' ? sql`${change} desc` : sql`${percent} desc`, asc(pricePlanImpactAccounts.utilityAccountId))
    .limit(limit);
}

import { PRICE_PLAN_IMPACT_LIST_SIZE, texts, type PricePlan, type PricePlanImpact } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { queueJob } from '../../jobs/job';
import { impactJob } from './impact.job';
import { inTurn } from '../../db/sql-rows';
import { badRequest, notFound } from '../../lib/errors';
import { checkPricePlanUpdate } from '../price-plans/price-plans.service';
import { countBilledAccounts, findImpact, impactTotals, insertImpact, largestIncreases } from './impact.repository';

/**
 * Starts the impact preview of an edited plan: the same rules as a save, nothing saved; the
 * pg-boss job (impact.job.ts) rates the accounts. Returns the preview's id.
 */
export async function startImpact(tx: Tx, scope: Scope, planId: number, proposed: PricePlan, requestedBy: string): Promise<number> {
  if (planId <= 0) throw badRequest(texts.pricePlan.impact.newPlan);
  await checkPricePlanUpdate(tx, planId, proposed);
  const accountsTotal = await countBilledAccounts(tx, planId);
  const impactId = await insertImpact(tx, { pricePlanId: planId, proposedPlan: proposed, accountsTotal, requestedBy });
  queueJob(tx, impactJob, { companyId: scope.companyId, dataset: scope.dataset, impactId });
  return impactId;
}

/** The preview so far: progress and totals while it runs, and the largest increases once it has finished. */
export async function readImpact(tx: Tx, planId: number, impactId: number): Promise<PricePlanImpact> {
  const impact = await findImpact(tx, planId, impactId);
  if (!impact) throw notFound(texts.pricePlan.impact.notFound);
  // While the job runs the editor polls for progress only: the lists come once it has finished.
  const finished = impact.status === 'COMPLETED';
  const [totals, byAmount, byPercent] = await inTurn([
    () => impactTotals(tx, impactId),
    () => (finished ? largestIncreases(tx, impactId, 'amount', PRICE_PLAN_IMPACT_LIST_SIZE) : []),
    () => (finished ? largestIncreases(tx, impactId, 'percent', PRICE_PLAN_IMPACT_LIST_SIZE) : []),
  ]);
  return {
    id: impact.id,
    pricePlanId: impact.pricePlanId,
    status: impact.status,
    accountsTotal: impact.accountsTotal,
    accountsDone: totals.accountsDone,
    accountsAffected: totals.accountsAffected,
    currentTotal: totals.currentTotal,
    changedTotal: totals.changedTotal,
    totalChange: totals.totalChange,
    largestIncreases: byAmount,
    largestPercentIncreases: byPercent,
    error: impact.error,
  };
}

import { JOB_WORKING_STATUSES } from '@wattle/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pricePlanImpacts } from '../../db/schema/index';
import { defineJob } from '../../jobs/job';
import { withScope, type Scope } from '../../db/tenancy';
import { businessDate } from '../../lib/business-date';
import { rateBill } from '../rating/rate-bill';
import type { PricePlanInput } from '../rating/types';
import { planInput, timingProfileIdOf } from '../rating-inputs/plan-input';
import { loadRatingInputs, loadTimingProfile, type LoadedAccount } from '../rating-inputs/rating-inputs.service';
import { getPricePlan } from '../price-plans/price-plans.service';
import { findImpactById, insertImpactAccounts, nextAccounts, setImpactStatus, type ImpactAccountValues } from './impact.repository';
import { DEFAULT_CYCLE_MONTHS, lastBilledPeriod } from './last-billed-period';
import { changesInForceFrom, ratesInForceOn } from './rates-in-force';

const PRICE_PLAN_IMPACT_QUEUE = 'price-plan-impact';
/** Accounts read, rated and written per transaction: short transactions, bounded memory. */
const IMPACT_BATCH = 1000;

export interface ImpactJob extends Scope {
  impactId: number;
}

const bill = (loaded: LoadedAccount, pricePlan: PricePlanInput) =>
  rateBill({ customerAccountId: loaded.account.customerAccountId, utilityAccounts: [{ ...loaded.input, pricePlan }] });

/** One account's bill with the saved plan and with the edited one, over the period the engine rated. */
function compare(impactId: number, loaded: LoadedAccount, plans: { current: PricePlanInput; changed: PricePlanInput }): ImpactAccountValues {
  const current = bill(loaded, plans.current);
  const changed = bill(loaded, plans.changed);
  return {
    impactId,
    utilityAccountId: loaded.account.id,
    periodFrom: current.periodFrom ?? loaded.input.periodEnd,
    periodTo: current.periodTo ?? loaded.input.periodEnd,
    currentTotal: current.total,
    changedTotal: changed.total,
  };
}

/**
 * Rates every billed account on the plan over its last billed period twice: at today's rates of the
 * saved plan, and at the edited plan's rates once all of them are in force (docs/billing.md). Batch
 * by batch, each
 * batch read in one short transaction and written in another. A job stopped half way (a restart)
 * resumes after the last account written; a finished preview is left alone.
 */
export async function runImpact(database: Database, job: ImpactJob): Promise<void> {
  const scoped = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(database.db, job, work);
  const impact = await scoped((tx) => findImpactById(tx, job.impactId));
  if (!impact || impact.status === 'COMPLETED' || impact.status === 'FAILED') return;
  try {
    const plans = await scoped(async (tx) => {
      await setImpactStatus(tx, impact.id, 'RUNNING');
      const today = await businessDate(tx);
      const saved = await getPricePlan(tx, impact.pricePlanId, true);
      const proposed = planInput(impact.proposedPlan, await loadTimingProfile(tx, timingProfileIdOf(impact.proposedPlan)));
      return {
        current: ratesInForceOn(planInput(saved, await loadTimingProfile(tx, timingProfileIdOf(saved))), today),
        changed: ratesInForceOn(proposed, changesInForceFrom(proposed, today)),
      };
    });
    for (;;) {
      const batch = await scoped(async (tx) => {
        const accounts = await nextAccounts(tx, impact.id, impact.pricePlanId, IMPACT_BATCH);
        const periods = accounts.map((a) => ({ utilityAccountId: a.id, ...lastBilledPeriod(a.lastBilledDate!, a.cycleMonths ?? DEFAULT_CYCLE_MONTHS) }));
        // The preview compares amounts: the history HIGH_USAGE needs is not read.
        return loadRatingInputs(tx, periods, { history: false });
      });
      if (!batch.length) break;
      const rows = batch.map((loaded) => compare(impact.id, loaded, plans));
      await scoped((tx) => insertImpactAccounts(tx, rows));
    }
    await scoped((tx) => setImpactStatus(tx, impact.id, 'COMPLETED'));
  } catch (error) {
    await scoped((tx) => setImpactStatus(tx, impact.id, 'FAILED', error instanceof Error ? error.message : String(error)));
    throw error;
  }
}

/** A preview's job: any server with jobs on takes it; one left QUEUED or RUNNING is queued again by the sweep and resumes. */
export const impactJob = defineJob<ImpactJob>({
  queue: PRICE_PLAN_IMPACT_QUEUE,
  key: (job) => `${job.companyId}:${job.dataset}:${job.impactId}`,
  run: (deps, job) => runImpact(deps.database, job),
  unfinished: ({ database }) =>
    database.db
      .select({ companyId: pricePlanImpacts.companyId, dataset: pricePlanImpacts.dataset, impactId: pricePlanImpacts.id })
      .from(pricePlanImpacts)
      .where(inArray(pricePlanImpacts.status, [...JOB_WORKING_STATUSES])),
});

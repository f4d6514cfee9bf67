import { and, between, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inIds } from '../../db/sql-rows';
import { customerAccounts, publicHolidays, utilityAccounts } from '../../db/schema/index';
import { getPricePlan } from '../price-plans/price-plans.service';
import { addDays } from '../rating/period';
import type { BillInput } from '../rating/rate-bill';
import type { BillingException, PricePlanInput, PublicHolidayInput } from '../rating/types';
import { unreconciledBuildingExceptions } from '../buildings/reconciliation-flags';
import { holidaysIn, invoiceDueDate } from '../customers/invoice-due-date.rules';
import { planInput, timingProfileIdOf } from '../rating-inputs/plan-input';
import { loadRatingInputs, loadTimingProfile, type AccountPeriod } from '../rating-inputs/rating-inputs.service';

/** Plans by id, read once per job and shared by its batches. */
export type PlanCache = Map<number, PricePlanInput>;

/** How far after the invoice date public holidays are read for due dates. */
const DUE_DATE_HORIZON_DAYS = 120;

export interface BatchInputs {
  bills: BillInput[];
  termsDays: ReadonlyMap<number, number>;
  /** The state of each customer account's first utility account (its due date's holidays). */
  stateOf: ReadonlyMap<number, string>;
  productTypeIds: ReadonlyMap<string, number>;
  /** BUILDING_UNRECONCILED exceptions by customer account: its sites' buildings do not reconcile in the period. */
  buildingFlags: ReadonlyMap<number, BillingException[]>;
}

export const dueDateHolidays = (tx: Tx, invoiceDate: string): Promise<PublicHolidayInput[]> =>
  tx
    .select({ holidayDate: publicHolidays.holidayDate, state: publicHolidays.state })
    .from(publicHolidays)
    .where(between(publicHolidays.holidayDate, invoiceDate, addDays(invoiceDate, DUE_DATE_HORIZON_DAYS)));

/** A customer account's due date: its payment terms from the invoice date, past the holidays of its state. */
export const dueDateOf = (inputs: BatchInputs, holidays: PublicHolidayInput[], invoiceDate: string, customerAccountId: number) =>
  invoiceDueDate(invoiceDate, inputs.termsDays.get(customerAccountId) ?? 0, holidaysIn(holidays, inputs.stateOf.get(customerAccountId) ?? null));

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
  const loaded = await loadRatingInputs(tx, periods, { history: true });
  for (const planId of new Set(loaded.map((l) => l.account.pricePlanId))) {
    if (planId === null || plans.has(planId)) continue;
    const plan = await getPricePlan(tx, planId, true);
    plans.set(planId, planInput(plan, await loadTimingProfile(tx, timingProfileIdOf(plan))));
  }
  const terms = await tx
    .select({ id: customerAccounts.id, days: customerAccounts.paymentTermsDays })
    .from(customerAccounts)
    .where(inIds(customerAccounts.id, customerAccountIds));
  const byAccount = new Map<number, BillInput>(customerAccountIds.map((id) => [id, { customerAccountId: id, utilityAccounts: [] }]));
  const stateOf = new Map<number, string>();
  const productTypeIds = new Map<string, number>();
  for (const { account, input } of loaded) {
    byAccount
      .get(account.customerAccountId)!
      .utilityAccounts.push({ ...input, pricePlan: account.pricePlanId === null ? null : plans.get(account.pricePlanId)! });
    if (!stateOf.has(account.customerAccountId)) stateOf.set(account.customerAccountId, account.state);
    productTypeIds.set(input.productType.code, input.productType.id);
  }
  const buildingFlags = new Map<number, BillingException[]>();
  const customerAccountOf = new Map(accounts.map((a) => [a.id, a.customerAccountId]));
  for (const flag of (await unreconciledBuildingExceptions(tx, periods)).values()) {
    const customerAccountId = customerAccountOf.get(flag.utilityAccountId)!;
    buildingFlags.set(customerAccountId, [...(buildingFlags.get(customerAccountId) ?? []), flag]);
  }
  return { bills: [...byAccount.values()], termsDays: new Map(terms.map((t) => [t.id, t.days])), stateOf, productTypeIds, buildingFlags };
}

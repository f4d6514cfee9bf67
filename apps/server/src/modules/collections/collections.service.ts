import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { intArray } from '../../db/sql-rows';
import { billingCycles, customerAccounts, hardshipCases, lifeSupportRegistrations, treatments } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { doneWith, refused, type Outcome } from '../../lib/outcome';
import { agedDebt } from './aged-debt.repository';
import { ARREARS_OR_COLLECTIONS, IN_ARREARS, nextStep, type CreditStatus, type TreatmentType } from './collection.rules';

/** Life support customers and customers in hardship (as of the business date) may not be disconnected for debt. */
async function protectedFromDisconnection(tx: Tx, customerId: number): Promise<boolean> {
  const [lifeSupport] = await tx
    .select({ id: lifeSupportRegistrations.id })
    .from(lifeSupportRegistrations)
    .where(and(eq(lifeSupportRegistrations.customerId, customerId), inArray(lifeSupportRegistrations.status, ['AWAITING_CONFIRMATION', 'CONFIRMED'])))
    .limit(1);
  if (lifeSupport) return true;
  const today = await businessDate(tx);
  const [hardship] = await tx
    .select({ id: hardshipCases.id })
    .from(hardshipCases)
    .where(
      and(
        eq(hardshipCases.customerId, customerId),
        inArray(hardshipCases.status, ['ASSESSING', 'ACTIVE']),
        or(isNull(hardshipCases.endDate), sql`${hardshipCases.endDate} >= ${today}`),
      ),
    )
    .limit(1);
  return Boolean(hardship);
}

/** A disconnection warning is never issued to a protected customer. */
export async function disconnectionWarningProblem(tx: Tx, treatmentType: string | null | undefined, customerId: number): Promise<string | null> {
  if (treatmentType !== 'DISCONNECTION_WARNING') return null;
  return (await protectedFromDisconnection(tx, customerId)) ? texts.sectionRules.disconnectionProtected : null;
}

/** Escalates a treatment to the next step of the path (nextStep), dated the business date; answers the new step. */
export async function escalateTreatment(tx: Tx, treatmentId: number, customerId: number | null | undefined): Promise<Outcome<TreatmentType>> {
  const [saved] = await tx.select().from(treatments).where(eq(treatments.id, treatmentId)).for('update');
  const next = saved ? nextStep(saved) : null;
  if (!saved || !next) return refused(texts.sectionRules.cannotEscalate);
  if (customerId && (await disconnectionWarningProblem(tx, next, customerId))) return refused(texts.sectionRules.disconnectionProtected);
  await tx
    .update(treatments)
    .set({ status: 'ESCALATED', updatedAt: sql`clock_timestamp()` })
    .where(eq(treatments.id, treatmentId));
  await tx.insert(treatments).values({
    customerAccountId: saved.customerAccountId,
    invoiceId: saved.invoiceId,
    treatmentType: next,
    treatmentDate: await businessDate(tx),
    amountOverdue: saved.amountOverdue,
    status: 'OPEN',
  });
  return doneWith(next);
}

/** Records a collection step for each account, for what it has past due (its aged debt), dated `date`. */
export async function recordSteps(tx: Tx, accountIds: readonly number[], treatmentType: TreatmentType, date: string, status: 'OPEN' | 'SENT' = 'SENT') {
  await tx.execute(sql`insert into ${treatments} (customer_account_id, treatment_type, treatment_date, amount_overdue, status)
    select ad.account_id, ${treatmentType}, ${date}::date, ad.overdue, ${status}
    from (${agedDebt({ accounts: sql`select unnest(${intArray(accountIds)})` })}) ad`);
}

/** Moves accounts from one of `from` credit statuses to `to` (unchanged when null); every one must be in `from`, or nothing is written. */
async function moveAccounts(tx: Tx, ids: readonly number[], from: readonly CreditStatus[], to: CreditStatus | null): Promise<Outcome> {
  const rows = await tx
    .select({ id: customerAccounts.id, status: customerAccounts.creditStatus })
    .from(customerAccounts)
    .where(inArray(customerAccounts.id, [...ids]))
    .for('update');
  if (ids.length === 0 || rows.length !== new Set(ids).size || !rows.every((r) => from.includes(r.status)))
    return refused(texts.dashboard.wrongStatus(from.join(', ')));
  await tx
    .update(customerAccounts)
    .set({ ...(to ? { creditStatus: to } : {}), updatedAt: sql`now()` })
    .where(inArray(customerAccounts.id, [...ids]));
  return doneWith(ids.length);
}

/** Records a payment reminder for accounts in arrears. */
export async function remindAccounts(tx: Tx, ids: readonly number[]): Promise<Outcome> {
  const outcome = await moveAccounts(tx, ids, IN_ARREARS, null);
  if (outcome.done) await recordSteps(tx, ids, 'REMINDER', await businessDate(tx));
  return outcome;
}

/** Hands accounts in arrears to collections, recording the step. */
export async function escalateAccounts(tx: Tx, ids: readonly number[]): Promise<Outcome> {
  const outcome = await moveAccounts(tx, ids, IN_ARREARS, 'COLLECTIONS');
  if (outcome.done) await recordSteps(tx, ids, 'COLLECTIONS', await businessDate(tx));
  return outcome;
}

/** Accounts no longer in arrears: back in good standing. */
export const resolveAccounts = (tx: Tx, ids: readonly number[]) => moveAccounts(tx, ids, ARREARS_OR_COLLECTIONS, 'GOOD');

export interface ArrearsReview {
  /** Debt due before this date and not yet paid (aged debt) makes an account overdue. */
  dueBefore: string;
  /** Only accounts owing at least this much (checked with isReviewAmount). */
  minBalance: string;
  /** One billing cycle (id or code); null: every cycle. */
  cycle: string | null;
  /** Also record a reminder, dated this day; null: none. */
  reminderDate: string | null;
}

/**
 * Flags accounts in arrears: active accounts in good standing owing at least the minimum with
 * something past due on the review's date (their aged debt as of that day); answers how many were
 * flagged and reminded. With a `limit`, flags at most that many (one batch of a long review: call
 * again until fewer come back, since a flagged account is no longer in good standing).
 */
export async function reviewArrears(tx: Tx, review: ArrearsReview, limit?: number): Promise<{ flagged: number; reminded: number }> {
  const cycleCondition: SQL = review.cycle
    ? sql` and ${customerAccounts.billingCycleId} in (select ${billingCycles.id} from ${billingCycles} where ${billingCycles.id}::text = ${review.cycle} or ${billingCycles.code} = ${review.cycle})`
    : sql``;
  const candidates = sql`select ${customerAccounts.id} from ${customerAccounts}
    where ${customerAccounts.accountStatus} = 'ACTIVE' and ${customerAccounts.creditStatus} = 'GOOD' and ${customerAccounts.balance} >= ${review.minBalance}::numeric${cycleCondition}`;
  const flagged = await tx
    .update(customerAccounts)
    .set({ creditStatus: 'ARREARS', updatedAt: sql`now()` })
    .where(
      sql`${customerAccounts.creditStatus} = 'GOOD' and ${customerAccounts.id} in (select ad.account_id
        from (${agedDebt({ accounts: candidates, asOf: sql`${review.dueBefore}::date` })}) ad
        where ad.overdue > 0 order by ad.account_id limit ${limit ?? null})`,
    )
    .returning({ id: customerAccounts.id });
  if (!review.reminderDate || flagged.length === 0) return { flagged: flagged.length, reminded: 0 };
  await recordSteps(
    tx,
    flagged.map((r) => r.id),
    'REMINDER',
    review.reminderDate,
  );
  return { flagged: flagged.length, reminded: flagged.length };
}

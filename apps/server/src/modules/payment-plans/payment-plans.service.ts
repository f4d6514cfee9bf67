import { and, eq, inArray, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { customerAccounts, paymentPlanInstalments as i, paymentPlans as p } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { doneWith, refused, type Outcome } from '../../lib/outcome';
import { customerBalance } from '../customers/customer-balance.service';
import { instalmentSchedule, type Frequency } from './instalments';
import {
  CANCELLABLE,
  instalmentOnCancel,
  owedProblem,
  REINSTATABLE,
  scheduleChanged,
  type InstalmentStatus,
  type PlanInput,
  type PlanType,
} from './payment-plan.rules';

/** The schedule of a saved plan is fixed: null when `plan` leaves it as it is. */
export async function scheduleChangeProblem(tx: Tx, planId: number, plan: PlanInput): Promise<string | null> {
  const [saved] = await tx.select().from(p).where(eq(p.id, planId));
  return saved && scheduleChanged(saved, plan) ? texts.sectionRules.scheduleFixed : null;
}

/** A customer has at most one active plan of each kind. */
export async function openPlanProblem(tx: Tx, planType: PlanType, customerId: number): Promise<string | null> {
  const [open] = await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.planType, planType),
        eq(p.status, 'ACTIVE'),
        sql`${p.customerAccountId} in (select ${customerAccounts.id} from ${customerAccounts} where ${customerAccounts.customerId} = ${customerId})`,
      ),
    )
    .limit(1);
  return open ? texts.sectionRules.oneActivePlan : null;
}

/** A new payment plan's total is what the customer owes on all its accounts (owedProblem). */
export async function amountOwedProblem(tx: Tx, planType: PlanType, customerId: number, total: string | null | undefined): Promise<string | null> {
  return planType === 'PAYMENT_PLAN' ? owedProblem(total, await customerBalance(tx, customerId)) : null;
}

/** A new plan's instalments, adding up to its total. */
export async function createInstalments(tx: Tx, planId: number, plan: Required<PlanInput>): Promise<void> {
  const schedule = instalmentSchedule(plan.totalAmount!, Number(plan.numberOfInstalments), plan.startDate!, plan.frequency as Frequency);
  await tx.insert(i).values(schedule.map((s) => ({ ...s, paymentPlanId: planId })));
}

/** Locks the plans and answers whether every one of `ids` exists in one of `statuses`. */
async function allIn(tx: Tx, ids: readonly number[], statuses: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const rows = await tx
    .select({ id: p.id, status: p.status })
    .from(p)
    .where(inArray(p.id, [...ids]))
    .for('update');
  return rows.length === new Set(ids).size && rows.every((r) => statuses.includes(r.status));
}

/**
 * Cancels payment plans (section Cancel Plan and the Payment Plans in Default queue alike): every
 * plan must be ACTIVE or DEFAULTED, or nothing is written. Each becomes CANCELLED, ended on the
 * company's business date; its instalments follow instalmentOnCancel.
 */
export async function cancelPlans(tx: Tx, ids: readonly number[]): Promise<Outcome> {
  if (!(await allIn(tx, ids, CANCELLABLE))) return refused(texts.sectionRules.planNotCancellable);
  const today = await businessDate(tx);
  await tx
    .update(p)
    .set({ status: 'CANCELLED', endDate: today, updatedAt: sql`clock_timestamp()` })
    .where(inArray(p.id, [...ids]));
  const instalments = await tx
    .select({ id: i.id, status: i.status, dueDate: i.dueDate })
    .from(i)
    .where(inArray(i.paymentPlanId, [...ids]));
  const byStatus = new Map<InstalmentStatus, number[]>();
  for (const instalment of instalments) {
    const next = instalmentOnCancel(instalment, today);
    if (next) byStatus.set(next, [...(byStatus.get(next) ?? []), instalment.id]);
  }
  for (const [status, instalmentIds] of byStatus)
    await tx
      .update(i)
      .set({ status, updatedAt: sql`clock_timestamp()` })
      .where(inArray(i.id, instalmentIds));
  return doneWith(ids.length);
}

/**
 * Puts defaulted (or active, behind on an instalment) plans back on track: ACTIVE, missed
 * instalments due again, reinstated on the business date, so only an instalment due from then on
 * can default the plan again (missed-instalments.service); the ones due again are met first by the
 * next payments.
 */
export async function reinstatePlans(tx: Tx, ids: readonly number[]): Promise<Outcome> {
  if (!(await allIn(tx, ids, REINSTATABLE))) return refused(texts.dashboard.wrongStatus(REINSTATABLE.join(', ')));
  await tx
    .update(p)
    .set({ status: 'ACTIVE', reinstatedOn: await businessDate(tx), updatedAt: sql`clock_timestamp()` })
    .where(inArray(p.id, [...ids]));
  await tx
    .update(i)
    .set({ status: 'DUE', updatedAt: sql`clock_timestamp()` })
    .where(and(eq(i.status, 'MISSED'), inArray(i.paymentPlanId, [...ids])));
  return doneWith(ids.length);
}

import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';
import type { paymentPlanInstalments, paymentPlans } from '../../db/schema/index';
import { instalmentSchedule, type Frequency } from './instalments';

export type PlanStatus = (typeof paymentPlans.status.enumValues)[number];
export type InstalmentStatus = (typeof paymentPlanInstalments.status.enumValues)[number];
export type PlanType = (typeof paymentPlans.planType.enumValues)[number];

/** A plan as entered: the values of its form (text, as the section sends them). */
export type PlanInput = Partial<Record<'totalAmount' | 'numberOfInstalments' | 'frequency' | 'startDate', string | null>>;

export const MAX_INSTALMENTS = 52;

/** Fields fixed once a plan exists: changing the schedule means cancelling and starting a new plan. */
export const SCHEDULE_FIELDS = ['totalAmount', 'numberOfInstalments', 'frequency', 'startDate'] as const;

/** A plan that is still running (ACTIVE) or has defaulted may be cancelled; a completed or cancelled one is over. */
export const CANCELLABLE: readonly PlanStatus[] = ['ACTIVE', 'DEFAULTED'];
export const REINSTATABLE: readonly PlanStatus[] = ['DEFAULTED', 'ACTIVE'];

export const isCancellable = (status: string) => (CANCELLABLE as readonly string[]).includes(status);

/**
 * What cancelling a plan on `today` (the company's business date) does to one instalment: one
 * still DUE whose date has passed was missed; one DUE today or later will not be collected
 * (CANCELLED); paid, part-paid and missed instalments keep their status (money received, a
 * default recorded). Null: unchanged.
 */
export function instalmentOnCancel(instalment: { status: InstalmentStatus; dueDate: string }, today: string): InstalmentStatus | null {
  if (instalment.status !== 'DUE') return null;
  return instalment.dueDate < today ? 'MISSED' : 'CANCELLED';
}

/** A plan's total is more than nothing. */
export const amountProblem = (total: string | null | undefined) => (new Decimal(total || '0').lte(0) ? texts.sectionRules.amountPositive : null);

/** A plan has between 2 and MAX_INSTALMENTS instalments. */
export function instalmentCountProblem(count: string | null | undefined): string | null {
  const n = Number(count);
  return n < 2 || n > MAX_INSTALMENTS ? texts.sectionRules.instalmentCount(MAX_INSTALMENTS) : null;
}

/** Whether a change touches the schedule of a saved plan (which is fixed). */
export const scheduleChanged = (saved: Record<(typeof SCHEDULE_FIELDS)[number], unknown>, plan: PlanInput) =>
  SCHEDULE_FIELDS.some((f) => String(saved[f]) !== plan[f]);

/** A payment plan pays off what is owed: its instalments add up to the account balance. Null when it does. */
export function owedProblem(total: string | null | undefined, owed: Decimal): string | null {
  if (owed.lte(0)) return texts.sectionRules.nothingOwed;
  return new Decimal(total || '0').equals(owed) ? null : texts.sectionRules.planMustMatchOwed(owed.toFixed(2));
}

/** The regular instalment and the last due date follow from total, count, frequency and start. */
export function derivedSchedule(plan: PlanInput): { instalmentAmount?: string; endDate?: string } {
  if (!plan.totalAmount || !plan.numberOfInstalments || !plan.startDate || !plan.frequency) return {};
  const schedule = instalmentSchedule(plan.totalAmount, Number(plan.numberOfInstalments), plan.startDate, plan.frequency as Frequency);
  return { instalmentAmount: schedule[0]!.amount, endDate: schedule.at(-1)!.dueDate };
}

import Decimal from 'decimal.js';
import type { InstalmentStatus, PlanType } from './payment-plan.rules';

/** A running arrangement (ACTIVE or DEFAULTED) of one account. */
export interface RunningPlan {
  id: number;
  planType: PlanType;
  /** When it was made, in microseconds: money recorded earlier is already in its total. */
  madeAt: bigint;
}

/** One of its instalments not cancelled, as stored. */
export interface PlanInstalment {
  id: number;
  planId: number;
  instalmentNumber: number;
  dueDate: string;
  amount: string;
  status: InstalmentStatus;
  paidDate: string | null;
}

/** A CLEARED payment of the account. */
export interface PlanPayment {
  id: number;
  amount: string;
  paymentDate: string;
  /** When it was recorded, in microseconds. */
  recordedAt: bigint;
}

/** What the money met of one instalment. */
export interface MetInstalment {
  id: number;
  paidAmount: string;
  status: InstalmentStatus;
  paidDate: string | null;
}

/** The payment plan before smooth pay: its instalments are the ones whose miss sends the account to collections. */
const TYPE_ORDER: Record<PlanType, number> = { PAYMENT_PLAN: 0, SMOOTH_PAY: 1 };

/**
 * Which instalments one payment meets first (docs/payments.md "Payment plans", a payment plan and
 * smooth pay together): those already due on the payment's date, the payment plan's before smooth
 * pay's, oldest first; then those not yet due, oldest due date first, the payment plan's first on
 * the same day.
 */
function paymentOrder(payment: PlanPayment, typeOf: (i: PlanInstalment) => number) {
  const key = (i: PlanInstalment) => {
    const due = i.dueDate <= payment.paymentDate;
    return [due ? 0 : 1, due ? typeOf(i) : 0, i.dueDate, typeOf(i), i.instalmentNumber] as const;
  };
  return (a: PlanInstalment, b: PlanInstalment) => {
    const [ka, kb] = [key(a), key(b)];
    for (let n = 0; n < ka.length; n++) if (ka[n] !== kb[n]) return ka[n]! < kb[n]! ? -1 : 1;
    return a.id - b.id;
  };
}

/**
 * Meets one account's instalments from its payments, recomputed from the start each time (so a
 * dishonoured payment, left out of `payments`, stops counting). Each payment, in the order received
 * (payment date, then id), counts once: towards the arrangements made before it was recorded
 * (money recorded earlier is already in a plan's total), laid over their instalments in
 * `paymentOrder`. With one arrangement that is simply its instalments oldest first. An instalment
 * met in full is PAID (dated by the payment that completed it, or the date it had), in part
 * PART_PAID, not at all DUE, or MISSED when it was missed already and is not yet met in full.
 */
export function meetByPayments(plans: readonly RunningPlan[], instalments: readonly PlanInstalment[], payments: readonly PlanPayment[]): MetInstalment[] {
  const planOf = new Map(plans.map((p) => [p.id, p]));
  const typeOf = (i: PlanInstalment) => TYPE_ORDER[planOf.get(i.planId)!.planType];
  const met = new Map(instalments.map((i) => [i.id, new Decimal(0)]));
  const completedOn = new Map<number, string>();
  const received = [...payments].sort((a, b) => (a.paymentDate === b.paymentDate ? a.id - b.id : a.paymentDate < b.paymentDate ? -1 : 1));
  for (const payment of received) {
    let left = new Decimal(payment.amount);
    const open = instalments
      .filter((i) => planOf.get(i.planId)!.madeAt <= payment.recordedAt && met.get(i.id)!.lt(i.amount))
      .sort(paymentOrder(payment, typeOf));
    for (const instalment of open) {
      if (left.lte(0)) break;
      const part = Decimal.min(left, new Decimal(instalment.amount).minus(met.get(instalment.id)!));
      met.set(instalment.id, met.get(instalment.id)!.plus(part));
      left = left.minus(part);
      if (met.get(instalment.id)!.eq(instalment.amount)) completedOn.set(instalment.id, payment.paymentDate);
    }
  }
  return instalments.map((i) => {
    const paid = met.get(i.id)!;
    const status: InstalmentStatus = paid.eq(i.amount) ? 'PAID' : i.status === 'MISSED' ? 'MISSED' : paid.gt(0) ? 'PART_PAID' : 'DUE';
    return {
      id: i.id,
      paidAmount: paid.toFixed(2),
      status,
      paidDate: status === 'PAID' ? (i.status === 'PAID' && i.paidDate ? i.paidDate : (completedOn.get(i.id) ?? null)) : null,
    };
  });
}

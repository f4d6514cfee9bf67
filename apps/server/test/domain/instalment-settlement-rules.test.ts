/**
 * meetByPayments, worked by hand (docs/payments.md "Payment plans", a payment plan and smooth pay
 * together): each payment counts once; what is due on its date is met first, the payment plan's
 * before smooth pay's; then what is not yet due, oldest due date first, the plan's first on a tie.
 */
import { describe, expect, it } from 'vitest';
import { meetByPayments, type PlanInstalment, type RunningPlan } from '../../src/modules/payment-plans/instalment-settlement.rules';

const plan: RunningPlan = { id: 1, planType: 'PAYMENT_PLAN', madeAt: 100n };
const smooth: RunningPlan = { id: 2, planType: 'SMOOTH_PAY', madeAt: 50n };
const instalment = (
  id: number,
  planId: number,
  instalmentNumber: number,
  dueDate: string,
  amount: string,
  status: PlanInstalment['status'] = 'DUE',
): PlanInstalment => ({
  id,
  planId,
  instalmentNumber,
  dueDate,
  amount,
  status,
  paidDate: null,
});
const view = (met: ReturnType<typeof meetByPayments>) => met.map((m) => `${m.id} ${m.status} ${m.paidAmount}${m.paidDate ? ` ${m.paidDate}` : ''}`);

describe('meetByPayments', () => {
  const both = [
    instalment(11, 1, 1, '2026-03-01', '50.00'),
    instalment(12, 1, 2, '2026-04-01', '50.00'),
    instalment(21, 2, 1, '2026-02-15', '80.00'),
    instalment(22, 2, 2, '2026-03-15', '80.00'),
    instalment(23, 2, 3, '2026-04-15', '80.00'),
  ];

  it('counts each payment once: due first (the payment plan before smooth pay), then oldest due date', () => {
    const met = meetByPayments([plan, smooth], both, [
      // Recorded before the payment plan was made (60 < 100): smooth pay's only. S1 due: 60 of 80.
      { id: 1, amount: '60.00', paymentDate: '2026-02-20', recordedAt: 60n },
      // Due on 5 March: P1 (50), then S1's last 20; 30 left goes to the next due date, S2 (15 March).
      { id: 2, amount: '100.00', paymentDate: '2026-03-05', recordedAt: 200n },
      // Due on 1 April: P2 (50) first, then S2's last 50; 30 left to S3 (15 April).
      { id: 3, amount: '130.00', paymentDate: '2026-04-01', recordedAt: 300n },
    ]);
    // 50 + 50 + 80 + 80 + 30 = 290 = 60 + 100 + 130: nothing counted twice.
    expect(view(met)).toEqual([
      '11 PAID 50.00 2026-03-05',
      '12 PAID 50.00 2026-04-01',
      '21 PAID 80.00 2026-03-05',
      '22 PAID 80.00 2026-04-01',
      '23 PART_PAID 30.00',
    ]);
  });

  it('before anything is due, meets the earliest due date first, the payment plan first on the same day', () => {
    const sameDay = [instalment(11, 1, 1, '2026-05-01', '50.00'), instalment(21, 2, 1, '2026-05-01', '80.00'), instalment(12, 1, 2, '2026-06-01', '50.00')];
    const pay = (amount: string) => meetByPayments([plan, smooth], sameDay, [{ id: 9, amount, paymentDate: '2026-04-20', recordedAt: 400n }]);
    expect(view(pay('70.00'))).toEqual(['11 PAID 50.00 2026-04-20', '21 PART_PAID 20.00', '12 DUE 0.00']);
    // 130.00 pays both of 1 May; the June instalment waits for more.
    expect(view(pay('130.00'))).toEqual(['11 PAID 50.00 2026-04-20', '21 PAID 80.00 2026-04-20', '12 DUE 0.00']);
  });

  it('puts an overdue payment-plan instalment before an overdue smooth-pay one, however old', () => {
    const overdue = [instalment(21, 2, 1, '2026-01-15', '80.00', 'MISSED'), instalment(11, 1, 1, '2026-03-01', '50.00', 'MISSED')];
    const met = meetByPayments([plan, smooth], overdue, [{ id: 9, amount: '60.00', paymentDate: '2026-03-10', recordedAt: 400n }]);
    // The plan's 50 first; the 10 left does not meet smooth pay's missed instalment in full: still MISSED.
    expect(view(met)).toEqual(['21 MISSED 10.00', '11 PAID 50.00 2026-03-10']);
  });

  it('with one arrangement is its instalments oldest first, and keeps the date an instalment was paid on', () => {
    const alone = [{ ...instalment(11, 1, 1, '2026-03-01', '50.00', 'PAID'), paidDate: '2026-02-27' }, instalment(12, 1, 2, '2026-04-01', '50.00')];
    const met = meetByPayments([plan], alone, [{ id: 1, amount: '75.00', paymentDate: '2026-03-20', recordedAt: 150n }]);
    expect(view(met)).toEqual(['11 PAID 50.00 2026-02-27', '12 PART_PAID 25.00']);
    // No money (a dishonour took it back): due again.
    expect(view(meetByPayments([plan], alone, []))).toEqual(['11 DUE 0.00', '12 DUE 0.00']);
  });
});

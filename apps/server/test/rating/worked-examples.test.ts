/** billing-rules §9: the worked examples A–E, to the cent. */
import { describe, expect, it } from 'vitest';
import { rateBill } from '../../src/modules/rating/rate-bill';
import { rateUtilityAccount } from '../../src/modules/rating/rate-account';
import { concession, examplePlan, fixedSchedule, plan, rating, read, usageSchedule, WATER, priceChangeUsage } from './fixtures';

const amounts = (lines: { amount: string }[]) => lines.map((l) => l.amount);
const gsts = (lines: { gst: string }[]) => lines.map((l) => l.gst);

describe('worked examples (billing-rules §9)', () => {
  it('A. one quarter, two steps', () => {
    const bill = rateBill({
      customerAccountId: 1,
      utilityAccounts: [rating(examplePlan(), { reads: [read(1, '2026-03-31', '1234.567', { periodDays: 90 })] })],
    });
    // Supply 90 × 1.2345 = 111.105 → 111.11; 1,000 × 0.25 = 250.00; 234.567 × 0.30 = 70.3701 → 70.37.
    expect(amounts(bill.lines)).toEqual(['111.11', '250.00', '70.37']);
    // 11.1110 → 11.11; 25.00; 7.037 → 7.04.
    expect(gsts(bill.lines)).toEqual(['11.11', '25.00', '7.04']);
    expect(bill.lines.map((l) => l.quantity)).toEqual(['90.000', '1000.000', '234.567']);
    expect({ amountExGst: bill.amountExGst, gst: bill.gst, total: bill.total }).toEqual({ amountExGst: '431.48', gst: '43.15', total: '474.63' });
    expect(bill.lines.map((l) => l.derivation.text)).toEqual([
      '90 days × $1.2345 a day',
      '1,000 kWh of the first 1,000 kWh at $0.25',
      '234.567 kWh above 1,000 kWh at $0.30',
    ]);
    expect(bill.lines[2]!.derivation.band).toEqual({ start: '1000.000', proratedStart: '1000.000', next: null });
    expect(bill.lines[2]!.derivation.meters).toEqual([{ meterId: 1, reads: 1, estimatedReads: 0, quantity: '1234.567' }]);
    expect(bill.exceptions).toEqual([]);
  });

  it('B. price change on 1 March', () => {
    const pricePlan = plan(
      [
        fixedSchedule([
          { unitRate: '1.2345', endDate: '2026-02-28' },
          { unitRate: '1.30', startDate: '2026-03-01' },
        ]),
      ],
      [priceChangeUsage()],
    );
    const reads = [read(1, '2026-01-31', '400'), read(1, '2026-02-28', '400'), read(1, '2026-03-31', '500')];
    const bill = rateBill({ customerAccountId: 1, utilityAccounts: [rating(pricePlan, { reads })] });
    // Supply 59 × 1.2345 = 72.8355 → 72.84; 31 × 1.30 = 40.30.
    // A (59 days, band 1,000 × 59/90 = 655.556): 655.556 × 0.25 = 163.889 → 163.89; 144.444 × 0.30 = 43.3332 → 43.33.
    // B (31 days, band 1,000 × 31/90 = 344.444): 344.444 × 0.28 = 96.44432 → 96.44; 155.556 × 0.33 = 51.33348 → 51.33.
    expect(amounts(bill.lines)).toEqual(['72.84', '40.30', '163.89', '43.33', '96.44', '51.33']);
    expect(gsts(bill.lines)).toEqual(['7.28', '4.03', '16.39', '4.33', '9.64', '5.13']);
    expect(bill.lines.map((l) => l.derivation.band?.proratedStart ?? null)).toEqual([null, null, '0.000', '655.556', '0.000', '344.444']);
    expect({ amountExGst: bill.amountExGst, gst: bill.gst, total: bill.total }).toEqual({ amountExGst: '468.13', gst: '46.80', total: '514.93' });
    expect(bill.lines[3]!.derivation.text).toBe('144.444 kWh above 655.556 kWh (1,000 kWh × 59/90 days) at $0.30');
  });

  it('C. minimum charge', () => {
    const pricePlan = plan([], [usageSchedule([{ steps: [['0', '0.25']], minimumCharge: '0.50', minimumChargePerDay: true }])]);
    const result = rateUtilityAccount(rating(pricePlan, { periodEnd: '2026-01-30', reads: [read(1, '2026-01-30', '10')] }));
    // 10 × 0.25 = 2.50; minimum 0.50 × 30 = 15.00; the difference 15.00 − 2.50 = 12.50.
    expect(result.lines.map((l) => [l.kind, l.description, l.amount])).toEqual([
      ['USAGE', 'Usage', '2.50'],
      ['MINIMUM', 'Minimum charge', '12.50'],
    ]);
    expect(result.lines[1]!.derivation.text).toBe('Minimum $0.50 a day × 30 days = $15.00, less $2.50 of usage');
  });

  it('D. water is GST-free', () => {
    const pricePlan = plan([fixedSchedule([{ unitRate: '0.50' }])], [usageSchedule([{ steps: [['0', '2.1234']] }])]);
    const bill = rateBill({
      customerAccountId: 1,
      utilityAccounts: [rating(pricePlan, { productType: WATER, reads: [read(1, '2026-03-31', '45.5', { periodDays: 90 })] })],
    });
    // 90 × 0.50 = 45.00; 45.5 × 2.1234 = 96.6147 → 96.61; no GST.
    expect(amounts(bill.lines)).toEqual(['45.00', '96.61']);
    expect({ amountExGst: bill.amountExGst, gst: bill.gst, total: bill.total }).toEqual({ amountExGst: '141.61', gst: '0.00', total: '141.61' });
  });

  it('E. concession', () => {
    const input = rating(examplePlan(), { reads: [read(1, '2026-03-31', '1234.567', { periodDays: 90 })], concessions: [concession('0.90', '10')] });
    const bill = rateBill({ customerAccountId: 1, utilityAccounts: [input] });
    // −0.90 × 90 = −81.00; −round2(0.10 × (250.00 + 70.37) × 90/90) = −round2(32.037) = −32.04; not taxable.
    expect(bill.lines.slice(3).map((l) => [l.kind, l.amount, l.gst])).toEqual([
      ['CONCESSION', '-81.00', '0.00'],
      ['CONCESSION', '-32.04', '0.00'],
    ]);
    // Ex GST 431.48 − 81.00 − 32.04 = 318.44; GST 43.15; total 361.59.
    expect({ amountExGst: bill.amountExGst, gst: bill.gst, total: bill.total }).toEqual({ amountExGst: '318.44', gst: '43.15', total: '361.59' });
    expect(bill.lines.slice(3).map((l) => l.derivation.text)).toEqual(['90 days × $0.90 a day', '10 % of $320.37 usage charges × 90/90 days']);
  });
});

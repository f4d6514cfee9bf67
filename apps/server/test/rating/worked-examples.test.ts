/** billing-rules §9: the worked examples A–F, to the cent; bills shorter and longer than the cycle's D. */
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
    // D = 91: band 2 starts at round3(1,000 × 90/91) = 989.011.
    // Supply 90 × 1.2345 = 111.105 → 111.11; 989.011 × 0.25 = 247.25275 → 247.25; 245.556 × 0.30 = 73.6668 → 73.67.
    expect(amounts(bill.lines)).toEqual(['111.11', '247.25', '73.67']);
    // 11.1110 → 11.11; 24.725 → 24.73; 7.367 → 7.37.
    expect(gsts(bill.lines)).toEqual(['11.11', '24.73', '7.37']);
    expect(bill.lines.map((l) => l.quantity)).toEqual(['90.000', '989.011', '245.556']);
    expect({ amountExGst: bill.amountExGst, gst: bill.gst, total: bill.total }).toEqual({ amountExGst: '432.03', gst: '43.21', total: '475.24' });
    expect(bill.lines.map((l) => l.derivation.text)).toEqual([
      '90 days × $1.2345 a day',
      '989.011 kWh of the first 989.011 kWh (1,000 kWh × 90/91 days) at $0.25',
      '245.556 kWh above 989.011 kWh (1,000 kWh × 90/91 days) at $0.30',
    ]);
    expect(bill.lines[2]!.derivation.band).toEqual({ start: '1000.000', proratedStart: '989.011', next: null });
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
    // A (59 days, band 1,000 × 59/91 = 648.352): 648.352 × 0.25 = 162.088 → 162.09; 151.648 × 0.30 = 45.4944 → 45.49.
    // B (31 days, band 1,000 × 31/91 = 340.659): 340.659 × 0.28 = 95.38452 → 95.38; 159.341 × 0.33 = 52.58253 → 52.58.
    expect(amounts(bill.lines)).toEqual(['72.84', '40.30', '162.09', '45.49', '95.38', '52.58']);
    expect(gsts(bill.lines)).toEqual(['7.28', '4.03', '16.21', '4.55', '9.54', '5.26']);
    expect(bill.lines.map((l) => l.derivation.band?.proratedStart ?? null)).toEqual([null, null, '0.000', '648.352', '0.000', '340.659']);
    expect({ amountExGst: bill.amountExGst, gst: bill.gst, total: bill.total }).toEqual({ amountExGst: '468.68', gst: '46.87', total: '515.55' });
    expect(bill.lines[3]!.derivation.text).toBe('151.648 kWh above 648.352 kWh (1,000 kWh × 59/91 days) at $0.30');
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
    // −0.90 × 90 = −81.00; −round2(0.10 × (247.25 + 73.67) × 90/90) = −round2(32.092) = −32.09; not taxable.
    expect(bill.lines.slice(3).map((l) => [l.kind, l.quantity, l.unitRate, l.amount, l.gst])).toEqual([
      ['CONCESSION', '90.000', '-0.9000000', '-81.00', '0.00'],
      ['CONCESSION', '1.000', '-32.0900000', '-32.09', '0.00'],
    ]);
    // Ex GST 432.03 − 81.00 − 32.09 = 318.94; GST 43.21; total 362.15.
    expect({ amountExGst: bill.amountExGst, gst: bill.gst, total: bill.total }).toEqual({ amountExGst: '318.94', gst: '43.21', total: '362.15' });
    expect(bill.lines.slice(3).map((l) => l.derivation.text)).toEqual(['90 days × $0.90 a day', '10 % of $320.92 usage charges × 90/90 days']);
  });

  it('F. a short first bill', () => {
    const pricePlan = plan(
      [],
      [
        usageSchedule([
          {
            steps: [
              ['0', '0.25'],
              ['1000', '0.30'],
            ],
            minimumCharge: '60',
          },
        ]),
      ],
    );
    const input = rating(pricePlan, { standardDays: 30, periodEnd: '2026-11-30', reads: [read(1, '2026-11-30', '20', { periodDays: 4 })] });
    input.utilityAccount = { ...input.utilityAccount, openDate: '2026-11-27', lastBilledDate: null };
    const result = rateUtilityAccount(input);
    // D = 30, 4 days: band 2 at round3(1,000 × 4/30) = 133.333; 20 × 0.25 = 5.00; minimum 60 × 4/30 = 8.00: 3.00 more.
    expect(result.days).toBe(4);
    expect(result.lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['USAGE', '20.000', '5.00'],
      ['MINIMUM', '1.000', '3.00'],
    ]);
    expect(result.lines[0]!.derivation.text).toBe('20 kWh of the first 133.333 kWh (1,000 kWh × 4/30 days) at $0.25');
    expect(result.lines[1]!.derivation.text).toBe('Minimum $60.00 a period × 4/30 days = $8.00, less $5.00 of usage');
  });
});

describe('bills shorter or longer than the cycle (billing-rules §2 D)', () => {
  const minimumPlan = () =>
    plan(
      [],
      [
        usageSchedule([
          {
            steps: [
              ['0', '0.25'],
              ['1000', '0.30'],
            ],
            minimumCharge: '60',
          },
        ]),
      ],
    );

  it('a final bill prorates its band and per-period minimum to the days to the close date', () => {
    const input = rating(minimumPlan(), { reads: [read(1, '2026-02-14', '100')] });
    input.utilityAccount = { ...input.utilityAccount, closeDate: '2026-02-14' };
    const result = rateUtilityAccount(input);
    // 1 Jan – 14 Feb = 45 days of D = 91: 100 × 0.25 = 25.00; minimum 60 × 45/91 = 29.670… → 29.67: 4.67 more.
    expect(result.lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['USAGE', '100.000', '25.00'],
      ['MINIMUM', '1.000', '4.67'],
    ]);
    expect(result.lines[0]!.derivation.band).toEqual({ start: '0.000', proratedStart: '0.000', next: '494.505' });
  });

  it('a catch-up bill longer than D gets more than one cycle of band and minimum', () => {
    const input = rating(minimumPlan(), { standardDays: 30, reads: [read(1, '2026-03-31', '3500', { periodDays: 90 })] });
    const result = rateUtilityAccount(input);
    // 90 days on a monthly cycle: band 2 at 1,000 × 90/30 = 3,000; 3,000 × 0.25 = 750.00; 500 × 0.30 = 150.00;
    // minimum 60 × 90/30 = 180.00, less than the steps: no minimum line.
    expect(result.lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['USAGE', '3000.000', '750.00'],
      ['USAGE', '500.000', '150.00'],
    ]);
    expect(result.lines[1]!.derivation.text).toBe('500 kWh above 3,000 kWh (1,000 kWh × 90/30 days) at $0.30');
  });

  it("a concession's daily line has the card's rebate as its unit rate, as its derivation says", () => {
    const input = rating(plan([fixedSchedule([{ unitRate: '1.2345' }])], []), {
      standardDays: 30,
      periodEnd: '2026-01-04',
      concessions: [concession('1.0152055', '0')],
    });
    const result = rateUtilityAccount(input);
    // 4 × 1.2345 = 4.938 → 4.94; 4 × 1.0152055 = 4.060822 → −4.06 at −1.0152055 a day.
    expect(result.lines.map((l) => [l.kind, l.quantity, l.unitRate, l.amount, l.derivation.text])).toEqual([
      ['FIXED', '4.000', '1.2345000', '4.94', '4 days × $1.2345 a day'],
      ['CONCESSION', '4.000', '-1.0152055', '-4.06', '4 days × $1.0152055 a day'],
    ]);
  });
});

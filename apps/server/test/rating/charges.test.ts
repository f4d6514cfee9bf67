/** billing-rules §2–§4: one hand-worked case per rule of fixed and usage charges. */
import { describe, expect, it } from 'vitest';
import { rateBill } from '../../src/modules/rating/rate-bill';
import { rateUtilityAccount } from '../../src/modules/rating/rate-account';
import { examplePlan, fixedSchedule, meter, plan, rating, read, usageSchedule, priceChangeUsage } from './fixtures';

const summary = (lines: { kind: string; quantity: string; amount: string }[]) => lines.map((l) => `${l.kind} ${l.quantity} ${l.amount}`);
const codes = (exceptions: { code: string }[]) => exceptions.map((e) => e.code);

describe('stepped usage', () => {
  it('usage exactly at a band start fills the first step and writes no line for the next', () => {
    const result = rateUtilityAccount(rating(examplePlan(), { reads: [read(1, '2026-03-31', '989.011')] }));
    // Band 2 starts at round3(1,000 × 90/91) = 989.011. Step 1: 989.011 × 0.25 = 247.25275 → 247.25; step 2: 0 → no line.
    expect(summary(result.lines)).toEqual(['FIXED 90.000 111.11', 'USAGE 989.011 247.25']);
  });

  it('a step whose amount rounds to 0.00 writes no line', () => {
    const result = rateUtilityAccount(rating(examplePlan(), { reads: [read(1, '2026-03-31', '989.012')] }));
    // Step 2: 0.001 × 0.30 = 0.0003 → 0.00: not written.
    expect(summary(result.lines)).toEqual(['FIXED 90.000 111.11', 'USAGE 989.011 247.25']);
  });

  it('a read is rated wholly on its read date, even when it covers 60 days', () => {
    const pricePlan = plan([], [priceChangeUsage()]);
    const result = rateUtilityAccount(rating(pricePlan, { reads: [read(1, '2026-03-05', '900', { periodDays: 60, readType: 'ESTIMATED' })] }));
    // All 900 kWh go to rate B (in force on 5 Mar): band 1,000 × 31/91 = 340.659;
    // 340.659 × 0.28 = 95.38452 → 95.38; 559.341 × 0.33 = 184.58253 → 184.58. Rate A has no reads: no lines.
    expect(summary(result.lines)).toEqual(['USAGE 340.659 95.38', 'USAGE 559.341 184.58']);
    expect(result.lines[0]!.derivation.meters).toEqual([{ meterId: 1, reads: 0, estimatedReads: 1, quantity: '900.000' }]);
    expect(result.lines[0]!.periodFrom).toBe('2026-03-01');
  });

  it("reads are multiplied by their meter's multiplier before the rate's quantity is rounded once", () => {
    const input = rating(examplePlan(), {
      meters: [meter(1, undefined, { multiplier: '1.5' })],
      reads: [read(1, '2026-01-31', '0.333'), read(1, '2026-02-28', '0.333')],
    });
    // (0.333 + 0.333) × 1.5 = 0.999 × 0.25 = 0.24975 → 0.25.
    expect(summary(rateUtilityAccount(input).lines)).toEqual(['FIXED 90.000 111.11', 'USAGE 0.999 0.25']);
  });
});

describe('rates in force for part of the period', () => {
  it('a rate that ends mid-period charges its days and raises NO_RATE for the rest', () => {
    const pricePlan = plan(
      [fixedSchedule([{ unitRate: '1.2345', endDate: '2026-02-15' }])],
      [
        usageSchedule([
          {
            steps: [
              ['0', '0.25'],
              ['1000', '0.30'],
            ],
            endDate: '2026-02-15',
          },
        ]),
      ],
    );
    const result = rateUtilityAccount(rating(pricePlan, { reads: [read(1, '2026-02-10', '600'), read(1, '2026-03-20', '100')] }));
    // 1 Jan – 15 Feb = 31 + 15 = 46 days × 1.2345 = 56.787 → 56.79.
    // Band 1,000 × 46/91 = 505.495; 505.495 × 0.25 = 126.37375 → 126.37; 94.505 × 0.30 = 28.3515 → 28.35.
    // The 100 kWh read on 20 Mar has no rate: not charged.
    expect(summary(result.lines)).toEqual(['FIXED 46.000 56.79', 'USAGE 505.495 126.37', 'USAGE 94.505 28.35']);
    expect(result.exceptions.map((e) => [e.code, e.date])).toEqual([
      ['NO_RATE', '2026-02-16'],
      ['NO_RATE', '2026-03-20'],
      ['NO_RATE', '2026-02-16'],
    ]);
  });

  it('a deleted or inactive rate is not charged', () => {
    const schedule = fixedSchedule([{ unitRate: '1.2345' }]);
    schedule.rates[0]!.isActive = false;
    const result = rateUtilityAccount(rating(plan([schedule], [])));
    expect(result.lines).toEqual([]);
    expect(codes(result.exceptions)).toEqual(['NO_RATE']);
  });
});

describe('the billing period', () => {
  it('a move-in bill is billed from the open date, its band prorated to its days of the cycle', () => {
    const input = rating(examplePlan(), { reads: [read(1, '2026-03-31', '1200')] });
    input.utilityAccount = { ...input.utilityAccount, openDate: '2026-02-10', lastBilledDate: null };
    const result = rateUtilityAccount(input);
    // 10 Feb – 31 Mar = 19 + 31 = 50 days × 1.2345 = 61.725 → 61.73. Band 2 at round3(1,000 × 50/91) = 549.451:
    // 549.451 × 0.25 = 137.36275 → 137.36; 650.549 × 0.30 = 195.1647 → 195.16.
    expect([result.periodFrom, result.periodTo, result.days]).toEqual(['2026-02-10', '2026-03-31', 50]);
    expect(summary(result.lines)).toEqual(['FIXED 50.000 61.73', 'USAGE 549.451 137.36', 'USAGE 650.549 195.16']);
    expect(result.lines[2]!.derivation.text).toBe('650.549 kWh above 549.451 kWh (1,000 kWh × 50/91 days) at $0.30');
  });

  it('an account closed mid-period is billed to its close date', () => {
    const input = rating(examplePlan(), { reads: [read(1, '2026-02-14', '300'), read(1, '2026-03-01', '50')] });
    input.utilityAccount = { ...input.utilityAccount, closeDate: '2026-02-14' };
    const result = rateUtilityAccount(input);
    // 1 Jan – 14 Feb = 31 + 14 = 45 days × 1.2345 = 55.5525 → 55.55; 300 × 0.25 = 75.00; the 1 Mar read is after the close.
    expect(summary(result.lines)).toEqual(['FIXED 45.000 55.55', 'USAGE 300.000 75.00']);
  });

  it('an account already billed to the period end gives no lines, and a bill of nothing is NOTRANS', () => {
    const input = rating(examplePlan(), { reads: [read(1, '2026-03-31', '300')] });
    input.utilityAccount = { ...input.utilityAccount, lastBilledDate: '2026-03-31' };
    expect(rateUtilityAccount(input)).toMatchObject({ periodFrom: null, lines: [], exceptions: [] });
    expect(rateBill({ customerAccountId: 1, utilityAccounts: [input] })).toMatchObject({ status: 'NOTRANS', lines: [], total: '0.00', periodFrom: null });
  });

  it("a bill's period runs from its accounts' earliest start to their latest end and its lines are numbered in one sequence", () => {
    const first = rating(examplePlan());
    const second = rating(examplePlan());
    second.utilityAccount = { ...second.utilityAccount, id: 8, lastBilledDate: '2026-01-31', closeDate: '2026-02-27' };
    const bill = rateBill({ customerAccountId: 1, utilityAccounts: [second, first] });
    // 1 Feb – 27 Feb = 27 days × 1.2345 = 33.3315 → 33.33; 90 days → 111.11.
    expect([bill.periodFrom, bill.periodTo]).toEqual(['2026-01-01', '2026-03-31']);
    expect(bill.lines.map((l) => [l.lineNumber, l.utilityAccountId, l.amount])).toEqual([
      [1, 8, '33.33'],
      [2, 7, '111.11'],
    ]);
  });
});

describe('minimum charges', () => {
  it('a read of zero still pays the minimum and raises ZERO_USAGE', () => {
    const pricePlan = plan([], [usageSchedule([{ steps: [['0', '0.25']], minimumCharge: '30' }])]);
    const result = rateUtilityAccount(rating(pricePlan, { reads: [read(1, '2026-03-31', '0')] }));
    // No step line (0 kWh); per-period minimum 30 × 90/91 = 29.670… → "Minimum charge" 29.67.
    expect(summary(result.lines)).toEqual(['MINIMUM 1.000 29.67']);
    expect(codes(result.exceptions)).toEqual(['ZERO_USAGE']);
  });

  it('a per-period minimum is prorated to the days its rate applies', () => {
    const pricePlan = plan([], [usageSchedule([{ steps: [['0', '0.25']], minimumCharge: '45', startDate: '2026-03-01' }])]);
    const result = rateUtilityAccount(rating(pricePlan, { reads: [read(1, '2026-03-31', '20')] }));
    // 20 × 0.25 = 5.00; minimum 45 × 31/91 = 15.3296… → 15.33, so 10.33 more. NO_RATE for 1 Jan – 28 Feb.
    expect(summary(result.lines)).toEqual(['USAGE 20.000 5.00', 'MINIMUM 1.000 10.33']);
    expect(result.lines[1]!.derivation.text).toBe('Minimum $45.00 a period × 31/91 days = $15.33, less $5.00 of usage');
  });

  it('a fixed rate below its minimum charge charges the minimum a day', () => {
    const result = rateUtilityAccount(rating(plan([fixedSchedule([{ unitRate: '0.80', minimumCharge: '1.00' }])], [])));
    // max(0.80, 1.00) × 90 = 90.00.
    expect(result.lines.map((l) => [l.unitRate, l.amount, l.derivation.text])).toEqual([['1.0000000', '90.00', '90 days × $1.00 a day (the minimum charge)']]);
  });
});

describe('reads the engine flags', () => {
  it('a negative read counts and raises NEGATIVE_READ', () => {
    const result = rateUtilityAccount(rating(examplePlan(), { reads: [read(1, '2026-02-28', '500'), read(1, '2026-03-31', '-20')] }));
    // Q = 500 − 20 = 480 × 0.25 = 120.00.
    expect(summary(result.lines)).toEqual(['FIXED 90.000 111.11', 'USAGE 480.000 120.00']);
    expect(result.exceptions.map((e) => [e.code, e.meterId, e.date])).toEqual([['NEGATIVE_READ', 1, '2026-03-31']]);
  });

  it('no price plan raises NO_PRICE_PLAN and gives no lines', () => {
    const result = rateUtilityAccount(rating(null, { reads: [read(1, '2026-03-31', '10')] }));
    expect(result.lines).toEqual([]);
    expect(codes(result.exceptions)).toEqual(['NO_PRICE_PLAN']);
  });

  it('a metered schedule with no read in the period raises NO_READS', () => {
    const result = rateUtilityAccount(rating(examplePlan()));
    expect(summary(result.lines)).toEqual(['FIXED 90.000 111.11']);
    expect(codes(result.exceptions)).toEqual(['NO_READS']);
  });

  it('HIGH_USAGE: more than 3 × the average daily usage of the 90 days before', () => {
    // Before: 900 kWh / 90 days = 10 a day; 3 × 10 = 30 a day.
    const previousReads = [read(1, '2025-12-31', '900', { periodDays: 90 })];
    // 2,700 / 90 = 30 a day: not more than 30.
    const atLimit = rateUtilityAccount(rating(examplePlan(), { previousReads, reads: [read(1, '2026-03-31', '2700')] }));
    // 2,700.09 / 90 = 30.001 a day: more.
    const above = rateUtilityAccount(rating(examplePlan(), { previousReads, reads: [read(1, '2026-03-31', '2700.09')] }));
    // No history: never HIGH_USAGE.
    const noHistory = rateUtilityAccount(rating(examplePlan(), { reads: [read(1, '2026-03-31', '99999')] }));
    expect([codes(atLimit.exceptions), codes(above.exceptions), codes(noHistory.exceptions)]).toEqual([[], ['HIGH_USAGE'], []]);
    expect(above.exceptions[0]!.detail).toBe('Average daily usage 30.001 is more than 3 × the 10 of the 90 days before');
  });
});

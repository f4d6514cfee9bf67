/** billing-rules §1 GST, §4 Solar feed-in and §5 Concessions: hand-worked cases. */
import { describe, expect, it } from 'vitest';
import { rateBill } from '../../src/modules/rating/rate-bill';
import { rateUtilityAccount } from '../../src/modules/rating/rate-account';
import type { ProductTypeInput } from '../../src/modules/rating/types';
import { CLASS, concession, examplePlan, fixedSchedule, meter, METER_TYPE, plan, POWER, rating, read, usageSchedule } from './fixtures';

const summary = (lines: { kind: string; quantity: string; amount: string; gst: string }[]) => lines.map((l) => `${l.kind} ${l.quantity} ${l.amount} ${l.gst}`);

describe('GST per product type', () => {
  const product = (code: string, isTaxable: boolean): ProductTypeInput => ({ id: 1, code, unitOfMeasure: 'units', isMetered: true, isTaxable });

  it.each([
    // 31 days × 0.1234 = 3.8254 → 3.83; GST 0.383 → 0.38 when the product type is taxable.
    ['POWER', true, '0.38'],
    ['GAS', true, '0.38'],
    ['ISP', true, '0.38'],
    ['TELCO', true, '0.38'],
    ['WATER', false, '0.00'],
  ])('%s: taxable %s', (code, isTaxable, gst) => {
    const input = rating(plan([fixedSchedule([{ unitRate: '0.1234' }])], []), { productType: product(code, isTaxable), periodEnd: '2026-01-31' });
    const [line] = rateUtilityAccount(input).lines;
    expect([line!.productTypeCode, line!.amount, line!.gst]).toEqual([code, '3.83', gst]);
  });

  it('GST rounds half away from zero per line', () => {
    const result = rateUtilityAccount(rating(plan([fixedSchedule([{ unitRate: '0.05' }])], []), { periodEnd: '2026-01-05' }));
    // 5 × 0.05 = 0.25; GST 0.025 → 0.03.
    expect(summary(result.lines)).toEqual(['FIXED 5.000 0.25 0.03']);
  });
});

describe('solar feed-in', () => {
  const solarMeter = meter(2, METER_TYPE.SOLAR);
  const exported = [read(2, '2026-02-28', '100'), read(2, '2026-03-31', '50.5')];

  it("a plan's SOLAR schedule credits its rates by read date, negated and GST-free", () => {
    const pricePlan = plan(
      [],
      [
        usageSchedule(
          [
            { steps: [['0', '0.08']], endDate: '2026-02-28' },
            { steps: [['0', '0.06']], startDate: '2026-03-01' },
          ],
          CLASS.SOLAR,
          'Solar credit',
        ),
      ],
    );
    const result = rateUtilityAccount(rating(pricePlan, { meters: [solarMeter], reads: exported }));
    // −round2(100 × 0.08) = −8.00; −round2(50.5 × 0.06 = 3.03) = −3.03.
    expect(summary(result.lines)).toEqual(['SOLAR 100.000 -8.00 0.00', 'SOLAR 50.500 -3.03 0.00']);
    expect(result.lines[0]!.derivation.text).toBe('100 kWh exported at $0.08 credit');
  });

  it('a plan without a SOLAR schedule credits its solarRate over the whole period, rounding half away from zero', () => {
    const result = rateUtilityAccount(rating(plan([], [], { solarRate: '0.05' }), { meters: [solarMeter], reads: exported }));
    // 150.5 × 0.05 = 7.525 → −7.53.
    expect(summary(result.lines)).toEqual(['SOLAR 150.500 -7.53 0.00']);
    expect([result.lines[0]!.periodFrom, result.lines[0]!.periodTo]).toEqual(['2026-01-01', '2026-03-31']);
  });

  it('a plan with neither credits nothing', () => {
    expect(rateUtilityAccount(rating(plan([], []), { meters: [solarMeter], reads: exported })).lines).toEqual([]);
  });

  it('exports are not usage: no HIGH_USAGE or ZERO_USAGE from solar reads', () => {
    const input = rating(examplePlan(), {
      meters: [meter(1), solarMeter],
      reads: [read(1, '2026-03-31', '100'), read(2, '2026-03-31', '0')],
      previousReads: [read(2, '2025-12-31', '1')],
    });
    expect(rateUtilityAccount(input).exceptions).toEqual([]);
  });
});

describe('concessions', () => {
  const reads = [read(1, '2026-03-31', '1234.567', { periodDays: 90 })];

  it('a card valid for part of the period credits only its days', () => {
    const result = rateUtilityAccount(rating(examplePlan(), { reads, concessions: [concession('0.90', '10', '2026-03-01')] }));
    // c = 31: −0.90 × 31 = −27.90; −round2(0.10 × 320.92 × 31/90 = 11.05391) = −11.05.
    expect(summary(result.lines.slice(3))).toEqual(['CONCESSION 31.000 -27.90 0.00', 'CONCESSION 1.000 -11.05 0.00']);
    expect(result.lines[3]!.periodFrom).toBe('2026-03-01');
  });

  it('credits never exceed the charges: the daily credit is reduced first; a bill netting to 0.00 is still written', () => {
    const pricePlan = plan([fixedSchedule([{ unitRate: '0.50' }])], [usageSchedule([{ steps: [['0', '0.25']] }])]);
    const input = rating(pricePlan, { reads: [read(1, '2026-03-31', '100')], concessions: [concession('0.90', '10')] });
    const bill = rateBill({ customerAccountId: 1, utilityAccounts: [input] });
    // Charges 45.00 + 25.00 = 70.00. Percentage 0.10 × 25.00 = 2.50; daily 81.00 reduced to 70.00 − 2.50 = 67.50.
    expect(summary(bill.lines)).toEqual([
      'FIXED 90.000 45.00 4.50',
      'USAGE 100.000 25.00 2.50',
      'CONCESSION 90.000 -67.50 0.00',
      'CONCESSION 1.000 -2.50 0.00',
    ]);
    expect(bill.lines[2]!.derivation.text).toBe('90 days × $0.90 a day, reduced to $67.50 so that credits do not exceed the charges');
    // Ex GST 0.00, GST 7.00, total 7.00: written.
    expect([bill.status, bill.amountExGst, bill.gst, bill.total]).toEqual(['BILL', '0.00', '7.00', '7.00']);
  });

  it('a concession of another product type does not apply', () => {
    const input = rating(examplePlan(), { reads, concessions: [{ ...concession('0.90', '10'), productTypeId: POWER.id + 1 }] });
    expect(rateUtilityAccount(input).lines.map((l) => l.kind)).not.toContain('CONCESSION');
  });
});

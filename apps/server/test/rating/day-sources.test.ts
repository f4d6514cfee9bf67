/** billing-rules §4 Interval meters: one source per day, so a meter's usage does not depend on its plan. */
import { describe, expect, it } from 'vitest';
import { sum } from '../../src/modules/rating/decimal';
import { rateUtilityAccount } from '../../src/modules/rating/rate-account';
import { parseTimeWindows } from '../../src/modules/rating/time-windows';
import type { IntervalReadInput, PricePlanInput, RatingInput } from '../../src/modules/rating/types';
import { CLASS, meter, METER_TYPE, plan, rating, read, usageSchedule } from './fixtures';

const intervals = (readDate: string, quantity: string): IntervalReadInput => ({
  meterId: 1,
  readDate,
  intervalMinutes: 30,
  quantities: Array.from({ length: 48 }, () => quantity),
});

/**
 * An anytime interval meter billed 5–7 Jan 2026 (Mon–Wed, NSW): on the 5th a daily total of
 * 10.000 kWh and intervals of 48 × 0.200 = 9.600; on the 6th a daily read of 5.000 only; on the
 * 7th intervals of 48 × 0.100 = 4.800 only.
 */
function intervalAccount(pricePlan: PricePlanInput): RatingInput {
  const input = rating(pricePlan, {
    meters: [meter(1, METER_TYPE.ANYTIME, { isInterval: true })],
    reads: [read(1, '2026-01-05', '10.000'), read(1, '2026-01-06', '5.000')],
    intervalReads: [intervals('2026-01-05', '0.200'), intervals('2026-01-07', '0.100')],
  });
  input.utilityAccount = { ...input.utilityAccount, lastBilledDate: '2026-01-04' };
  input.periodEnd = '2026-01-07';
  return input;
}

const flatPlan = () => plan([], [usageSchedule([{ steps: [['0', '0.25']] }])]);

/** Peak weekdays 07:00–22:00 at $0.40, off peak $0.15, and an anytime schedule at $0.25. */
const touPlan = (withAnytime: boolean) =>
  plan(
    [],
    [
      usageSchedule([{ steps: [['0', '0.40']] }], CLASS.PEAK, 'Peak usage'),
      usageSchedule([{ steps: [['0', '0.15']] }], CLASS.OFFPEAK, 'Off-peak usage'),
      ...(withAnytime ? [usageSchedule([{ steps: [['0', '0.25']] }], CLASS.ANYTIME, 'Usage')] : []),
    ],
    {
      isTimeOfUse: true,
      timingProfile: { id: 1, registers: [{ meterTypeId: METER_TYPE.PEAK, priceClassId: CLASS.PEAK, windows: parseTimeWindows('Mon-Fri 07:00-22:00') }] },
    },
  );

const totalQuantity = (input: RatingInput) => sum(rateUtilityAccount(input).lines.map((l) => l.quantity)).toFixed(3);

describe('a day with both a daily total and intervals', () => {
  it('is rated from its intervals on a flat plan; a day without intervals from its daily read', () => {
    const result = rateUtilityAccount(intervalAccount(flatPlan()));
    // 9.600 (intervals, not the stored 10.000) + 5.000 (daily read) + 4.800 (intervals only) = 19.400; × 0.25 = 4.85.
    expect(result.lines.map((l) => [l.quantity, l.amount])).toEqual([['19.400', '4.85']]);
    // Three days read: one from a daily read, two from their intervals.
    expect(result.lines[0]!.derivation.meters).toEqual([{ meterId: 1, reads: 3, estimatedReads: 0, quantity: '19.400' }]);
    expect(result.exceptions).toEqual([]);
  });

  it('bills the same quantity on a time-of-use plan as on a flat plan', () => {
    const result = rateUtilityAccount(intervalAccount(touPlan(true)));
    // Interval days split: 5th peak 30 × 0.2 = 6.000, off peak 18 × 0.2 = 3.600; 7th peak 3.000, off peak 1.800.
    // The 6th has no intervals: its daily read goes to the anytime schedule.
    expect(Object.fromEntries(result.lines.map((l) => [l.description, l.quantity]))).toEqual({
      'Peak usage': '9.000',
      'Off-peak usage': '5.400',
      Usage: '5.000',
    });
    expect(totalQuantity(intervalAccount(touPlan(true)))).toBe(totalQuantity(intervalAccount(flatPlan())));
    expect(result.exceptions).toEqual([]);
  });

  it('a day without intervals on a time-of-use plan with no anytime schedule is not charged and raises NO_RATE', () => {
    const result = rateUtilityAccount(intervalAccount(touPlan(false)));
    expect(result.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['Peak usage', '9.000'],
      ['Off-peak usage', '5.400'],
    ]);
    expect(result.exceptions.map((e) => [e.code, e.date])).toEqual([['NO_RATE', '2026-01-06']]);
  });
});

/**
 * billing-rules §4 Time of use and Clock: register meters feed their class; an anytime interval
 * meter is split by the profile's windows on the site's local clock, public holidays off peak.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/modules/rating/period';
import { rateUtilityAccount } from '../../src/modules/rating/rate-account';
import { parseTimeWindows } from '../../src/modules/rating/time-windows';
import type { AustralianState, IntervalReadInput, PublicHolidayInput, RatingInput } from '../../src/modules/rating/types';
import { CLASS, meter, METER_TYPE, plan, rating, read, usageSchedule } from './fixtures';

/** A time-of-use plan: peak $0.40, shoulder $0.30, off peak $0.15, controlled $0.10; windows by register. */
function touPlan(windows: Partial<Record<'PEAK' | 'SHOULDER' | 'CONTROLLED', string>>) {
  const rate = { PEAK: '0.40', SHOULDER: '0.30', OFFPEAK: '0.15', CONTROLLED: '0.10' } as const;
  return plan(
    [],
    (['PEAK', 'SHOULDER', 'OFFPEAK', 'CONTROLLED'] as const).map((c) => usageSchedule([{ steps: [['0', rate[c]]] }], CLASS[c], `${c} usage`)),
    {
      isTimeOfUse: true,
      timingProfile: {
        id: 1,
        registers: Object.entries(windows).map(([c, text]) => ({
          meterTypeId: METER_TYPE[c as 'PEAK'],
          priceClassId: CLASS[c as 'PEAK'],
          windows: parseTimeWindows(text),
        })),
      },
    },
  );
}

const intervals = (readDate: string, quantity: (i: number) => string = () => '1'): IntervalReadInput => ({
  meterId: 1,
  readDate,
  intervalMinutes: 30,
  quantities: Array.from({ length: 48 }, (_, i) => quantity(i)),
});

/** An interval-metered account billed for the given days only. */
function intervalAccount(
  pricePlan: RatingInput['pricePlan'],
  days: IntervalReadInput[],
  state: AustralianState,
  publicHolidays: PublicHolidayInput[] = [],
): RatingInput {
  const input = rating(pricePlan, { meters: [meter(1, METER_TYPE.ANYTIME, { isInterval: true })], intervalReads: days, publicHolidays });
  input.utilityAccount = { ...input.utilityAccount, state, lastBilledDate: addDays(days[0]!.readDate, -1) };
  input.periodEnd = days.at(-1)!.readDate;
  return input;
}

const byClass = (input: RatingInput) => Object.fromEntries(rateUtilityAccount(input).lines.map((l) => [l.derivation.touClass, `${l.quantity} ${l.amount}`]));

describe('time of use', () => {
  it('register meters feed the schedule of their price class', () => {
    const input = rating(touPlan({ PEAK: 'Mon-Fri 14:00-20:00' }), {
      meters: [meter(1, METER_TYPE.PEAK), meter(2, METER_TYPE.OFFPEAK)],
      reads: [read(1, '2026-03-31', '300'), read(2, '2026-03-31', '700')],
    });
    // 300 × 0.40 = 120.00; 700 × 0.15 = 105.00.
    expect(byClass(input)).toEqual({ PEAK: '300.000 120.00', OFFPEAK: '700.000 105.00' });
  });

  it('an interval day crossing midnight in a 22:00–07:00 window', () => {
    // Friday 9 and Saturday 10 Jan 2026 in QLD (no daylight saving), 1 kWh every half hour.
    const input = intervalAccount(
      touPlan({ PEAK: 'Mon-Fri 07:00-22:00', CONTROLLED: 'Fri 22:00-07:00' }),
      [intervals('2026-01-09'), intervals('2026-01-10')],
      'QLD',
    );
    // Fri 00:00–07:00 (14) is not the Friday window's (it starts Fri 22:00): off peak; Fri 07:00–22:00 (30) peak;
    // Fri 22:00–24:00 (4) and Sat 00:00–07:00 (14) controlled = 18; Sat 07:00–24:00 (34) off peak → 14 + 34 = 48.
    // 30 × 0.40 = 12.00; 18 × 0.10 = 1.80; 48 × 0.15 = 7.20.
    expect(byClass(input)).toEqual({ PEAK: '30.000 12.00', OFFPEAK: '48.000 7.20', CONTROLLED: '18.000 1.80' });
    // Off peak took intervals of both days: two interval days counted once each.
    const offPeak = rateUtilityAccount(input).lines.find((l) => l.derivation.touClass === 'OFFPEAK')!;
    expect(offPeak.derivation.meters).toEqual([{ meterId: 1, reads: 2, estimatedReads: 0, quantity: '48.000' }]);
  });

  it('a public holiday of the site’s state on a weekday is off peak all day', () => {
    // Monday 26 Jan 2026 (Australia Day), QLD.
    const pricePlan = touPlan({ PEAK: 'Mon-Fri 07:00-22:00' });
    const day = [intervals('2026-01-26')];
    // Holiday: all 48 off peak → 48 × 0.15 = 7.20.
    expect(byClass(intervalAccount(pricePlan, day, 'QLD', [{ holidayDate: '2026-01-26', state: null }]))).toEqual({ OFFPEAK: '48.000 7.20' });
    expect(byClass(intervalAccount(pricePlan, day, 'QLD', [{ holidayDate: '2026-01-26', state: 'QLD' }]))).toEqual({ OFFPEAK: '48.000 7.20' });
    // Another state's holiday does not count: 07:00–22:00 = 30 peak (12.00), 18 off peak (2.70).
    expect(byClass(intervalAccount(pricePlan, day, 'QLD', [{ holidayDate: '2026-01-26', state: 'NSW' }]))).toEqual({
      PEAK: '30.000 12.00',
      OFFPEAK: '18.000 2.70',
    });
  });

  describe('standard-time data on the local clock', () => {
    // Peak 14:00–20:00 and shoulder 02:00–02:30 local, every day. 1 kWh every half hour, except
    // 10 kWh at 13:00 standard (interval 26) and 100 kWh at 19:00 standard (interval 38): 156 kWh a day.
    const pricePlan = touPlan({ PEAK: '14:00-20:00', SHOULDER: '02:00-02:30' });
    const day = (readDate: string) => intervals(readDate, (i) => (i === 26 ? '10' : i === 38 ? '100' : '1'));

    it('the day daylight saving starts in NSW (4 Oct 2026)', () => {
      // From 02:00 standard the local clock is an hour ahead: peak is 13:00–19:00 standard = 10 + 11 × 1 = 21 → 8.40;
      // local 02:00–02:30 never happens (01:30 standard is 01:30 local, 02:00 standard is 03:00): no shoulder;
      // off peak 156 − 21 = 135 → 20.25.
      expect(byClass(intervalAccount(pricePlan, [day('2026-10-04')], 'NSW'))).toEqual({ PEAK: '21.000 8.40', OFFPEAK: '135.000 20.25' });
    });

    it('the day daylight saving ends in NSW (5 Apr 2026)', () => {
      // Before 02:00 standard the clock is still an hour ahead: 01:00 standard is 02:00 local, then 02:00 standard is
      // 02:00 local again: shoulder 2 → 0.60. Peak on standard time 14:00–20:00 = 11 × 1 + 100 = 111 → 44.40;
      // off peak 156 − 113 = 43 → 6.45.
      expect(byClass(intervalAccount(pricePlan, [day('2026-04-05')], 'NSW'))).toEqual({
        PEAK: '111.000 44.40',
        SHOULDER: '2.000 0.60',
        OFFPEAK: '43.000 6.45',
      });
    });

    it('the same days in QLD, which has no daylight saving', () => {
      // Local = standard: peak 111 → 44.40; shoulder 02:00 (1) → 0.30; off peak 156 − 112 = 44 → 6.60.
      const expected = { PEAK: '111.000 44.40', SHOULDER: '1.000 0.30', OFFPEAK: '44.000 6.60' };
      expect(byClass(intervalAccount(pricePlan, [day('2026-10-04')], 'QLD'))).toEqual(expected);
      expect(byClass(intervalAccount(pricePlan, [day('2026-04-05')], 'QLD'))).toEqual(expected);
    });

    it('a summer day in NSW is on daylight time all day', () => {
      // 15 Jan 2026: as on the day it starts, peak = 21, no shoulder (02:00 local is 01:00 standard: interval 2 = 1 kWh).
      // Shoulder: 1 × 0.30 = 0.30; off peak 156 − 22 = 134 → 20.10.
      expect(byClass(intervalAccount(pricePlan, [day('2026-01-15')], 'NSW'))).toEqual({
        PEAK: '21.000 8.40',
        SHOULDER: '1.000 0.30',
        OFFPEAK: '134.000 20.10',
      });
    });
  });

  it('usage of a class the plan has no schedule for is not charged and raises NO_RATE', () => {
    const pricePlan = touPlan({ PEAK: 'Mon-Fri 07:00-22:00', CONTROLLED: 'Fri 22:00-07:00' });
    pricePlan.usageSchedules = pricePlan.usageSchedules.filter((s) => s.priceClassId !== CLASS.CONTROLLED);
    const result = rateUtilityAccount(intervalAccount(pricePlan, [intervals('2026-01-09')], 'QLD'));
    // Friday: peak 30 → 12.00; off peak 14 → 2.10; the 4 controlled intervals after 22:00 are not charged.
    expect(result.lines.map((l) => `${l.derivation.touClass} ${l.amount}`)).toEqual(['PEAK 12.00', 'OFFPEAK 2.10']);
    expect(result.exceptions.map((e) => `${e.code} ${e.date}`)).toEqual(['NO_RATE 2026-01-09']);
  });
});

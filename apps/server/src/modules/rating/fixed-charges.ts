/**
 * Fixed (daily) charges, billing-rules §3: per fixed schedule and each of its rates that overlaps
 * the period, one line of `d` days at max(unitRate, minimumCharge).
 */
import { dec, max, round2 } from './decimal';
import { days, dollars } from './derivation-text';
import type { LineDraft } from './line-draft';
import { overlap, uncovered, type DateRange } from './period';
import type { FixedScheduleInput } from './types';

export interface FixedChargesResult {
  lines: LineDraft[];
  /** Days of the period a schedule's rates do not cover (NO_RATE). */
  gaps: { scheduleId: number; range: DateRange }[];
}

export function fixedCharges(schedules: FixedScheduleInput[], period: DateRange): FixedChargesResult {
  const lines: LineDraft[] = [];
  const gaps: FixedChargesResult['gaps'] = [];
  for (const schedule of schedules) {
    if (schedule.isDeleted) continue;
    const covered: DateRange[] = [];
    for (const rate of schedule.rates) {
      if (rate.isDeleted || !rate.isActive) continue;
      const range = overlap(period, rate.startDate, rate.endDate);
      if (!range) continue;
      covered.push(range);
      const unitRate = dec(rate.unitRate);
      const minimum = dec(rate.minimumCharge);
      const dailyRate = max(unitRate, minimum);
      lines.push({
        kind: 'FIXED',
        description: rate.invoiceDescription || schedule.invoiceDescription,
        range,
        quantity: dec(range.days),
        unitOfMeasure: 'days',
        unitRate: dailyRate,
        amount: round2(dailyRate.times(range.days)),
        scheduleId: schedule.id,
        rate: { id: rate.id, startDate: rate.startDate, endDate: rate.endDate },
        touClass: null,
        band: null,
        meters: [],
        text: `${days(range.days)} × ${dollars(dailyRate)} a day${minimum.gt(unitRate) ? ' (the minimum charge)' : ''}`,
      });
    }
    for (const range of uncovered(period, covered)) gaps.push({ scheduleId: schedule.id, range });
  }
  return { lines, gaps };
}

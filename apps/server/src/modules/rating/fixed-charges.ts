/**
 * Fixed (daily) charges, billing-rules §3: per fixed schedule and each of its rates that overlaps
 * the period, one line of `d` days at max(unitRate, minimumCharge).
 */
import { dec, max, quantityText, rateText, round2 } from './decimal';
import { days, dollars } from './derivation-text';
import type { LineDraft } from './line-draft';
import { memoOn } from './memo';
import { overlap, uncovered, type DateRange } from './period';
import { AMOUNT_PLACES, unitsOf } from './scaled';
import type { FixedScheduleInput } from './types';

export interface FixedChargesResult {
  lines: LineDraft[];
  /** Days of the period a schedule's rates do not cover (NO_RATE). */
  gaps: { scheduleId: number; range: DateRange }[];
}

function scheduleCharges(schedule: FixedScheduleInput, period: DateRange): FixedChargesResult {
  const lines: LineDraft[] = [];
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
      quantity: quantityText(dec(range.days)),
      unitOfMeasure: 'days',
      unitRate: rateText(dailyRate),
      amount: unitsOf(round2(dailyRate.times(range.days)), AMOUNT_PLACES),
      scheduleId: schedule.id,
      rate: { id: rate.id, startDate: rate.startDate, endDate: rate.endDate },
      touClass: null,
      band: null,
      meters: [],
      text: `${days(range.days)} × ${dollars(dailyRate)} a day${minimum.gt(unitRate) ? ' (the minimum charge)' : ''}`,
    });
  }
  return { lines, gaps: uncovered(period, covered).map((range) => ({ scheduleId: schedule.id, range })) };
}

const charged = new WeakMap<FixedScheduleInput, Map<string, FixedChargesResult>>();

/** The lines of every fixed schedule: the same for every account on the plan billed for the same period. */
export function fixedCharges(schedules: FixedScheduleInput[], period: DateRange): FixedChargesResult {
  const lines: LineDraft[] = [];
  const gaps: FixedChargesResult['gaps'] = [];
  for (const schedule of schedules) {
    if (schedule.isDeleted) continue;
    const result = memoOn(charged, schedule, `${period.from}/${period.to}`, () => scheduleCharges(schedule, period));
    lines.push(...result.lines);
    gaps.push(...result.gaps);
  }
  return { lines, gaps };
}

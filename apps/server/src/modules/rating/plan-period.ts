/**
 * What rating needs of a price plan for one billing period, the same for every account on the plan
 * billed for that period: the fixed lines and their NO_RATE gaps, and per usage schedule the days
 * each rate applies, the days none does, each rate's prorated bands and its derivation reference.
 * Worked out once per plan, period and unit; one lookup per account (memo.ts: plans are shared
 * and never changed once rated).
 */
import { fixedCharges, type FixedChargesResult } from './fixed-charges';
import type { LineDraft } from './line-draft';
import { rateReference } from './lines';
import { memoOn } from './memo';
import { overlap, uncovered, type DateRange } from './period';
import { bands, type Band } from './usage-charges';
import type { PricePlanInput, UsageRateInput, UsageScheduleInput } from './types';

export interface RateDays {
  rate: UsageRateInput;
  /** The days of the period the rate applies to. */
  range: DateRange;
  reference: NonNullable<LineDraft['rate']>;
  /** Its prorated bands, worked out when a usage line first needs them (a solar rate's never are). */
  bands: readonly Band[] | null;
}

export interface ScheduleDays {
  schedule: UsageScheduleInput;
  rates: RateDays[];
  /** Days of the period no rate of the schedule covers (NO_RATE). */
  gaps: DateRange[];
}

export interface PlanPeriod {
  fixed: FixedChargesResult;
  /** The plan's usage schedules that are not deleted, in plan order. */
  usageSchedules: ScheduleDays[];
}

function scheduleDays(schedule: UsageScheduleInput, period: DateRange): ScheduleDays {
  const rates: RateDays[] = [];
  for (const rate of schedule.rates) {
    if (rate.isDeleted || !rate.isActive) continue;
    const range = overlap(period, rate.startDate, rate.endDate);
    if (range) rates.push({ rate, range, reference: rateReference(rate), bands: null });
  }
  return {
    schedule,
    rates,
    gaps: uncovered(
      period,
      rates.map((r) => r.range),
    ),
  };
}

/** The rate's bands for the period (`unit` and the period's days are the plan period's). */
export const bandsOf = (rateDays: RateDays, periodDays: number, unit: string): readonly Band[] =>
  (rateDays.bands ??= bands(rateDays.rate, rateDays.range.days, periodDays, unit));

const planPeriods = new WeakMap<PricePlanInput, Map<string, PlanPeriod>>();

export const planPeriod = (plan: PricePlanInput, period: DateRange, unit: string): PlanPeriod =>
  memoOn(planPeriods, plan, `${period.from}/${period.to}/${unit}`, () => ({
    fixed: fixedCharges(plan.fixedSchedules, period),
    usageSchedules: plan.usageSchedules.filter((s) => !s.isDeleted).map((s) => scheduleDays(s, period)),
  }));

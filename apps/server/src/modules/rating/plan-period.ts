/**
 * What rating needs of a price plan for one billing period, the same for every account on the plan
 * billed for that period: the fixed lines and their NO_RATE gaps, and per usage schedule the days
 * each rate applies, the days none does, each rate's prorated bands and its derivation reference.
 * Worked out once per plan, period and unit; one lookup per account (as in memo.ts: plans are
 * shared and never changed once rated).
 */
import { fixedCharges, type FixedChargesResult } from './fixed-charges';
import type { LineDraft } from './line-draft';
import { rateReference } from './lines';
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

/** The rate's bands for the period (`unit` and the cycle's standard days are the plan period's). */
export const bandsOf = (rateDays: RateDays, standardDays: number, unit: string): readonly Band[] =>
  (rateDays.bands ??= bands(rateDays.rate, rateDays.range.days, standardDays, unit));

/** A plan's periods by `from/to/unit/D`, and the one asked for last: consecutive accounts on a plan are mostly billed alike. */
interface PlanPeriods {
  byKey: Map<string, PlanPeriod>;
  last: { from: string; to: string; unit: string; standardDays: number; value: PlanPeriod } | null;
}

const planPeriods = new WeakMap<PricePlanInput, PlanPeriods>();

/** `standardDays` is part of the key: the rates' bands (bandsOf) are kept on the plan period. */
export function planPeriod(plan: PricePlanInput, period: DateRange, unit: string, standardDays: number): PlanPeriod {
  let periods = planPeriods.get(plan);
  if (!periods) planPeriods.set(plan, (periods = { byKey: new Map(), last: null }));
  const { last } = periods;
  if (last && last.from === period.from && last.to === period.to && last.unit === unit && last.standardDays === standardDays) return last.value;
  const key = `${period.from}/${period.to}/${unit}/${standardDays}`;
  let value = periods.byKey.get(key);
  if (!value) {
    value = {
      fixed: fixedCharges(plan.fixedSchedules, period),
      usageSchedules: plan.usageSchedules.filter((s) => !s.isDeleted).map((s) => scheduleDays(s, period)),
    };
    periods.byKey.set(key, value);
  }
  periods.last = { from: period.from, to: period.to, unit, standardDays, value };
  return value;
}

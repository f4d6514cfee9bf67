import type { Day, FixedRateInput, PricePlanInput, UsageRateInput } from '../rating/types';

/** Before any billing period: a rate starting here covers the whole of any period. */
const ALWAYS = '0001-01-01';

const liveRates = <R extends FixedRateInput | UsageRateInput>(rates: R[]) => rates.filter((r) => r.isActive && !r.isDeleted);

/** The rate in force on the day (the latest start on or before it), made to cover every day. */
function inForce<R extends FixedRateInput | UsageRateInput>(rates: R[], day: Day): R[] {
  const rate = liveRates(rates)
    .filter((r) => r.startDate <= day && (r.endDate === null || r.endDate >= day))
    .reduce<R | null>(
      (latest, r) => (latest === null || r.startDate > latest.startDate || (r.startDate === latest.startDate && r.id > latest.id) ? r : latest),
      null,
    );
  return rate ? [{ ...rate, startDate: ALWAYS, endDate: null }] : [];
}

/**
 * The plan with each schedule's rate in force on `day` applied to every day: rating a past period
 * with it answers "what would that bill be at these rates". A schedule with no rate in force then
 * has none (the engine charges nothing for it and raises NO_RATE).
 */
export function ratesInForceOn(plan: PricePlanInput, day: Day): PricePlanInput {
  return {
    ...plan,
    fixedSchedules: plan.fixedSchedules.map((s) => ({ ...s, rates: inForce(s.rates, day) })),
    usageSchedules: plan.usageSchedules.map((s) => ({ ...s, rates: inForce(s.rates, day) })),
  };
}

/**
 * The day the edited plan's changes are all in force: the latest start of its rates, or today when
 * every rate has started already.
 */
export function changesInForceFrom(plan: PricePlanInput, today: Day): Day {
  const starts = [...plan.fixedSchedules, ...plan.usageSchedules]
    .filter((s) => !s.isDeleted)
    .flatMap((s) => liveRates<FixedRateInput | UsageRateInput>(s.rates).map((r) => r.startDate));
  return starts.reduce((latest, start) => (start > latest ? start : latest), today);
}

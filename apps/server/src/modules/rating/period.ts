/**
 * Billing periods and day arithmetic on 'YYYY-MM-DD' strings (billing-rules §2). Both ends of
 * every range are inclusive; strings of this form compare in date order.
 */
import type { Day, UtilityAccountInput } from './types';

const DAY_MS = 86_400_000;

// Rating meets the same few hundred dates again and again: each is converted once.
const dayNumbers = new Map<Day, number>();
const days = new Map<number, Day>();

/** Days since 1970-01-01. */
export function dayNumber(day: Day): number {
  let n = dayNumbers.get(day);
  if (n === undefined) dayNumbers.set(day, (n = Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS));
  return n;
}

export function dayOf(n: number): Day {
  let day = days.get(n);
  if (day === undefined) days.set(n, (day = new Date(n * DAY_MS).toISOString().slice(0, 10)));
  return day;
}

export const addDays = (day: Day, n: number): Day => dayOf(dayNumber(day) + n);

const daysBetween = (from: Day, to: Day): number => dayNumber(to) - dayNumber(from) + 1;

/** A billing cycle's standard length D = round(periodMonths × 365 / 12) (billing-rules §2): monthly 30, quarterly 91. */
export const standardDays = (periodMonths: number): number => Math.round((periodMonths * 365) / 12);

export interface DateRange {
  from: Day;
  to: Day;
  days: number;
}

export const dateRange = (from: Day, to: Day): DateRange => ({ from, to, days: daysBetween(from, to) });

export const contains = (range: DateRange, day: Day): boolean => day >= range.from && day <= range.to;

/** The part of `range` from `start` to `end` (null: open-ended), or null when they do not meet. */
export function overlap(range: DateRange, start: Day, end: Day | null): DateRange | null {
  const from = start > range.from ? start : range.from;
  const to = end !== null && end < range.to ? end : range.to;
  return from <= to ? dateRange(from, to) : null;
}

/** Days of `range` that none of `covers` cover, as ranges (NO_RATE). */
export function uncovered(range: DateRange, covers: DateRange[]): DateRange[] {
  const gaps: DateRange[] = [];
  let next = range.from;
  for (const cover of covers.toSorted((a, b) => (a.from < b.from ? -1 : 1))) {
    if (cover.from > next) gaps.push(dateRange(next, addDays(cover.from, -1)));
    if (cover.to >= next) next = addDays(cover.to, 1);
  }
  if (next <= range.to) gaps.push(dateRange(next, range.to));
  return gaps;
}

/**
 * The period a utility account is billed for (billing-rules §2): from the day after it was last
 * billed (or its open date) to the run's period end or its close date if earlier; null when
 * it is already billed to that date.
 */
export function billingPeriod(account: UtilityAccountInput, periodEnd: Day): DateRange | null {
  const from = account.lastBilledDate ? addDays(account.lastBilledDate, 1) : account.openDate;
  const to = account.closeDate !== null && account.closeDate < periodEnd ? account.closeDate : periodEnd;
  return from <= to ? dateRange(from, to) : null;
}

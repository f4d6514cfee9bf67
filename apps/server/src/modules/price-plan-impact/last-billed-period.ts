import { addDays } from '../rating/period';
import type { Day } from '../rating/types';

/** Months a bill covers when the account has no billing cycle. */
export const DEFAULT_CYCLE_MONTHS = 1;

/** `months` calendar months before `day`, the day of month kept or, in a shorter month, its last day. */
function monthsBefore(day: Day, months: number): Day {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - months;
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(Number(day.slice(8, 10)), lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The period an account was last billed for: its billing cycle's months ending on the last billed
 * day (e.g. monthly to 31 Oct: 1 Oct to 31 Oct). The engine shortens it to the account's open and
 * close dates.
 */
export function lastBilledPeriod(lastBilledDate: Day, cycleMonths: number): { periodFrom: Day; periodTo: Day } {
  return { periodFrom: monthsBefore(addDays(lastBilledDate, 1), cycleMonths), periodTo: lastBilledDate };
}

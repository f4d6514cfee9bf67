import dayjs from 'dayjs';
import { ISO_DATE } from '@wattle/contract';
import { addDays } from '../rating/period';
import type { Day } from '../rating/types';

/** Months a bill covers when the account has no billing cycle. */
export const DEFAULT_CYCLE_MONTHS = 1;

/**
 * The period an account was last billed for: its billing cycle's months ending on the last billed
 * day (e.g. monthly to 31 Oct: 1 Oct to 31 Oct; a shorter month keeps its last day). The engine
 * shortens it to the account's open and close dates.
 */
export function lastBilledPeriod(lastBilledDate: Day, cycleMonths: number): { periodFrom: Day; periodTo: Day } {
  return { periodFrom: dayjs(addDays(lastBilledDate, 1)).subtract(cycleMonths, 'month').format(ISO_DATE), periodTo: lastBilledDate };
}

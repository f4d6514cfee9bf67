import { addIsoDays } from '../businessDate';

/** The usage chart's range buttons, labelled by their codes (spec 3 §2.13, §9); default 3m. */
export const USAGE_RANGES = ['1m', '3m', '6m', 'ytd', '1y', 'all'] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];
export const DEFAULT_USAGE_RANGE: UsageRange = '3m';

const MONTHS: Partial<Record<UsageRange, number>> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/** The same day `months` earlier (the month's last day when it has no such day). */
export function monthsBefore(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 - months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * The days a range button shows up to `today` (the company's date): a month range starts the day
 * after the same day that many months earlier, ytd on 1 January, all has no start.
 */
export function usageRangeDates(range: UsageRange, today: string): { startDate: string | null; endDate: string } {
  if (range === 'all') return { startDate: null, endDate: today };
  if (range === 'ytd') return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
  return { startDate: addIsoDays(monthsBefore(today, MONTHS[range]!), 1), endDate: today };
}

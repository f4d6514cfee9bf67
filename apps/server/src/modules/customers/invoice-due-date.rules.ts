import dayjs from 'dayjs';
import { ISO_DATE } from '@wattle/contract';

export interface PublicHoliday {
  holidayDate: string;
  /** null: a national holiday. */
  state: string | null;
}

/** The days that are public holidays in a state: its own and the national ones (billing-rules.md §4). */
export const holidaysIn = (holidays: readonly PublicHoliday[], state: string | null): Set<string> =>
  new Set(holidays.filter((h) => h.state === null || h.state === state).map((h) => h.holidayDate));

/** Monday to Friday and not a public holiday. */
function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = dayjs(day).day();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The day itself when it is a business day, else the next one. */
export function nextBusinessDay(day: string, holidays: ReadonlySet<string>): string {
  let date = dayjs(day);
  while (!isBusinessDay(date.format(ISO_DATE), holidays)) date = date.add(1, 'day');
  return date.format(ISO_DATE);
}

/** The business day `days` business days after `day` (the day itself not counted). */
export function addBusinessDays(day: string, days: number, holidays: ReadonlySet<string>): string {
  let date = dayjs(day);
  for (let left = days; left > 0;) {
    date = date.add(1, 'day');
    if (isBusinessDay(date.format(ISO_DATE), holidays)) left -= 1;
  }
  return date.format(ISO_DATE);
}

/**
 * An invoice's due date (billing-rules.md §6): the invoice date plus the account's payment terms in
 * days; one that falls on a Saturday, Sunday or public holiday of the account's state moves to the
 * next business day.
 */
export const invoiceDueDate = (invoiceDate: string, paymentTermsDays: number, holidays: ReadonlySet<string>): string =>
  nextBusinessDay(dayjs(invoiceDate).add(paymentTermsDays, 'day').format(ISO_DATE), holidays);

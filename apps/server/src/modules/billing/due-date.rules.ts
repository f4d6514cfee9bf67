import { addDays, weekday } from '../rating/period';
import type { Day, PublicHolidayInput } from '../rating/types';

/**
 * billing-rules §6: the invoice date plus the account's payment terms; a due date on a Saturday,
 * Sunday or public holiday of the account's state (or a national one) moves to the next business day.
 */
export function dueDate(invoiceDate: Day, termsDays: number, state: string | null, holidays: readonly PublicHolidayInput[]): Day {
  const closed = new Set(holidays.filter((h) => h.state === null || h.state === state).map((h) => h.holidayDate));
  let due = addDays(invoiceDate, termsDays);
  while (weekday(due) === 0 || weekday(due) === 6 || closed.has(due)) due = addDays(due, 1);
  return due;
}

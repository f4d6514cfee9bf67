import dayjs from 'dayjs';
import { DATE_FORMATS, NULL_VALUE } from '@wattle/contract';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A DATEOPTIONS value (TODAY, YESTERDAY, END_OF_LAST_MONTH, START_OF_THIS_MONTH or a picked date) as a date, counted
 * from `today`, the company's business date; null when empty.
 */
export function resolveDateOption(value: string | null | undefined, today: dayjs.Dayjs): string | null {
  if (!value || value === NULL_VALUE) return null;
  if (ISO.test(value)) return value;
  const day = (() => {
    switch (value) {
      case 'TODAY':
        return today;
      case 'YESTERDAY':
        return today.subtract(1, 'day');
      case 'END_OF_LAST_MONTH':
        return today.startOf('month').subtract(1, 'day');
      case 'START_OF_THIS_MONTH':
        return today.startOf('month');
      default:
        return null;
    }
  })();
  return day ? day.format(DATE_FORMATS.iso) : null;
}

/** A DUEDATEOPTIONS value ('14_DAYS' … counted back from `from`, or a date set manually) as a date; null when empty. */
export function resolveDueDateOption(value: string | null | undefined, from: string): string | null {
  if (!value || value === NULL_VALUE) return null;
  if (ISO.test(value)) return value;
  const days = /^(\d+)_DAYS$/.exec(value);
  return days ? dayjs(from).subtract(Number(days[1]), 'day').format(DATE_FORMATS.iso) : null;
}

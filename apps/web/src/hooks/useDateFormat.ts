import { useMemo } from 'react';
import { dateTimeFormatOf, formatDate, formatInstant, type DateInput } from '../lib/format';
import { useCompanyFormats } from './useCompanyFormats';

/**
 * The company's DATE_FORMAT. For screens that format only dates: useFormatters also formats money
 * and so brings decimal.js along.
 */
export const useDateFormat = (): string => useCompanyFormats().dateFormat;

/**
 * Dates and times as the company reads them (docs/ux.md, "Dates and times"): `date` a calendar
 * date in DATE_FORMAT; `dateTime` an instant on the company's clock (TIME_ZONE), DATE_FORMAT and
 * 24-hour time, with seconds for logs; `day` the company's date of an instant.
 */
export function useDateFormatters() {
  const { dateFormat, timeZone } = useCompanyFormats();
  return useMemo(
    () => ({
      dateFormat,
      timeZone,
      date: (value: DateInput) => formatDate(value, dateFormat),
      dateTime: (value: DateInput, seconds = false) => formatInstant(value, dateTimeFormatOf(dateFormat, seconds), timeZone),
      day: (value: DateInput) => formatInstant(value, dateFormat, timeZone),
    }),
    [dateFormat, timeZone],
  );
}

import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMATS, ZERO_DATE } from '@wattle/contract';

dayjs.extend(customParseFormat);

// Dates only: money is formatted by the contract's formatMoney, so that screens showing only dates do not load decimal.js.

export type DateInput = string | Date | null | undefined;
export type NamedDateFormat = keyof typeof DATE_FORMATS;

/** A date in the given dayjs format; empty for no date, the zero date (0001-01-01) or an invalid value. */
export function formatDate(value: DateInput, format: string): string {
  if (value === null || value === undefined || value === '' || value === ZERO_DATE) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

/** A date in one of the spec's named formats, e.g. 'ticket' → 'D MMM YYYY h:mma'. */
export const formatNamedDate = (value: DateInput, name: NamedDateFormat) => formatDate(value, DATE_FORMATS[name]);

/** Reads a date typed in the system date format; null when it does not fit. */
export function parseDate(text: string, format: string): Date | null {
  const date = dayjs(text, format, true);
  return date.isValid() ? date.toDate() : null;
}

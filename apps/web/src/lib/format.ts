import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import Decimal from 'decimal.js';
import { DATE_FORMATS, MONEY_DECIMALS, ZERO_DATE } from '@wattle/contract';

dayjs.extend(customParseFormat);

/** Used until the system parameters are loaded. */
export const FALLBACK_DATE_FORMAT = DATE_FORMATS.iso;
export const FALLBACK_CURRENCY = '$';

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

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Money from a decimal string (never a JS float): currency symbol, thousands separators, 2 decimal
 * places, minus sign in front: -$1,234.50. Empty for no value or a value that is not a number.
 */
export function formatMoney(value: Decimal.Value | null | undefined, currency: string): string {
  if (value === null || value === undefined || value === '') return '';
  let amount: Decimal;
  try {
    amount = new Decimal(value);
  } catch {
    return '';
  }
  if (!amount.isFinite()) return '';
  const rounded = amount.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction = ''] = rounded.abs().toFixed(MONEY_DECIMALS).split('.');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${currency}${groupThousands(whole)}.${fraction}`;
}

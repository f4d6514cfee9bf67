import Decimal from 'decimal.js';
import { MONEY_DECIMALS } from './constants';

/** 1234567 → "1,234,567" (digits only, no sign). */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A decimal as text with thousands separators and exactly `places` decimals, rounded half away
 * from zero without JS floating point: -1234.5 → "-1,234.50". `prefix` (a currency symbol) goes
 * after the minus sign. A value that rounds to zero has no minus sign. Empty for no value or a
 * value that is not a finite number.
 */
export function formatDecimal(value: Decimal.Value | null | undefined, places: number, prefix = ''): string {
  if (value === null || value === undefined || value === '') return '';
  let amount: Decimal;
  try {
    amount = new Decimal(value);
  } catch {
    return '';
  }
  if (!amount.isFinite()) return '';
  const rounded = amount.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction] = rounded.abs().toFixed(places).split('.');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${prefix}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Money in the CURRENCY format (spec 2 §9): the company's currency symbol, thousands separators,
 * 2 decimals by default (CURRENCY4/6: 4 or 6), minus sign in front: -$1,234.50.
 */
export const formatMoney = (value: Decimal.Value | null | undefined, currency: string, places: number = MONEY_DECIMALS): string =>
  formatDecimal(value, places, currency);

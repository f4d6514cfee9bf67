import Decimal from 'decimal.js';
import { MONEY_DECIMALS } from '@wattle/contract';

// Apart from the date helpers of format.ts so that screens showing only dates (the dashboard's
// My Activities and scheduled tasks) do not load decimal.js (13 kB gzipped).

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

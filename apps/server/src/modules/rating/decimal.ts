/**
 * Exact decimals for rating (billing-rules §1): a private decimal.js constructor with enough
 * precision that sums and products of numeric(18,3) quantities and numeric(18,7) rates are exact,
 * and the one rounding the rules allow: half away from zero, at 2 (amounts), 3 (quantities)
 * or 7 (unit rates) places.
 */
import DecimalJs from 'decimal.js';

export const Dec = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 });
export type Dec = InstanceType<typeof Dec>;

export const ZERO = new Dec(0);
export const ONE = new Dec(1);

export const dec = (value: string | number | Dec): Dec => new Dec(value);

export const round2 = (value: Dec): Dec => value.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
export const round3 = (value: Dec): Dec => value.toDecimalPlaces(3, Dec.ROUND_HALF_UP);

/** Text of an amount (2 places), a quantity (3) and a unit rate (7), as the invoice line stores them. */
export const amountText = (value: Dec): string => value.toFixed(2, Dec.ROUND_HALF_UP);
export const quantityText = (value: Dec): string => value.toFixed(3, Dec.ROUND_HALF_UP);
export const rateText = (value: Dec): string => value.toFixed(7, Dec.ROUND_HALF_UP);

export const sum = (values: Iterable<Dec>): Dec => {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
};

export const max = (a: Dec, b: Dec): Dec => (a.gte(b) ? a : b);
export const min = (a: Dec, b: Dec): Dec => (a.lte(b) ? a : b);

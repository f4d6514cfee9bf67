/**
 * Line arithmetic on scaled integers (billing-rules §1), the rating loop's alternative to
 * decimal.js: a value is a bigint count of 10^-places units (a quantity of thousandths, an amount
 * of cents). Sums and products of such integers are exact at any size; the one rounding the rules
 * allow, half away from zero, is an integer division. Texts are written once, from the integers.
 */
import { Dec } from './decimal';
import type { DecimalText } from './types';

export const QUANTITY_PLACES = 3;
export const RATE_PLACES = 7;
export const AMOUNT_PLACES = 2;

/** An exact decimal: `units` × 10^-places. */
export interface Scaled {
  units: bigint;
  places: number;
}

const POWERS = Array.from({ length: 32 }, (_, i) => 10n ** BigInt(i));
export const pow10 = (n: number): bigint => POWERS[n] ?? 10n ** BigInt(n);

const isSafe = (n: number) => n <= Number.MAX_SAFE_INTEGER && n >= -Number.MAX_SAFE_INTEGER;

/** n ÷ d (d > 0) rounded half away from zero. */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  // A bigint past 2^53 converts to a double past it too (rounding is monotonic): those take the bigint path.
  const small = Number(n);
  const divisor = Number(d);
  if (isSafe(small) && divisor <= Number.MAX_SAFE_INTEGER) return divideSafeHalfUp(small, divisor);
  const quotient = n / d;
  const remainder = n % d;
  if (remainder === 0n) return quotient;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** 10^0 … 10^22: the powers of ten a double holds exactly. */
const NUMBER_POWERS = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

/**
 * divideHalfUp on doubles, for safe integers n and d > 0: the remainder (fmod) is exact, so is the
 * division of the multiple of d that remains; one BigInt is made instead of the several a bigint
 * division and remainder make.
 */
function divideSafeHalfUp(n: number, d: number): bigint {
  const remainder = n % d;
  const quotient = (n - remainder) / d;
  if ((remainder < 0 ? -remainder : remainder) * 2 < d) return BigInt(quotient);
  return BigInt(n < 0 ? quotient - 1 : quotient + 1);
}

/** Units of 10^-from as units of 10^-to: exact when to ≥ from, else rounded half away from zero. */
export function rescale(units: bigint, from: number, to: number): bigint {
  if (to === from) return units;
  if (to > from) return units * pow10(to - from);
  const n = Number(units);
  return isSafe(n) && from - to < NUMBER_POWERS.length ? divideSafeHalfUp(n, NUMBER_POWERS[from - to]!) : divideHalfUp(units, pow10(from - to));
}

/** A decimal (text or decimal.js) exactly, at its own places but at least `minPlaces`. */
export function scaledOf(value: DecimalText | Dec, minPlaces: number): Scaled {
  const decimal = typeof value === 'string' ? new Dec(value) : value;
  const places = Math.max(minPlaces, decimal.decimalPlaces());
  return { units: BigInt(decimal.toFixed(places).replace('.', '')), places };
}

/** A decimal.js value rounded half away from zero to units of 10^-places. */
export const unitsOf = (value: Dec, places: number): bigint => scaledUnits(scaledOf(value, places), places);

/** A scaled value as units of 10^-places (rounded half away from zero when it has more). */
export const scaledUnits = (value: Scaled, places: number): bigint => rescale(value.units, value.places, places);

/** The exact decimal.js value of units × 10^-places (for the few texts and rules still worked in decimal.js). */
export const decOf = (units: bigint, places: number): Dec => new Dec(`${units}e-${places}`);

/** round2(quantity × unit rate): the quantity in thousandths, the amount in cents. */
export function lineAmount(thousandths: bigint, unitRate: Scaled): bigint {
  const places = QUANTITY_PLACES + unitRate.places - AMOUNT_PLACES;
  // A product of doubles that comes out below 2^53 is the exact product (either factor past 2^53 would take it past too, unless the other is 0).
  const product = Number(thousandths) * Number(unitRate.units);
  if (isSafe(product) && places >= 0 && places < NUMBER_POWERS.length) return divideSafeHalfUp(product, NUMBER_POWERS[places]!);
  return rescale(thousandths * unitRate.units, QUANTITY_PLACES + unitRate.places, AMOUNT_PLACES);
}

/** "000" … "999" and "00" … "99": the decimals of quantities and amounts, written once. */
const DECIMALS: Record<number, string[]> = {
  [AMOUNT_PLACES]: Array.from({ length: 100 }, (_, i) => String(i).padStart(AMOUNT_PLACES, '0')),
  [QUANTITY_PLACES]: Array.from({ length: 1000 }, (_, i) => String(i).padStart(QUANTITY_PLACES, '0')),
};
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const INT32 = 2 ** 31;

/** The text of units × 10^-places with exactly `places` decimals, as an invoice line stores it. */
export function scaledText(units: bigint | number, places: number): string {
  const decimals = DECIMALS[places];
  const small = Number(units);
  if (decimals && small < INT32 && small > -INT32) {
    // Nearly every quantity and amount: below 2^31 (so `units` converted exactly), int32 arithmetic with no float remainder.
    const magnitude = (small < 0 ? -small : small) | 0;
    const whole = (magnitude / decimals.length) | 0;
    return `${small < 0 ? '-' : ''}${whole}.${decimals[magnitude - whole * decimals.length]}`;
  }
  if (decimals && (typeof units === 'number' || (units <= SAFE && units >= -SAFE))) {
    // Whole numbers below 2^53: integer arithmetic on Number is exact.
    const n = Number(units);
    const magnitude = n < 0 ? -n : n;
    const fraction = magnitude % decimals.length;
    return `${n < 0 ? '-' : ''}${(magnitude - fraction) / decimals.length}.${decimals[fraction]}`;
  }
  const negative = units < 0;
  const digits = String(negative ? -units : units).padStart(places + 1, '0');
  const cut = digits.length - places;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** The same value as decimal.js writes it (no trailing zeros, no point for a whole number): "1000", "234.5". */
export function plainText(units: bigint | number, places: number): string {
  const text = scaledText(units, places);
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48 /* 0 */) end--;
  if (text.charCodeAt(end - 1) === 46 /* . */) end--;
  return text.slice(0, end);
}

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

export const dec = (value: string | number | Dec): Dec => new Dec(value);

export const round2 = (value: Dec): Dec => value.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
export const round3 = (value: Dec): Dec => value.toDecimalPlaces(3, Dec.ROUND_HALF_UP);

/** `value` with exactly `places` decimals; padding its plain text where it has no more (much quicker than toFixed). */
function fixedText(value: Dec, places: number): string {
  const has = value.decimalPlaces();
  if (value.isZero()) return `0.${'0'.repeat(places)}`;
  if (has > places) return value.toFixed(places, Dec.ROUND_HALF_UP);
  const text = value.toString();
  return has === 0 ? `${text}.${'0'.repeat(places)}` : text + '0'.repeat(places - has);
}

/** Text of an amount (2 places), a quantity (3) and a unit rate (7), as the invoice line stores them. */
export const amountText = (value: Dec): string => fixedText(value, 2);
export const quantityText = (value: Dec): string => fixedText(value, 3);
export const rateText = (value: Dec): string => fixedText(value, 7);

export const sum = (values: Iterable<Dec | string>): Dec => {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
};

export const max = (a: Dec, b: Dec): Dec => (a.gte(b) ? a : b);

/** Digits after the point an ExactSum counts in whole units (quantities are numeric(18,3)). */
const SUM_PLACES = 3;

/** The integer count of thousandths a decimal text of at most 3 places stands for, or null (other text). */
export function thousandths(text: string): number | null {
  const point = text.length - 4;
  return point >= 0 && text.charCodeAt(point) === 46 /* . */ ? threePlaces(text, point) : anyPlaces(text);
}

/** A character's digit, or a number above 9 for any other character (one unsigned comparison). */
const digitAt = (text: string, i: number): number => (text.charCodeAt(i) - 48) >>> 0;

/**
 * The shape numeric(18,3) prints, "1234.567": the whole digits, then the three decimals read
 * without a loop. Anything else in that shape ("+1.000", "-.500") is left to `anyPlaces`.
 */
function threePlaces(text: string, point: number): number | null {
  const first = text.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  if (first === point) return anyPlaces(text);
  let units = 0;
  for (let i = first; i < point; i++) {
    const digit = digitAt(text, i);
    if (digit > 9) return anyPlaces(text);
    units = units * 10 + digit;
  }
  const tenths = digitAt(text, point + 1);
  const hundredths = digitAt(text, point + 2);
  const last = digitAt(text, point + 3);
  if (tenths > 9 || hundredths > 9 || last > 9) return anyPlaces(text);
  units = units * 1000 + tenths * 100 + hundredths * 10 + last;
  // Past 2^53 the float sum is no longer exact, and it then stays above the limit (rounding is monotonic).
  return units <= Number.MAX_SAFE_INTEGER ? (first ? -units : units) : null;
}

function anyPlaces(text: string): number | null {
  let i = 0;
  let negative = false;
  if (text.charCodeAt(0) === 45 /* - */) {
    negative = true;
    i = 1;
  }
  let units = 0;
  let places = -1;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 /* . */ && places < 0) places = 0;
    else if (c >= 48 && c <= 57 && places < SUM_PLACES) {
      units = units * 10 + (c - 48);
      if (places >= 0) places++;
    } else return null;
  }
  if (places < 0) places = 0;
  for (; places < SUM_PLACES; places++) units *= 10;
  return Number.isSafeInteger(units) ? (negative ? -units : units) : null;
}

/**
 * The exact sum of many quantity texts, the hot loop of rating (100,000 accounts × 90 reads).
 * Quantities of at most 3 places are whole numbers of thousandths; while they and their sum stay
 * within Number.MAX_SAFE_INTEGER (9 × 10^12 kWh), adding them as integers is exact, with no
 * fractions and no rounding. Anything else (more places, larger values) is summed by decimal.js.
 */
export class ExactSum {
  private units = 0;
  private rest: Dec | null = null;

  add(text: string): void {
    this.addRead(thousandths(text), text);
  }

  /** Adds a text already read by `thousandths` (the rating loop reads each quantity once). */
  addRead(units: number | null, text: string): void {
    const total = units === null ? NaN : this.units + units;
    if (Number.isSafeInteger(total)) this.units = total;
    else this.rest = (this.rest ?? ZERO).plus(text);
  }

  /** The sum in thousandths, or null when part of it is only known to decimal.js (`value`). */
  get thousandths(): number | null {
    return this.rest ? null : this.units;
  }

  get value(): Dec {
    const whole = new Dec(`${this.units}e-${SUM_PLACES}`);
    return this.rest ? whole.plus(this.rest) : whole;
  }
}

/** -1, 0 or 1: the sign of a decimal text, read from its characters. */
export function signOf(text: string): -1 | 0 | 1 {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 49 && c <= 57) return text.charCodeAt(0) === 45 ? -1 : 1;
  }
  return 0;
}

import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';

const DAY_MS = 86_400_000;
/** periodDays is a smallint. */
const MAX_PERIOD_DAYS = 32_767;

/** A read dated after the business date is refused: a meter cannot be read in the future. */
export const futureReadProblem = (readDate: string | null | undefined, today: string, problem: string = texts.sectionRules.noFutureDate) =>
  readDate && readDate > today ? problem : null;

/** The kinds of read a user enters by hand (substituted reads come from the market only). */
export const MANUAL_READ_TYPES = ['ACTUAL', 'ESTIMATED', 'CUSTOMER'] as const;

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d{1,3}))?$/;
/**
 * A plain reading (digits, at most 3 decimals, as uploads and the database write them) as a number
 * of 3 decimals without leading zeros, or null for any other form. Worked out without Decimal,
 * which a 50,000-row upload would feel.
 */
export function plainDecimal3(value: string): string | null {
  const plain = PLAIN_DECIMAL.exec(value);
  if (!plain) return null;
  const whole = plain[1]!;
  return `${whole.length > 1 && whole.startsWith('0') ? whole.replace(/^0+(?=\d)/, '') : whole}.${(plain[2] ?? '').padEnd(3, '0')}`;
}

/** a < b for two readings: plain ones compared as their 3-decimal texts (longer is larger, else by text), others through Decimal. */
function lessThan(a: string, b: string): boolean {
  const x = plainDecimal3(a);
  const y = plainDecimal3(b);
  if (x === null || y === null) return new Decimal(a).lessThan(b);
  return x.length === y.length ? x < y : x.length < y.length;
}

/** A register read is never below the one before it. */
export const readingBelowPrevious = (reading: string, previous: { reading: string } | undefined) => Boolean(previous && lessThan(reading, previous.reading));

/**
 * The usage a register read records: the advance since the previous read times the meter's
 * multiplier (a current-transformer ratio), and the days between them; the first read of a meter
 * records no usage over one day.
 */
export function usageSince(
  read: { reading: string; readDate: string },
  previous: { reading: string; readDate: string } | undefined,
  multiplier: string = '1',
): { quantity: string; periodDays: number } {
  if (!previous) return { quantity: '0', periodDays: 1 };
  return {
    quantity: new Decimal(read.reading).minus(previous.reading).times(multiplier).toFixed(3),
    periodDays: periodDaysBetween(previous.readDate, read.readDate),
  };
}

/** The days a read's usage covers, from the previous read's day to its own. */
export const periodDaysBetween = (from: string, to: string) => Math.min(MAX_PERIOD_DAYS, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS));

/** A day of interval reads records the sum of its intervals as the day's usage; a missing (null) interval adds nothing (its day is MISSING). */
export const dayTotal = (intervals: readonly (string | null)[]) => intervals.reduce((sum, q) => (q === null ? sum : sum.plus(q)), new Decimal(0)).toFixed(3);

/** A register read is never above the one after it (that read would go backwards). */
export const readingAboveNext = (reading: string, next: { reading: string } | undefined) => Boolean(next && new Decimal(reading).greaterThan(next.reading));

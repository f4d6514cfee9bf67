import Decimal from 'decimal.js';
import dayjs from 'dayjs';
import { ISO_DATE } from '@wattle/contract';

export type Frequency = 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY';

export interface Instalment {
  instalmentNumber: number;
  dueDate: string;
  amount: string;
}

const STEP: Record<Frequency, [number, dayjs.ManipulateType]> = {
  WEEKLY: [7, 'day'],
  FORTNIGHTLY: [14, 'day'],
  MONTHLY: [1, 'month'],
};

/** The due date of instalment n (1-based) from the start date; months keep the start's day (clamped at month end). */
const dueDateOf = (startDate: string, frequency: Frequency, n: number) => {
  const [step, unit] = STEP[frequency];
  return dayjs(startDate)
    .add(step * (n - 1), unit)
    .format(ISO_DATE);
};

/**
 * Splits `total` into `count` instalments that add up to it exactly: equal amounts rounded down to
 * the cent, the last one carrying the remainder.
 */
export function instalmentSchedule(total: string, count: number, startDate: string, frequency: Frequency): Instalment[] {
  const sum = new Decimal(total);
  const regular = sum.dividedBy(count).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const last = sum.minus(regular.times(count - 1));
  return Array.from({ length: count }, (_, i) => ({
    instalmentNumber: i + 1,
    dueDate: dueDateOf(startDate, frequency, i + 1),
    amount: (i === count - 1 ? last : regular).toFixed(2),
  }));
}

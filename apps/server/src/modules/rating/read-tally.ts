/** The reads of one meter that one rate prices: their exact sum and how many were actual or estimated. */
import { dec, ExactSum, quantityText, round3, ZERO, type Dec } from './decimal';
import type { MeterDerivation, MeterInput, ReadType } from './types';

export interface ReadTally {
  meter: MeterInput;
  total: ExactSum;
  reads: number;
  estimatedReads: number;
  /** Interval days with an interval priced here: a day split over several classes counts once in each. */
  intervalDays: Set<string>;
}

export const newTally = (meter: MeterInput): ReadTally => ({ meter, total: new ExactSum(), reads: 0, estimatedReads: 0, intervalDays: new Set() });

const ESTIMATED: ReadonlySet<ReadType> = new Set(['ESTIMATED', 'SUBSTITUTED']);

export function countRead(tally: ReadTally, quantity: string, readType: ReadType): void {
  tally.total.add(quantity);
  if (ESTIMATED.has(readType)) tally.estimatedReads += 1;
  else tally.reads += 1;
}

export function countInterval(tally: ReadTally, day: string, quantity: string): void {
  tally.total.add(quantity);
  tally.intervalDays.add(day);
}

/** The meter's reads × its multiplier, exact (sum the rate's meters, then round once). */
export const metered = (tally: ReadTally): Dec => (tally.meter.multiplier === '1' ? tally.total.value : tally.total.value.times(dec(tally.meter.multiplier)));

export const meterDerivation = (tally: ReadTally): MeterDerivation => ({
  meterId: tally.meter.id,
  reads: tally.reads + tally.intervalDays.size,
  estimatedReads: tally.estimatedReads,
  quantity: quantityText(round3(metered(tally))),
});

/** A rate's quantity Q: the exact sum of its meters' reads × multipliers, rounded once to 3 places. */
export const ratedQuantity = (tallies: Iterable<ReadTally>): Dec => {
  let total = ZERO;
  for (const tally of tallies) total = total.plus(metered(tally));
  return round3(total);
};

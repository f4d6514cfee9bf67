/** The reads of one meter that one rate prices: their exact sum and how many were actual or estimated. */
import { Dec, dec, ExactSum, ZERO } from './decimal';
import { QUANTITY_PLACES, rescale, scaledOf, scaledText, scaledUnits, unitsOf, type Scaled } from './scaled';
import { isEstimatedRead } from '../metering/read-quality';
import type { MeterDerivation, MeterInput, ReadType } from './types';

export interface ReadTally {
  meter: MeterInput;
  total: ExactSum;
  reads: number;
  estimatedReads: number;
  /** Interval days with an interval priced here: a day split over several classes counts once in each (null: none yet). */
  intervalDays: Set<string> | null;
  /** Those of them with an estimated or substituted interval priced here (null: none). */
  estimatedDays: Set<string> | null;
}

export const newTally = (meter: MeterInput): ReadTally => ({
  meter,
  total: new ExactSum(),
  reads: 0,
  estimatedReads: 0,
  intervalDays: null,
  estimatedDays: null,
});

/** Counts a read whose quantity `thousandths` has already read. */
export function countRead(tally: ReadTally, units: number | null, quantity: string, readType: ReadType): void {
  tally.total.addRead(units, quantity);
  if (isEstimatedRead(readType)) tally.estimatedReads += 1;
  else tally.reads += 1;
}

export function countInterval(tally: ReadTally, day: string, quantity: string, estimated: boolean): void {
  tally.total.add(quantity);
  (tally.intervalDays ??= new Set()).add(day);
  if (estimated) (tally.estimatedDays ??= new Set()).add(day);
}

/** A multiplier of exactly 1 ('1', '1.0000000'), nearly every meter's: read from its characters. */
function isOne(multiplier: string): boolean {
  if (multiplier === '1') return true;
  if (!multiplier.startsWith('1.')) return false;
  for (let i = 2; i < multiplier.length; i++) if (multiplier.charCodeAt(i) !== 48 /* 0 */) return false;
  return true;
}

/** The meter's reads × its multiplier, exact (sum the rate's meters, then round once). */
const metered = (tally: ReadTally): Dec => (isOne(tally.meter.multiplier) ? tally.total.value : tally.total.value.times(dec(tally.meter.multiplier)));

/** The same as scaled integers; null when the read sum is only known to decimal.js (more than 3 places, past 2^53). */
function meteredScaled(tally: ReadTally): Scaled | null {
  const units = tally.total.thousandths;
  if (units === null) return null;
  if (isOne(tally.meter.multiplier)) return { units: BigInt(units), places: QUANTITY_PLACES };
  const multiplier = scaledOf(tally.meter.multiplier, 0);
  return { units: BigInt(units) * multiplier.units, places: QUANTITY_PLACES + multiplier.places };
}

function meteredText(tally: ReadTally): string {
  const units = tally.total.thousandths;
  if (units !== null && isOne(tally.meter.multiplier)) return scaledText(units, QUANTITY_PLACES);
  return scaledText(unitsOf(metered(tally), QUANTITY_PLACES), QUANTITY_PLACES);
}

export const meterDerivation = (tally: ReadTally): MeterDerivation => ({
  meterId: tally.meter.id,
  reads: tally.reads + (tally.intervalDays?.size ?? 0) - (tally.estimatedDays?.size ?? 0),
  estimatedReads: tally.estimatedReads + (tally.estimatedDays?.size ?? 0),
  quantity: meteredText(tally),
});

/** The usual case in thousandths: every multiplier 1 and the sum a safe integer (each partial sum checked, so exact); else null. */
function plainTotal(tallies: readonly ReadTally[]): number | null {
  let total = 0;
  for (const tally of tallies) {
    const units = tally.total.thousandths;
    if (units === null || !isOne(tally.meter.multiplier)) return null;
    total += units;
    if (!Number.isSafeInteger(total)) return null;
  }
  return total;
}

/** Σ reads × multipliers of the tallies, exact: scaled integers, or decimal.js when a read sum is only known to it. */
export function meteredTotal(tallies: readonly ReadTally[]): Scaled | Dec {
  const plain = plainTotal(tallies);
  if (plain !== null) return { units: BigInt(plain), places: QUANTITY_PLACES };
  let total = 0n;
  let places = QUANTITY_PLACES;
  for (const tally of tallies) {
    const value = meteredScaled(tally);
    if (!value) {
      let exact = ZERO;
      for (const t of tallies) exact = exact.plus(metered(t));
      return exact;
    }
    if (value.places > places) {
      total = rescale(total, places, value.places);
      places = value.places;
    }
    total += rescale(value.units, value.places, places);
  }
  return { units: total, places };
}

/** A rate's quantity Q in thousandths: the exact sum of its meters' reads × multipliers, rounded once to 3 places. */
export function ratedQuantity(tallies: readonly ReadTally[]): bigint {
  const total = meteredTotal(tallies);
  return total instanceof Dec ? unitsOf(total, QUANTITY_PLACES) : scaledUnits(total, QUANTITY_PLACES);
}

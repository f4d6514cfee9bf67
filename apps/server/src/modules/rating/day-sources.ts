/**
 * billing-rules §4 Interval meters: one source per day. A day an interval meter has interval data
 * for is read from its intervals (the day's quantity is their sum, whatever daily total is stored
 * for it); a day without interval data from its daily read. So a meter's usage is the same on a
 * flat plan (daily quantities) as on a time-of-use plan (intervals split by class).
 */
import { dayReadType } from '../metering/read-quality';
import { quantityText, sum } from './decimal';
import type { Day, IntervalReadInput, MeterInput, MeterReadInput } from './types';

export interface DaySources {
  /** The daily quantities to rate: interval days carry their intervals' sum. */
  reads: MeterReadInput[];
  /** Whether the meter has interval data on the day (its intervals are the read). */
  hasIntervals: (meterId: number, day: Day) => boolean;
}

const NO_INTERVALS = () => false;
/** A day's intervals with data: a missing (null) one adds nothing (MISSING_DATA holds the bill, `exceptions.ts`). */
const knownIntervals = (day: IntervalReadInput) => day.quantities.filter((q) => q !== null);
const dayKey = (meterId: number, day: Day) => `${meterId}|${day}`;

export function daySources(meters: readonly MeterInput[], reads: MeterReadInput[], intervalReads: readonly IntervalReadInput[]): DaySources {
  // Most accounts have no interval data: their reads are rated as they come.
  if (!intervalReads.length) return { reads, hasIntervals: NO_INTERVALS };
  const intervalMeters = new Set(meters.filter((m) => m.isInterval).map((m) => m.id));
  const dayTotals = new Map<string, IntervalReadInput & { total: string }>();
  for (const day of intervalReads) {
    if (intervalMeters.has(day.meterId)) dayTotals.set(dayKey(day.meterId, day.readDate), { ...day, total: quantityText(sum(knownIntervals(day))) });
  }
  const covered = new Set<string>();
  const rated: MeterReadInput[] = reads.map((read) => {
    const key = dayKey(read.meterId, read.readDate);
    const day = dayTotals.get(key);
    if (!day) return read;
    covered.add(key);
    return day.total === read.quantity ? read : { ...read, quantity: day.total };
  });
  for (const [key, day] of dayTotals) {
    if (!covered.has(key)) {
      rated.push({
        meterId: day.meterId,
        readDate: day.readDate,
        quantity: day.total,
        periodDays: 1,
        readType: day.qualities ? dayReadType(day.qualities) : 'ACTUAL',
      });
    }
  }
  // Grouped by meter and in date order, as the engine's single pass expects.
  const order = new Map(meters.map((m, i) => [m.id, i]));
  rated.sort((a, b) => (order.get(a.meterId) ?? -1) - (order.get(b.meterId) ?? -1) || (a.readDate < b.readDate ? -1 : a.readDate > b.readDate ? 1 : 0));
  return { reads: rated, hasIntervals: (meterId, day) => dayTotals.has(dayKey(meterId, day)) };
}

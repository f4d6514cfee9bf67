import { readWhole, type MeterDataProblem, type MeterDataReader, type MeterDataVersion } from './meter-data-file';
import { periodDaysBetween } from './meter-read.rules';
import { nem12Reader, type Nem12Day } from './nem12';
import { nem13Reader, type Nem13Read } from './nem13';
import type { IncomingRead } from './read-intake';
import { dayReadType, marketTime } from './read-quality';

/** What the queue's Description says of a read: its NMI, register and day, and where in the file it is. */
const description = (fileName: string, r: { nmi: string; register: string; readDate: string; line: number }) =>
  `NMI ${r.nmi}${r.register ? ` ${r.register}` : ''} ${r.readDate} (${fileName} line ${r.line})`;

/** A NEM12 day: one row holding the day's intervals, with their qualities and the market's update time (a market read, which may revise a stored one). */
const fromDay =
  (fileName: string) =>
  (d: Nem12Day): IncomingRead => ({
    meterCode: d.meterCode,
    nmi: d.nmi,
    register: d.register || undefined,
    readType: dayReadType(d.qualities),
    qualities: d.qualities,
    marketUpdated: marketTime(d.updated),
    readDate: d.readDate,
    reading: null,
    intervals: d.intervals,
    description: description(fileName, d),
    source: 'CSV',
    fileName,
    line: d.line,
  });

/**
 * A NEM13 read: a register read on the current read's day, with the file's usage over the days since
 * the previous read; a market read, which may revise a stored one as a NEM12 day does (its quality
 * flag, and the 250 record's update time).
 */
const fromRead =
  (fileName: string) =>
  (r: Nem13Read): IncomingRead => ({
    meterCode: r.meterCode,
    nmi: r.nmi,
    register: r.register || undefined,
    // The 250 record's current quality flag, read as a NEM12 interval's (N, no reading, is rejected at intake).
    readType: dayReadType(r.quality),
    qualities: r.quality,
    marketUpdated: marketTime(r.updated),
    readDate: r.readDate,
    reading: r.reading,
    intervals: null,
    ...(r.quantity !== null && {
      usage: { quantity: r.quantity, periodDays: r.previousReadDate ? Math.max(1, periodDaysBetween(r.previousReadDate, r.readDate)) : 1 },
    }),
    description: description(fileName, r),
    source: 'CSV',
    fileName,
    line: r.line,
  });

/** A reader of a meter data file that hands each read on once it is complete: NEM12 days of interval reads, NEM13 register reads. */
export const meterDataReader = (fileName: string, version: MeterDataVersion, onRead: (read: IncomingRead) => void): MeterDataReader =>
  version === 'NEM12' ? nem12Reader((day) => onRead(fromDay(fileName)(day))) : nem13Reader((read) => onRead(fromRead(fileName)(read)));

/** The reads of a meter data file held in memory, or the first problem that refuses it (and no reads). */
export function meterDataReads(fileName: string, content: string, version: MeterDataVersion): { reads: IncomingRead[]; problem?: MeterDataProblem } {
  const reads: IncomingRead[] = [];
  const problem = readWhole(
    meterDataReader(fileName, version, (read) => reads.push(read)),
    content,
  );
  return problem ? { reads: [], problem } : { reads };
}

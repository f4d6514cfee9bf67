import { texts } from '@wattle/contract';
import {
  isoDate,
  kwhPerUnit,
  MeterDataReader,
  notInVersion,
  qualityFlag,
  readWhole,
  Refusal,
  ShortRecord,
  toKwh,
  VALUE,
  type MeterDataProblem,
  type VersionRecords,
} from './meter-data-file';

/** A 500 record: a B2B service order that brought a read, kept with its day. */
interface Nem12Transaction {
  transCode: string;
  retServiceOrder: string;
  readDateTime: string;
  indexRead: string;
}

/** One day of one meter's interval reads in a NEM12 file. */
export interface Nem12Day {
  line: number;
  nmi: string;
  /** The 200 record's meter serial number; empty when the file leaves it blank (resolved from the NMI and suffix). */
  meterCode: string;
  /** The stream's NMI suffix (E1, B1, E2…), the register of the meter it measures; empty when the 200 record gives none. */
  register: string;
  readDate: string;
  /** kWh per interval, 3 decimals; null where the quality is N (no data, never zero). */
  intervals: (string | null)[];
  /** One quality letter per interval (from the 300 record, or a V day's 400 records). */
  qualities: string;
  /** The 300 record's UpdateDateTime (YYYYMMDDhhmmss), which orders two reads of the same quality. */
  updated: string;
  transactions: Nem12Transaction[];
}

const t = texts.dashboard.nem12;
const INTERVAL_LENGTHS = new Set([5, 15, 30]);
/** Fields after a 300 record's values: quality method, reason code, reason description, update and MSATS load times. */
const AFTER_VALUES = 5;

interface Stream {
  nmi: string;
  meterCode: string;
  register: string;
  intervals: number;
  /** Null for a stream that is not energy: its records are skipped. */
  kwhPerUnit: string | null;
}

/**
 * The records of a NEM12 file (AEMO's Meter Data File Format: 200 NMI data details, 300 interval
 * data, 400 interval event, 500 B2B details; docs/metering.md has the table of what each field
 * does) into days of interval reads, each handed to `onDay` when complete (its 400 and 500 records
 * read). Holds one day at a time.
 */
class Nem12Records implements VersionRecords {
  private line = 0;
  private stream: Stream | null = null;
  /** The day read last, completed by its 400 and 500 records before it is handed on. */
  private day: (Nem12Day & { covered: number[] | null }) | null = null;

  constructor(private readonly onDay: (day: Nem12Day) => void) {}

  read(record: string, fields: string[], line: number) {
    this.line = line;
    switch (record) {
      case '200':
        this.flush();
        this.stream = this.details(fields);
        return;
      case '300':
        this.flush();
        this.intervalData(fields);
        return;
      case '400':
        this.intervalEvent(fields);
        return;
      case '500':
        this.transaction(fields);
        return;
      default:
        throw notInVersion(record, 'NEM12');
    }
  }

  end() {
    this.flush();
  }

  private details(fields: string[]): Stream {
    const [, nmi = '', , , suffix = '', , serial = '', uom = '', length = ''] = fields;
    if (!/^[A-Z0-9]{10}$/i.test(nmi)) throw new Refusal(t.badNmi(nmi));
    const stream = { nmi, meterCode: serial, register: suffix.toUpperCase(), kwhPerUnit: kwhPerUnit(uom) };
    const minutes = Number(length);
    if (stream.kwhPerUnit === null) return { ...stream, intervals: 0 };
    if (!INTERVAL_LENGTHS.has(minutes)) throw new Refusal(t.badIntervalLength(length));
    return { ...stream, intervals: 1440 / minutes };
  }

  private intervalData(fields: string[]) {
    const stream = this.stream;
    if (!stream) throw new Refusal(t.intervalsBeforeDetails);
    if (stream.kwhPerUnit === null) return;
    const readDate = isoDate(fields[1] ?? '');
    if (!readDate) throw new Refusal(t.badDate(fields[1] ?? ''));
    const given = fields.length - 2 - AFTER_VALUES;
    if (given !== stream.intervals) {
      const qualityAt = fields.slice(2).findIndex((f) => qualityFlag(f) !== undefined);
      const values = qualityAt < 0 ? fields.length - 2 : qualityAt;
      if (values < stream.intervals && qualityAt < 0) throw new ShortRecord('300', t.intervalCount(stream.intervals, values));
      if (values === stream.intervals) throw new Refusal(t.fieldsAfterValues(fields.length - 2 - values, AFTER_VALUES));
      throw new Refusal(t.intervalCount(stream.intervals, values));
    }
    const values = fields.slice(2, 2 + stream.intervals);
    const bad = values.findIndex((v) => !VALUE.test(v));
    if (bad >= 0) throw new Refusal(t.badValue(bad + 1, values[bad]!));
    const [method = '', , , updated = ''] = fields.slice(2 + stream.intervals);
    const flag = qualityFlag(method);
    if (!flag) throw new Refusal(t.badQuality(method));
    const perUnit = stream.kwhPerUnit;
    this.day = {
      line: this.line,
      nmi: stream.nmi,
      meterCode: stream.meterCode,
      register: stream.register,
      readDate,
      intervals: values.map((v) => (flag === 'N' ? null : toKwh(v, perUnit))),
      qualities: flag.repeat(stream.intervals),
      updated,
      transactions: [],
      covered: flag === 'V' ? new Array<number>(stream.intervals).fill(0) : null,
    };
  }

  /** A 400 record: the quality of a range of a V day's intervals. */
  private intervalEvent(fields: string[]) {
    if (!this.stream) throw new Refusal(t.intervalsBeforeDetails);
    if (this.stream.kwhPerUnit === null) return;
    const day = this.day;
    if (!day?.covered || day.transactions.length > 0) throw new Refusal(t.detailsWithoutV);
    const [, start = '', end = '', method = ''] = fields;
    const from = Number(start);
    const to = Number(end);
    const count = day.covered.length;
    if (!/^\d+$/.test(start) || !/^\d+$/.test(end) || from < 1 || to < from || to > count) throw new Refusal(t.badIntervalRange(start, end, count));
    const flag = qualityFlag(method);
    if (!flag || flag === 'V') throw new Refusal(t.badQuality(method));
    for (let i = from - 1; i < to; i++) {
      day.covered[i]!++;
      if (flag === 'N') day.intervals[i] = null;
    }
    day.qualities = day.qualities.slice(0, from - 1) + flag.repeat(to - from + 1) + day.qualities.slice(to);
  }

  private transaction(fields: string[]) {
    if (!this.stream) throw new Refusal(t.intervalsBeforeDetails);
    if (this.stream.kwhPerUnit === null) return;
    if (!this.day) throw new Refusal(t.transactionBeforeDay);
    const [, transCode = '', retServiceOrder = '', readDateTime = '', indexRead = ''] = fields;
    this.checkCovered();
    this.day.transactions.push({ transCode, retServiceOrder, readDateTime, indexRead });
  }

  private checkCovered() {
    const covered = this.day?.covered;
    if (covered && covered.some((n) => n !== 1)) throw new Refusal(t.intervalsNotCovered(covered.length), this.day!.line);
  }

  /** Hands the day read last on, once its 400 records are checked. */
  private flush() {
    const day = this.day;
    if (!day) return;
    this.checkCovered();
    this.day = null;
    const { covered: _covered, ...complete } = day;
    this.onDay(complete);
  }
}

/** A reader of a NEM12 file that hands each day on once it is complete (a file streamed line by line). */
export const nem12Reader = (onDay: (day: Nem12Day) => void) => new MeterDataReader('NEM12', new Nem12Records(onDay));

/** Reads a whole NEM12 file held in memory (small files, tests); a malformed file answers its first problem and no days. */
export function parseNem12(content: string): { days: Nem12Day[]; problem?: MeterDataProblem } {
  const days: Nem12Day[] = [];
  const problem = readWhole(
    nem12Reader((day) => days.push(day)),
    content,
  );
  return problem ? { days: [], problem } : { days };
}

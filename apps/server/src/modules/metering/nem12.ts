import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';

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

export interface Nem12Problem {
  line: number;
  message: string;
}

const t = texts.dashboard.nem12;
/** kWh per unit of the energy units a 200 record may name; other streams (kVArh, kVAh…) are not usage and are skipped. */
const KWH_PER_UNIT: Readonly<Record<string, string>> = { KWH: '1', WH: '0.001', MWH: '1000' };
const INTERVAL_LENGTHS = new Set([5, 15, 30]);
/** A value as the format writes it: `12`, `0.020`, `.02`, `12.`. */
const VALUE = /^(\d+(\.\d*)?|\.\d+)$/;
/** A quality method: the flag (A, E, F, N, S or V) and, for substitutes and estimates, a method number. */
const QUALITY = /^([AEFNSV])\d{0,2}$/i;
const RECORD = /^(100|200|250|300|400|500|550|900)$/;
/** Fields after a 300 record's values: quality method, reason code, reason description, update and MSATS load times. */
const AFTER_VALUES = 5;

/** Whether a file's first record is a NEM12 header (100,NEM12,…). */
export const isNem12 = (content: string) => /^\uFEFF?\s*100\s*,\s*NEM12\b/i.test(content);

function isoDate(yyyymmdd: string): string | null {
  if (!/^\d{8}$/.test(yyyymmdd)) return null;
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

/** Refuses the file at the line being read, or at `line` (the record the problem is about). */
class Refusal extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

interface Stream {
  nmi: string;
  meterCode: string;
  register: string;
  intervals: number;
  /** Null for a stream that is not energy: its records are skipped. */
  kwhPerUnit: string | null;
}

/**
 * Reads a NEM12 file line by line (AEMO's Meter Data File Format: 100 header, 200 NMI data
 * details, 300 interval data, 400 interval event, 500 B2B details, 900 end; docs/metering.md has
 * the table of what each field does) into days of interval reads, each handed to `onDay` when
 * complete. The first structural problem ends the reading: a malformed file is refused whole,
 * with the line and the reason. Holds one day at a time, so a file can be streamed through it.
 */
class Nem12Reader {
  private line = 0;
  private started = false;
  private ended = false;
  private stream: Stream | null = null;
  /** The day read last, completed by its 400 and 500 records before it is handed on. */
  private day: (Nem12Day & { covered: number[] | null }) | null = null;
  /** A 300 record too short for its interval length: broken when the next line is no record. */
  private short: { line: number; expected: number; given: number } | null = null;
  problem: Nem12Problem | null = null;

  constructor(private readonly onDay: (day: Nem12Day) => void) {}

  /** Reads one line; answers false once the file is refused (`problem` says why). */
  push(raw: string): boolean {
    if (this.problem) return false;
    this.line++;
    const text = (this.line === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
    if (text === '') return true;
    try {
      this.record(text.split(',').map((f) => f.trim()));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.problem = { line: error.line ?? this.line, message: error.message };
      return false;
    }
    return true;
  }

  /** Ends the file; answers the problem that refuses it, if any. */
  end(): Nem12Problem | null {
    if (this.problem) return this.problem;
    if (!this.started) return (this.problem = { line: 1, message: t.empty });
    if (this.short) return (this.problem = { line: this.short.line, message: t.intervalCount(this.short.expected, this.short.given) });
    if (!this.ended) return (this.problem = { line: this.line, message: t.noEnd });
    return null;
  }

  private record(fields: string[]) {
    const record = fields[0] ?? '';
    if (this.short) {
      const { line, expected, given } = this.short;
      throw new Refusal(RECORD.test(record) ? t.intervalCount(expected, given) : t.brokenRecord('300'), line);
    }
    if (!this.started) {
      if (record !== '100' || fields[1]?.toUpperCase() !== 'NEM12') throw new Refusal(t.noHeader);
      this.started = true;
      return;
    }
    if (record === '100') throw new Refusal(t.secondHeader);
    if (this.ended) throw new Refusal(t.afterEnd);
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
      case '900':
        this.flush();
        this.ended = true;
        return;
      default:
        throw new Refusal(RECORD.test(record) || /^\d{3}$/.test(record) ? t.unknownRecord(record) : t.brokenRecord(this.day ? '300' : record));
    }
  }

  private details(fields: string[]): Stream {
    const [, nmi = '', , , suffix = '', , serial = '', uom = '', length = ''] = fields;
    if (!/^[A-Z0-9]{10}$/i.test(nmi)) throw new Refusal(t.badNmi(nmi));
    const kwhPerUnit = KWH_PER_UNIT[uom.toUpperCase()] ?? null;
    const minutes = Number(length);
    if (kwhPerUnit === null) return { nmi, meterCode: serial, register: suffix.toUpperCase(), intervals: 0, kwhPerUnit };
    if (!INTERVAL_LENGTHS.has(minutes)) throw new Refusal(t.badIntervalLength(length));
    return { nmi, meterCode: serial, register: suffix.toUpperCase(), intervals: 1440 / minutes, kwhPerUnit };
  }

  private intervalData(fields: string[]) {
    const stream = this.stream;
    if (!stream) throw new Refusal(t.intervalsBeforeDetails);
    if (stream.kwhPerUnit === null) return;
    const readDate = isoDate(fields[1] ?? '');
    if (!readDate) throw new Refusal(t.badDate(fields[1] ?? ''));
    const given = fields.length - 2 - AFTER_VALUES;
    if (given !== stream.intervals) {
      const qualityAt = fields.slice(2).findIndex((f) => QUALITY.test(f));
      const values = qualityAt < 0 ? fields.length - 2 : qualityAt;
      if (values < stream.intervals && qualityAt < 0) {
        this.short = { line: this.line, expected: stream.intervals, given: values };
        return;
      }
      throw new Refusal(t.intervalCount(stream.intervals, values));
    }
    const values = fields.slice(2, 2 + stream.intervals);
    const bad = values.findIndex((v) => !VALUE.test(v));
    if (bad >= 0) throw new Refusal(t.badValue(bad + 1, values[bad]!));
    const [method = '', , , updated = ''] = fields.slice(2 + stream.intervals);
    const flag = QUALITY.exec(method)?.[1]?.toUpperCase();
    if (!flag) throw new Refusal(t.badQuality(method));
    const perUnit = stream.kwhPerUnit;
    this.day = {
      line: this.line,
      nmi: stream.nmi,
      meterCode: stream.meterCode,
      register: stream.register,
      readDate,
      intervals: values.map((v) => (flag === 'N' ? null : new Decimal(v).times(perUnit).toFixed(3))),
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
    const flag = QUALITY.exec(method)?.[1]?.toUpperCase();
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

/** Reads a whole NEM12 file held in memory (small files, tests); see `Nem12Reader`. */
export function parseNem12(content: string): { days: Nem12Day[]; problem?: Nem12Problem } {
  const days: Nem12Day[] = [];
  const reader = new Nem12Reader((day) => days.push(day));
  for (const line of content.split(/\r?\n/)) if (!reader.push(line)) break;
  const problem = reader.end();
  return problem ? { days: [], problem } : { days };
}

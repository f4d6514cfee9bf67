import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';
import { plainDecimal3 } from './meter-read.rules';

/** The versions of AEMO's Meter Data File Format that Wattle reads, as a file's 100 header names them. */
export type MeterDataVersion = 'NEM12' | 'NEM13';

export interface MeterDataProblem {
  line: number;
  message: string;
}

const t = texts.dashboard.nem12;
/** kWh per unit of the energy units a stream or register may name; other units (kVArh, kVAh, kW…) are not usage and are skipped. */
const KWH_PER_UNIT: Readonly<Record<string, string>> = { KWH: '1', WH: '0.001', MWH: '1000' };
/** A value as the format writes it: `12`, `0.020`, `.02`, `12.`. */
export const VALUE = /^(\d+(\.\d*)?|\.\d+)$/;
/** A quality method: the flag (A, E, F, N, S or V) and, for substitutes and estimates, a method number. */
const QUALITY = /^([AEFNSV])\d{0,2}$/i;
/** Every record indicator of the format, NEM12's and NEM13's. */
const RECORD = /^(100|200|250|300|400|500|550|900)$/;

/** The version a file's first record (its 100 header) names, or null for a file that is not a meter data file: recognised by content, never by name. */
export function meterDataVersion(content: string): MeterDataVersion | null {
  const header = /^\uFEFF?\s*100\s*,\s*(NEM1[23])\b/i.exec(content);
  return header ? (header[1]!.toUpperCase() as MeterDataVersion) : null;
}

/** kWh per unit of a UOM field, or null for a unit that is not energy. */
export const kwhPerUnit = (uom: string): string | null => KWH_PER_UNIT[uom.toUpperCase()] ?? null;

/** A value of the file in kWh, 3 decimals (the precision reads are stored at); a plain kWh value (nearly all of them) without Decimal, which 300,000 meter-days would feel. */
export const toKwh = (value: string, perUnit: string) => (perUnit === '1' && plainDecimal3(value)) || new Decimal(value).times(perUnit).toFixed(3);

/** A Date(8) field (YYYYMMDD) as an ISO date, or null when it is no date. */
export function isoDate(yyyymmdd: string): string | null {
  if (!/^\d{8}$/.test(yyyymmdd)) return null;
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

/** The day of a DateTime(12) or DateTime(14) field (YYYYMMDDhhmm[ss]) as an ISO date, or null when it is no date-time. */
export const isoDateOfDateTime = (dateTime: string): string | null => (/^\d{12}(\d\d)?$/.test(dateTime) ? isoDate(dateTime.slice(0, 8)) : null);

/** A quality method's flag (A, E, F, N, S or V), upper case, or undefined when it is none of them. */
export const qualityFlag = (method: string) => QUALITY.exec(method)?.[1]?.toUpperCase();

/** Refuses the file at the line being read, or at `line` (the record the problem is about). */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/**
 * A record with fewer fields than it needs: broken over lines when the next line is no record,
 * otherwise refused with `message` (decided by the line after it, or the end of the file).
 */
export class ShortRecord extends Error {
  constructor(
    readonly record: string,
    message: string,
  ) {
    super(message);
  }
}

/** The records of one version, handed each record between the 100 header and the 900 end. */
export interface VersionRecords {
  /** Reads one record; throws a Refusal (or a ShortRecord) for one the version does not allow there. */
  read(record: string, fields: string[], line: number): void;
  /** The 900 end record: hands on what is still held. */
  end(): void;
}

/** A record of the format that has no place in this version (a 250 in a NEM12 file, a 300 in a NEM13 file). */
export const notInVersion = (record: string, version: MeterDataVersion) => new Refusal(t.recordNotInVersion(record, version));

/**
 * Reads a meter data file line by line: the 100 header naming its version, the version's records,
 * and the 900 end; one 100…900 block a file. The first structural problem ends the reading: a
 * malformed file is refused whole, with the line and the reason. Holds nothing of the file itself,
 * so a file can be streamed through it.
 */
export class MeterDataReader {
  private line = 0;
  private started = false;
  private ended = false;
  /** The record indicator read last: a line that is no record continues it (a record broken over lines). */
  private last = '100';
  private short: { line: number; record: string; message: string } | null = null;
  problem: MeterDataProblem | null = null;

  constructor(
    private readonly version: MeterDataVersion,
    private readonly records: VersionRecords,
  ) {}

  /** Reads one line; answers false once the file is refused (`problem` says why). */
  push(raw: string): boolean {
    if (this.problem) return false;
    this.line++;
    const text = (this.line === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
    if (text === '') return true;
    try {
      this.record(text.split(',').map((f) => f.trim()));
    } catch (error) {
      if (error instanceof ShortRecord) {
        this.short = { line: this.line, record: error.record, message: error.message };
        return true;
      }
      if (!(error instanceof Refusal)) throw error;
      this.problem = { line: error.line ?? this.line, message: error.message };
      return false;
    }
    return true;
  }

  /** Ends the file; answers the problem that refuses it, if any. */
  end(): MeterDataProblem | null {
    if (this.problem) return this.problem;
    if (!this.started) return (this.problem = { line: 1, message: t.empty });
    if (this.short) return (this.problem = { line: this.short.line, message: this.short.message });
    if (!this.ended) return (this.problem = { line: this.line, message: t.noEnd });
    return null;
  }

  private record(fields: string[]) {
    const record = fields[0] ?? '';
    if (this.short) {
      const { line, record: shortRecord, message } = this.short;
      throw new Refusal(RECORD.test(record) ? message : t.brokenRecord(shortRecord), line);
    }
    if (!this.started) {
      if (record !== '100' || fields[1]?.toUpperCase() !== this.version) throw new Refusal(t.noHeader(this.version));
      this.started = true;
      return;
    }
    if (record === '100') throw new Refusal(t.secondHeader);
    if (this.ended) throw new Refusal(t.afterEnd);
    if (!/^\d{3}$/.test(record)) throw new Refusal(t.brokenRecord(this.last));
    if (!RECORD.test(record)) throw new Refusal(t.unknownRecord(record));
    this.last = record;
    if (record === '900') {
      this.records.end();
      this.ended = true;
      return;
    }
    this.records.read(record, fields, this.line);
  }
}

/** Reads a whole file held in memory (small files, tests) through `reader`. */
export function readWhole(reader: MeterDataReader, content: string): MeterDataProblem | null {
  for (const line of content.split(/\r?\n/)) if (!reader.push(line)) break;
  return reader.end();
}

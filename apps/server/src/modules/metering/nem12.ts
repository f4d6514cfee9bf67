import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';

/** One day of one meter's interval reads in a NEM12 file. */
export interface Nem12Day {
  line: number;
  nmi: string;
  meterCode: string;
  /** The stream's NMI suffix (E1, B1, E2…), the register of the meter it measures; empty when the 200 record gives none. */
  register: string;
  readDate: string;
  /** kWh per interval, 3 decimals. */
  intervals: string[];
}

export interface Nem12Problem {
  line: number;
  message: string;
}

const t = texts.dashboard.nem12;
/** kWh per unit of the energy units a 200 record may name; other streams (kVArh, kVAh…) are not usage and are skipped. */
const KWH_PER_UNIT: Readonly<Record<string, string>> = { KWH: '1', WH: '0.001', MWH: '1000' };
const INTERVAL_LENGTHS = new Set([5, 15, 30]);
const VALUE = /^\d+(\.\d+)?$/;
/** A 300 record's quality method: A (actual), S, F, V, N or E, with a method number for substitutes. */
const QUALITY = /^[AEFNSV]\d{0,2}$/;

/** Whether a file's first record is a NEM12 header (100,NEM12,…). */
export const isNem12 = (content: string) => /^\uFEFF?\s*100\s*,\s*NEM12\b/i.test(content);

function isoDate(yyyymmdd: string): string | null {
  if (!/^\d{8}$/.test(yyyymmdd)) return null;
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

/**
 * Reads a NEM12 file (AEMO's Meter Data File Format: 100 header, 200 NMI data details, 300
 * interval data, 400/500 ignored, 900 end) into days of interval reads. The meter is the 200
 * record's meter serial number and the stream its NMI suffix (the register: E1, B1…); values are
 * converted to kWh. The first structural problem ends
 * the reading: a malformed file is refused whole, with the line and the reason.
 */
export function parseNem12(content: string): { days: Nem12Day[]; problem?: Nem12Problem } {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const days: Nem12Day[] = [];
  let stream: { nmi: string; meterCode: string; register: string; intervals: number; kwhPerUnit: string | null } | null = null;
  let ended = false;
  let started = false;
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const text = lines[i]!.trim();
    if (text === '') continue;
    const fields = text.split(',').map((f) => f.trim());
    const record = fields[0];
    const fail = (message: string) => ({ days: [], problem: { line, message } });
    if (ended) return fail(t.afterEnd);
    if (!started) {
      if (record !== '100' || fields[1]?.toUpperCase() !== 'NEM12') return fail(t.noHeader);
      started = true;
      continue;
    }
    switch (record) {
      case '200': {
        const [, nmi = '', , , suffix = '', , serial = '', uom = '', length = ''] = fields;
        if (!/^[A-Z0-9]{10}$/i.test(nmi)) return fail(t.badNmi(nmi));
        if (!serial) return fail(t.noSerial);
        const minutes = Number(length);
        if (!INTERVAL_LENGTHS.has(minutes)) return fail(t.badIntervalLength(length));
        stream = { nmi, meterCode: serial, register: suffix.toUpperCase(), intervals: 1440 / minutes, kwhPerUnit: KWH_PER_UNIT[uom.toUpperCase()] ?? null };
        break;
      }
      case '300': {
        if (!stream) return fail(t.intervalsBeforeDetails);
        const readDate = isoDate(fields[1] ?? '');
        if (!readDate) return fail(t.badDate(fields[1] ?? ''));
        // The values, then the quality method (A, S, F, V, N, E…), reason, update and load times.
        const count = fields.slice(2).findIndex((f) => QUALITY.test(f));
        const given = count < 0 ? fields.length - 2 : count;
        if (given !== stream.intervals) return fail(t.intervalCount(stream.intervals, given));
        const values = fields.slice(2, 2 + stream.intervals);
        const bad = values.findIndex((v) => !VALUE.test(v));
        if (bad >= 0) return fail(t.badValue(bad + 1, values[bad]!));
        if (stream.kwhPerUnit === null) break;
        const perUnit = stream.kwhPerUnit;
        days.push({
          line,
          nmi: stream.nmi,
          meterCode: stream.meterCode,
          register: stream.register,
          readDate,
          intervals: values.map((v) => new Decimal(v).times(perUnit).toFixed(3)),
        });
        break;
      }
      case '400':
      case '500':
        if (!stream) return fail(t.intervalsBeforeDetails);
        break;
      case '900':
        ended = true;
        break;
      default:
        return fail(t.unknownRecord(record ?? ''));
    }
  }
  if (!ended) return { days: [], problem: { line: lines.length, message: t.noEnd } };
  return { days };
}

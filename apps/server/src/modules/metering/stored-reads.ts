import { sql, type AnyColumn } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { meterReads } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import type { KeptRead } from './read-quality';

/** A PostgreSQL array literal of values (each quoted, so any text is safe), one parameter cast by the caller. */
export const pgArray = (values: readonly (string | number | null)[]) => `{${values.map(arrayElement).join(',')}}`;
const NEEDS_ESCAPE = /["\\]/;
function arrayElement(value: string | number | null): string {
  if (value === null) return 'NULL';
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : `"${text}"`;
}

/**
 * A numeric array column (a day's intervals) as decimal texts, a missing (null) interval kept as
 * null: Drizzle's own mapping of a numeric array would read it as the text "null".
 */
export const intervalTexts = (column: AnyColumn) => sql<(string | null)[]>`array_to_json(${column}::text[])`;

/** The days of a meter a batch of reads is about (its earliest to its latest read, inclusive). */
export interface MeterWindow {
  meterId: number;
  from: string;
  to: string;
}

/** A stored read, with what decides whether a newer market read replaces it. */
export interface StoredRead extends KeptRead {
  readDate: string;
  /** The register reading, or null for a read of usage only (a day of intervals). */
  reading: string | null;
  quantity: string;
}

/**
 * What a batch of reads needs to know of the meters' stored histories: which days are taken, and
 * each day's previous register read. Answers every stored read of each meter's window and its
 * latest register read before the window (one statement per batch, not one lookup per read).
 */
export class StoredHistory {
  private constructor(private readonly byMeter: Map<number, StoredRead[]>) {}

  static async of(tx: Tx, windows: readonly MeterWindow[]): Promise<StoredHistory> {
    const byMeter = new Map<number, StoredRead[]>(windows.map((w) => [w.meterId, []]));
    if (windows.length === 0) return new StoredHistory(byMeter);
    const w = sql`unnest(${pgArray(windows.map((x) => x.meterId))}::int[], ${pgArray(windows.map((x) => x.from))}::date[],
      ${pgArray(windows.map((x) => x.to))}::date[]) as w(meter_id, d0, d1)`;
    const rows = await sqlRows<{ meterId: number } & StoredRead>(
      tx,
      sql`select w.meter_id as "meterId", r.read_date::text as "readDate", r.reading::text as reading, r.quantity::text as quantity,
          r.read_type as "readType", r.source, r.market_updated::text as "marketUpdated"
        from ${w} join ${meterReads} r on r.meter_id = w.meter_id and r.read_date between w.d0 and w.d1
        union all
        select w.meter_id, p.read_date::text, p.reading::text, p.quantity::text, p.read_type, p.source, p.market_updated::text from ${w}
        cross join lateral (select r.read_date, r.reading, r.quantity, r.read_type, r.source, r.market_updated from ${meterReads} r
          where r.meter_id = w.meter_id and r.read_date < w.d0 and r.reading is not null order by r.read_date desc limit 1) p
        order by 1, 2`,
    );
    for (const { meterId, ...read } of rows) byMeter.get(meterId)!.push(read);
    return new StoredHistory(byMeter);
  }

  /** A read is stored for the meter on that day. */
  taken(meterId: number, readDate: string): boolean {
    return this.on(meterId, readDate) !== undefined;
  }

  /** The meter's read stored on that day. */
  on(meterId: number, readDate: string): StoredRead | undefined {
    const reads = this.byMeter.get(meterId) ?? [];
    const read = reads[this.firstFrom(reads, readDate)];
    return read?.readDate === readDate ? read : undefined;
  }

  /** The meter's latest stored register read before that day. */
  previousRegisterRead(meterId: number, readDate: string): { reading: string; readDate: string } | undefined {
    const reads = this.byMeter.get(meterId) ?? [];
    for (let i = this.firstFrom(reads, readDate) - 1; i >= 0; i--) {
      const { reading } = reads[i]!;
      if (reading !== null) return { reading, readDate: reads[i]!.readDate };
    }
    return undefined;
  }

  /** The index of the first read on or after `readDate` (reads are in date order). */
  private firstFrom(reads: readonly StoredRead[], readDate: string): number {
    let low = 0;
    let high = reads.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (reads[mid]!.readDate < readDate) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** Each meter's window over the given reads. */
export function windowsOf(reads: Iterable<{ meterId: number; readDate: string }>): MeterWindow[] {
  const windows = new Map<number, MeterWindow>();
  for (const { meterId, readDate } of reads) {
    const w = windows.get(meterId);
    if (!w) windows.set(meterId, { meterId, from: readDate, to: readDate });
    else {
      if (readDate < w.from) w.from = readDate;
      if (readDate > w.to) w.to = readDate;
    }
  }
  return [...windows.values()];
}

import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { meterReadImports, meterReads, meters } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { batchesOf, type Scoped } from '../../lib/batches';
import { readingBelowPrevious } from './meter-read.rules';

/** A read arriving from a file or a metering provider, before it is queued on IMPORTMETERREADS. */
export interface IncomingRead {
  meterCode: string;
  readDate: string;
  /** A register read, or null for a day of interval reads. */
  reading: string | null;
  /** The day's intervals (kWh each), or null for a register read. */
  intervals: string[] | null;
  description: string;
  source: 'CSV' | 'PROVIDER';
  fileName: string | null;
  /** The line of the file it came from (reasons name it). */
  line?: number;
}

export interface IntakeResult {
  /** Rows queued as NEW (waiting to be imported). */
  queued: number;
  /** Rows queued as REJECTED, with their reasons (in arrival order). */
  rejected: { read: IncomingRead; reason: string }[];
  /** Rows identical to one already received (waiting, imported or rejected): not queued again. */
  skipped: number;
  /** What became of each read, in arrival order. */
  outcomes: ('NEW' | 'REJECTED' | 'SKIPPED')[];
}

/**
 * Rows checked and written per transaction: a few set-based statements over unnest()ed arrays, a
 * few tens of milliseconds on either database, so a batch stays short while an upload of 50,000
 * rows needs 25 of them rather than 250.
 */
export const INTAKE_BATCH_ROWS = 2_000;

/** A PostgreSQL array literal of text values (quoted, so any text is safe), cast by the caller. */
const pgArray = (values: readonly (string | number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;

interface RowContext {
  n: number;
  meterId: number | null;
  /** The same meter, day and value was received before (any status). */
  received: boolean;
  /** A read is stored, or another one waiting, for this meter and day. */
  taken: boolean;
  previousReading: string | null;
}

const keyOf = (r: IncomingRead) => `${r.meterCode}|${r.readDate}`;
const intervalsText = (r: IncomingRead) => (r.intervals ? r.intervals.join(',') : null);

/**
 * Queues incoming reads on IMPORTMETERREADS, each checked first: a row whose date is after the
 * company's business date, whose meter does not exist, whose meter already has a read (stored or
 * waiting) on that day or an earlier row of these on that day, or whose register reading is below
 * the meter's previous one, is queued REJECTED with the reason; the others wait as NEW. A row
 * identical to one already received (same meter, day and value, whatever became of it) is not
 * queued again, so receiving the same file or pull twice creates nothing new. Written
 * INTAKE_BATCH_ROWS rows per short transaction, each batch atomic.
 */
export async function queueIncomingReads(scoped: Scoped, reads: readonly IncomingRead[], today: string): Promise<IntakeResult> {
  // Each meter's reads in date order, so "below the previous read" compares with the one just before.
  const order = reads
    .map((read, i) => ({ read, i }))
    .sort((a, b) => a.read.meterCode.localeCompare(b.read.meterCode) || a.read.readDate.localeCompare(b.read.readDate) || a.i - b.i);
  const result: IntakeResult = { queued: 0, rejected: [], skipped: 0, outcomes: reads.map(() => 'SKIPPED' as const) };
  const seen = new Map<string, string | null>();
  const latest = new Map<string, { reading: string; readDate: string }>();
  const rejections: { i: number; read: IncomingRead; reason: string }[] = [];
  for await (const batch of batchesOf(order, INTAKE_BATCH_ROWS)) {
    await scoped(async (tx) => {
      const contexts = await sqlRows<RowContext>(
        tx,
        sql`select w.n, m.id as "meterId",
            exists (select 1 from ${meterReadImports} i where i.meter_code = w.code and i.read_date = w.day
              and i.reading is not distinct from w.reading and i.intervals is not distinct from string_to_array(w.iv, ',')::numeric[]) as received,
            (exists (select 1 from ${meterReads} s where s.meter_id = m.id and s.read_date = w.day)
              or exists (select 1 from ${meterReadImports} q where q.meter_code = w.code and q.read_date = w.day and q.status = 'NEW')) as taken,
            p.reading::text as "previousReading"
          from unnest(${pgArray(batch.map((_, n) => n))}::int[], ${pgArray(batch.map((b) => b.read.meterCode))}::text[],
            ${pgArray(batch.map((b) => b.read.readDate))}::date[], ${pgArray(batch.map((b) => b.read.reading))}::numeric[],
            ${pgArray(batch.map((b) => intervalsText(b.read)))}::text[]) as w(n, code, day, reading, iv)
          left join lateral (select ${meters.id} from ${meters} where ${meters.meterCode} = w.code order by ${meters.id} limit 1) m on true
          left join lateral (select r.reading from ${meterReads} r
            where r.meter_id = m.id and r.read_date < w.day and r.reading is not null order by r.read_date desc limit 1) p on true`,
      );
      const contextOf = new Map(contexts.map((c) => [c.n, c]));
      const rows: (typeof meterReadImports.$inferInsert)[] = [];
      batch.forEach(({ read, i }, n) => {
        const context = contextOf.get(n)!;
        const value = read.reading ?? intervalsText(read);
        const key = keyOf(read);
        if (context.received || (seen.has(key) && seen.get(key) === value)) {
          result.skipped++;
          result.outcomes[i] = 'SKIPPED';
          return;
        }
        const earlier = latest.get(read.meterCode);
        const previous = [context.previousReading, earlier && earlier.readDate < read.readDate ? earlier.reading : null]
          .filter((v) => v !== null)
          .map((reading) => ({ reading }))
          .sort((a, b) => Number(b.reading) - Number(a.reading))[0];
        const reason =
          read.readDate > today
            ? texts.dashboard.csv.futureDate
            : context.meterId === null
              ? texts.dashboard.csv.unknownMeter(read.meterCode)
              : seen.has(key)
                ? texts.dashboard.csv.duplicateInFile(read.meterCode, read.readDate)
                : context.taken
                  ? texts.dashboard.csv.alreadyStored(read.meterCode, read.readDate)
                  : read.reading !== null && readingBelowPrevious(read.reading, previous)
                    ? texts.dashboard.readingBelowPrevious(read.meterCode, read.readDate)
                    : null;
        if (!seen.has(key)) seen.set(key, value);
        result.outcomes[i] = reason ? 'REJECTED' : 'NEW';
        if (reason) rejections.push({ i, read, reason });
        else if (read.reading !== null) latest.set(read.meterCode, { reading: read.reading, readDate: read.readDate });
        rows.push({
          meterId: context.meterId,
          meterCode: read.meterCode,
          readImportDesc: read.description,
          readDate: read.readDate,
          reading: read.reading,
          intervals: read.intervals,
          source: read.source,
          fileName: read.fileName,
          status: reason ? 'REJECTED' : 'NEW',
          errorMessage: reason,
        });
      });
      if (rows.length) await tx.insert(meterReadImports).values(rows);
      result.queued += rows.filter((r) => r.status === 'NEW').length;
    });
  }
  result.rejected = rejections.sort((a, b) => a.i - b.i).map(({ read, reason }) => ({ read, reason }));
  return result;
}

import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { meterReadImports, meters } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { batchesOf, type Scoped } from '../../lib/batches';
import { readingBelowPrevious } from './meter-read.rules';
import { pgArray, StoredHistory, windowsOf } from './stored-reads';

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
 * Rows checked and written per transaction: three lookups for the whole batch and one insert of
 * unnest()ed arrays, a few tens of milliseconds on either database, so a batch stays short while an
 * upload of 50,000 rows needs 10 of them.
 */
export const INTAKE_BATCH_ROWS = 5_000;

/** A row already received: the same meter, day and value (reading or intervals, compared as numbers of 3 decimals). */
const receivedKey = (code: string, day: string, reading: string | null, intervals: string | null) => `${code}|${day}|${reading ?? ''}|${intervals ?? ''}`;
const decimal3 = (value: string) => new Decimal(value).toFixed(3);
const intervalsText = (r: IncomingRead) => (r.intervals ? r.intervals.join(',') : null);
const keyOf = (r: IncomingRead) => `${r.meterCode}|${r.readDate}`;

/** What the queue already holds for a batch's meters and days. */
async function queueState(tx: Tx, batch: readonly IncomingRead[]) {
  const codes = [...new Set(batch.map((r) => r.meterCode))];
  const days = batch.map((r) => r.readDate).sort();
  // One range read for the batch (meter codes × its days), never one lookup per row: with the
  // table's statistics stale (a first large upload), a lookup per row may scan the whole queue each time.
  const rows = await sqlRows<{ code: string; day: string; reading: string | null; intervals: string | null; waiting: boolean }>(
    tx,
    sql`select meter_code as code, read_date::text as day, reading::text as reading, array_to_string(intervals, ',') as intervals,
        status = 'NEW' as waiting
      from ${meterReadImports} where meter_code = any(${pgArray(codes)}::text[]) and read_date between ${days[0]}::date and ${days.at(-1)}::date`,
  );
  return {
    received: new Set(rows.map((r) => receivedKey(r.code, r.day, r.reading, r.intervals))),
    waiting: new Set(rows.filter((r) => r.waiting).map((r) => `${r.code}|${r.day}`)),
  };
}

/** The meter of each code in the batch (the first one when a code is on several meters). */
async function meterIdsOf(tx: Tx, batch: readonly IncomingRead[]): Promise<Map<string, number>> {
  const codes = [...new Set(batch.map((r) => r.meterCode))];
  const rows = await sqlRows<{ code: string; id: number }>(
    tx,
    sql`select distinct on (${meters.meterCode}) ${meters.meterCode} as code, ${meters.id} as id from ${meters}
      where ${meters.meterCode} = any(${pgArray(codes)}::text[]) order by ${meters.meterCode}, ${meters.id}`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

type QueuedRow = { read: IncomingRead; meterId: number | null; reason: string | null };

/** Writes a batch's rows to the queue in one statement. */
async function insertQueued(tx: Tx, rows: readonly QueuedRow[]) {
  if (rows.length === 0) return;
  const column = (pick: (row: QueuedRow) => string | number | null) => pgArray(rows.map(pick));
  await tx.execute(sql`insert into ${meterReadImports} (meter_id, meter_code, read_import_desc, read_date, reading, intervals, source, file_name, status, error_message)
    select meter_id, meter_code, read_import_desc, read_date, reading, string_to_array(intervals, ',')::numeric[], source, file_name, status, error_message
    from unnest(${column((r) => r.meterId)}::int[], ${column((r) => r.read.meterCode)}::text[], ${column((r) => r.read.description)}::text[],
      ${column((r) => r.read.readDate)}::date[], ${column((r) => r.read.reading)}::numeric[], ${column((r) => intervalsText(r.read))}::text[],
      ${column((r) => r.read.source)}::text[], ${column((r) => r.read.fileName)}::text[], ${column((r) => (r.reason ? 'REJECTED' : 'NEW'))}::text[],
      ${column((r) => r.reason)}::text[])
      as w(meter_id, meter_code, read_import_desc, read_date, reading, intervals, source, file_name, status, error_message)`);
}

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
      const reads = batch.map((b) => b.read);
      const meterIds = await meterIdsOf(tx, reads);
      const queue = await queueState(tx, reads);
      const stored = await StoredHistory.of(
        tx,
        windowsOf(reads.flatMap((r) => (meterIds.has(r.meterCode) ? [{ meterId: meterIds.get(r.meterCode)!, readDate: r.readDate }] : []))),
      );
      const rows: QueuedRow[] = [];
      for (const { read, i } of batch) {
        const meterId = meterIds.get(read.meterCode) ?? null;
        const value = read.reading ?? intervalsText(read);
        const key = keyOf(read);
        const received = receivedKey(
          read.meterCode,
          read.readDate,
          read.reading && decimal3(read.reading),
          read.intervals && read.intervals.map(decimal3).join(','),
        );
        if (queue.received.has(received) || (seen.has(key) && seen.get(key) === value)) {
          result.skipped++;
          result.outcomes[i] = 'SKIPPED';
          continue;
        }
        const earlier = latest.get(read.meterCode);
        const previous = [
          meterId === null ? undefined : stored.previousRegisterRead(meterId, read.readDate)?.reading,
          earlier && earlier.readDate < read.readDate ? earlier.reading : undefined,
        ]
          .filter((v) => v !== undefined)
          .map((reading) => ({ reading }))
          .sort((a, b) => Number(b.reading) - Number(a.reading))[0];
        const reason =
          read.readDate > today
            ? texts.dashboard.csv.futureDate
            : meterId === null
              ? texts.dashboard.csv.unknownMeter(read.meterCode)
              : seen.has(key)
                ? texts.dashboard.csv.duplicateInFile(read.meterCode, read.readDate)
                : stored.taken(meterId, read.readDate) || queue.waiting.has(key)
                  ? texts.dashboard.csv.alreadyStored(read.meterCode, read.readDate)
                  : read.reading !== null && readingBelowPrevious(read.reading, previous)
                    ? texts.dashboard.readingBelowPrevious(read.meterCode, read.readDate)
                    : null;
        if (!seen.has(key)) seen.set(key, value);
        result.outcomes[i] = reason ? 'REJECTED' : 'NEW';
        if (reason) rejections.push({ i, read, reason });
        else if (read.reading !== null) latest.set(read.meterCode, { reading: read.reading, readDate: read.readDate });
        rows.push({ read, meterId, reason });
      }
      await insertQueued(tx, rows);
      result.queued += rows.filter((r) => r.reason === null).length;
    });
  }
  result.rejected = rejections.sort((a, b) => a.i - b.i).map(({ read, reason }) => ({ read, reason }));
  return result;
}

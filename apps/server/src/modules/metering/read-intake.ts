import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { meterReadImports, meters, sites } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { batchesOf, type Scoped } from '../../lib/batches';
import { plainDecimal3, readingBelowPrevious } from './meter-read.rules';
import type { ReadType } from '../rating/types';
import { replaces } from './read-quality';
import { pgArray, StoredHistory, windowsOf } from './stored-reads';

/** A read arriving from a file or a metering provider, before it is queued on IMPORTMETERREADS. */
export interface IncomingRead {
  meterCode: string;
  readDate: string;
  /** A register read, or null for a day of interval reads (and for a NEM13 read without a reading, quality N, which is rejected). */
  reading: string | null;
  /** The day's intervals (kWh each; null where the market sent no data), or null for a register read. */
  intervals: (string | null)[] | null;
  /** The read's quality (NEM12: a day's weakest interval's; NEM13: the 250 record's current quality flag); none: actual. */
  readType?: Exclude<ReadType, 'CUSTOMER'>;
  /** A market read's quality (NEM12: a letter per interval; NEM13: the read's flag): such a read may replace a stored one (docs/metering.md "Quality and revisions"). */
  qualities?: string;
  /** The market's update time of the read (the 300 or 250 record's UpdateDateTime), which orders two reads of one quality. */
  marketUpdated?: string | null;
  /** The usage the source gives for a register read (a NEM13 Quantity, kWh) and the days it covers; absent, the advance since the previous read is the usage. */
  usage?: { quantity: string; periodDays: number };
  /** The NMI a NEM12 stream or NEM13 read is for: with a blank meter serial, its meter is found by the site's identifier and the register. */
  nmi?: string;
  description: string;
  source: 'CSV' | 'PROVIDER';
  fileName: string | null;
  /** The line of the file it came from (reasons name it). */
  line?: number;
  /** The register of `meterCode` a stream of reads is for (a NEM12 or NEM13 NMI suffix such as E1 or B1), when the source names one. */
  register?: string;
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

/** A row already received: the same meter, day, value (reading or intervals, compared as numbers of 3 decimals) and qualities. */
const receivedKey = (code: string, day: string, reading: string | null, intervals: string | null, qualities: string | null) =>
  `${code}|${day}|${reading ?? ''}|${intervals ?? ''}|${qualities ?? ''}`;
const decimal3 = (value: string | null) => (value === null ? '' : (plainDecimal3(value) ?? new Decimal(value).toFixed(3)));
/** Code-unit order: a stable grouping, much cheaper than localeCompare over 50,000 rows. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const intervalsText = (r: IncomingRead) => (r.intervals ? r.intervals.join(',') : null);
const keyOf = (r: IncomingRead) => `${r.meterCode}|${r.readDate}`;

/** What the queue already holds for a batch's meters and days. */
interface QueueState {
  /** receivedKey of every row, whatever its status. */
  received: Set<string>;
  /** `code|day` of the waiting rows. */
  waiting: Set<string>;
}

async function queueState(tx: Tx, batch: readonly IncomingRead[]): Promise<QueueState> {
  const codes = [...new Set(batch.map((r) => r.meterCode))];
  const days = batch.map((r) => r.readDate).sort();
  // One range read for the batch (meter codes × its days), never one lookup per row: with the
  // table's statistics stale (a first large upload), a lookup per row may scan the whole queue each time.
  const rows = await sqlRows<{ code: string; day: string; reading: string | null; intervals: string | null; qualities: string | null; waiting: boolean }>(
    tx,
    sql`select meter_code as code, read_date::text as day, reading::text as reading, array_to_string(intervals, ',', '') as intervals,
        qualities, status = 'NEW' as waiting
      from ${meterReadImports} where meter_code = any(${pgArray(codes)}::text[]) and read_date between ${days[0]}::date and ${days.at(-1)}::date`,
  );
  return {
    received: new Set(rows.map((r) => receivedKey(r.code, r.day, r.reading, r.intervals, r.qualities))),
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
  await tx.execute(sql`insert into ${meterReadImports} (meter_id, meter_code, read_import_desc, read_date, reading, intervals, quantity, period_days, read_type, qualities,
      market_updated, source, file_name, status, error_message)
    select meter_id, meter_code, read_import_desc, read_date, reading, string_to_array(intervals, ',', '')::numeric[], quantity, period_days, read_type, qualities,
      market_updated, source, file_name, status, error_message
    from unnest(${column((r) => r.meterId)}::int[], ${column((r) => r.read.meterCode)}::text[], ${column((r) => r.read.description)}::text[],
      ${column((r) => r.read.readDate)}::date[], ${column((r) => r.read.reading)}::numeric[], ${column((r) => intervalsText(r.read))}::text[],
      ${column((r) => r.read.usage?.quantity ?? null)}::numeric[], ${column((r) => r.read.usage?.periodDays ?? null)}::smallint[],
      ${column((r) => r.read.readType ?? null)}::text[], ${column((r) => r.read.qualities ?? null)}::text[], ${column((r) => r.read.marketUpdated ?? null)}::timestamp[],
      ${column((r) => r.read.source)}::text[], ${column((r) => r.read.fileName)}::text[], ${column((r) => (r.reason ? 'REJECTED' : 'NEW'))}::text[],
      ${column((r) => r.reason)}::text[])
      as w(meter_id, meter_code, read_import_desc, read_date, reading, intervals, quantity, period_days, read_type, qualities, market_updated, source, file_name, status,
        error_message)`);
}

/** A meter code and day already decided in this intake, with the value and the stream that took it. */
interface Taken {
  value: string | null;
  register: string | undefined;
}

/**
 * The checks of one intake, batch after batch in meter and date order: what the earlier rows
 * decided (the days taken, each meter's latest accepted reading) carries over to the next batch.
 */
class IntakeChecks {
  readonly result: IntakeResult;
  private readonly taken = new Map<string, Taken>();
  private readonly latest = new Map<string, { reading: string; readDate: string }>();
  private readonly rejections: { i: number; read: IncomingRead; reason: string }[] = [];

  constructor(
    private readonly today: string,
    count: number,
  ) {
    this.result = { queued: 0, rejected: [], skipped: 0, outcomes: new Array<IntakeResult['outcomes'][number]>(count).fill('SKIPPED') };
  }

  /** Decides a batch's rows against what the database holds and the rows before them; answers the rows to queue. */
  decide(batch: readonly { read: IncomingRead; i: number }[], meterIds: Map<string, number>, queue: QueueState, stored: StoredHistory): QueuedRow[] {
    const rows: QueuedRow[] = [];
    for (const { read, i } of batch) {
      const meterId = meterIds.get(read.meterCode) ?? null;
      const value = read.reading ?? intervalsText(read);
      const key = keyOf(read);
      const before = this.taken.get(key);
      const received = receivedKey(
        read.meterCode,
        read.readDate,
        read.reading && decimal3(read.reading),
        read.intervals && read.intervals.map(decimal3).join(','),
        read.qualities ?? null,
      );
      if (queue.received.has(received) || (before && before.value === value && before.register === read.register)) {
        this.result.skipped++;
        continue;
      }
      const reason = this.problem(read, meterId, before, queue, stored);
      if (!before) this.taken.set(key, { value, register: read.register });
      this.result.outcomes[i] = reason ? 'REJECTED' : 'NEW';
      if (reason) this.rejections.push({ i, read, reason });
      else {
        this.result.queued++;
        if (read.reading !== null) this.latest.set(read.meterCode, { reading: read.reading, readDate: read.readDate });
      }
      rows.push({ read, meterId, reason });
    }
    return rows;
  }

  /** The rejected rows with their reasons, in arrival order. */
  finish(): IntakeResult {
    this.result.rejected = this.rejections.sort((a, b) => a.i - b.i).map(({ read, reason }) => ({ read, reason }));
    return this.result;
  }

  private problem(read: IncomingRead, meterId: number | null, before: Taken | undefined, queue: QueueState, stored: StoredHistory): string | null {
    const csv = texts.dashboard.csv;
    if (read.readDate > this.today) return csv.futureDate;
    if (read.meterCode === '') return (read.intervals ? texts.dashboard.nem12 : texts.dashboard.nem13).noMeterForNmi(read.nmi ?? '', read.register ?? '');
    if (meterId === null) return csv.unknownMeter(read.meterCode);
    if (read.intervals === null && read.reading === null) return texts.dashboard.nem13.nullRead(read.meterCode, read.readDate);
    if (before) {
      return read.register && before.register !== read.register
        ? texts.dashboard.nem12.streamWithoutRegister(read.meterCode, read.readDate, read.register)
        : csv.duplicateInFile(read.meterCode, read.readDate);
    }
    if (read.qualities !== undefined) {
      const notNewer = marketProblem(read, meterId, stored);
      if (notNewer) return notNewer;
    } else if (stored.taken(meterId, read.readDate) || queue.waiting.has(keyOf(read))) return csv.alreadyStored(read.meterCode, read.readDate);
    if (read.reading === null) return null;
    const earlier = this.latest.get(read.meterCode);
    const previous = maxReading(
      stored.previousRegisterRead(meterId, read.readDate)?.reading,
      earlier && earlier.readDate < read.readDate ? earlier.reading : undefined,
    );
    return readingBelowPrevious(read.reading, previous) ? texts.dashboard.readingBelowPrevious(read.meterCode, read.readDate) : null;
  }
}

/**
 * A market read (NEM12 day, NEM13 register read) may replace the stored read of its day when it is newer by the revision
 * order (`replaces`); one waiting in the queue for that day is weighed when both are imported.
 */
function marketProblem(read: IncomingRead, meterId: number, stored: StoredHistory): string | null {
  const kept = stored.on(meterId, read.readDate);
  if (!kept || replaces({ readType: read.readType ?? 'ACTUAL', marketUpdated: read.marketUpdated ?? null }, kept)) return null;
  return texts.dashboard.nem12.notNewer(read.meterCode, read.readDate);
}

/** The higher of two register readings (either may be missing). */
function maxReading(a: string | undefined, b: string | undefined): { reading: string } | undefined {
  if (a === undefined || b === undefined) {
    const one = a ?? b;
    return one === undefined ? undefined : { reading: one };
  }
  return { reading: Number(b) > Number(a) ? b : a };
}

/**
 * Reads of a stream of a meter with several registers (a NEM12 200 record's NMI suffix, e.g. E1
 * and B1 of one meter serial) go to that register's meter, coded `<serial>-<register>`, when the
 * company has one; otherwise to the meter coded `<serial>` itself.
 */
async function toRegisters(scoped: Scoped, reads: readonly IncomingRead[]): Promise<readonly IncomingRead[]> {
  const wanted = [...new Set(reads.flatMap((r) => (r.register ? [registerMeterCode(r.meterCode, r.register)] : [])))];
  if (wanted.length === 0) return reads;
  const found = new Set(
    (
      await scoped((tx) =>
        sqlRows<{ code: string }>(
          tx,
          sql`select distinct ${meters.meterCode} as code from ${meters} where ${meters.meterCode} = any(${pgArray(wanted)}::text[])`,
        ),
      )
    ).map((r) => r.code),
  );
  return reads.map((r) => {
    const code = r.register && registerMeterCode(r.meterCode, r.register);
    return code && found.has(code) ? { ...r, meterCode: code } : r;
  });
}

/**
 * A NEM12 stream (or NEM13 read) whose 200 (250) record leaves the meter serial number blank goes
 * to a meter of the site whose identifier is the NMI: the one coded `<…>-<suffix>`, else the site's
 * only interval meter (for interval days) or only basic meter (for register reads), else its only
 * meter. None found, the meter code stays blank and the row is rejected.
 */
async function toSiteMeters(scoped: Scoped, reads: readonly IncomingRead[]): Promise<readonly IncomingRead[]> {
  const nmis = [...new Set(reads.flatMap((r) => (r.meterCode === '' && r.nmi ? [r.nmi] : [])))];
  if (nmis.length === 0) return reads;
  const found = await scoped((tx) =>
    sqlRows<{ nmi: string; code: string; interval: boolean }>(
      tx,
      sql`select ${sites.siteIdentifier} as nmi, ${meters.meterCode} as code, ${meters.isInterval} as interval
        from ${meters} join ${sites} on ${sites.id} = ${meters.siteId}
        where ${sites.siteIdentifier} = any(${pgArray(nmis)}::text[]) and ${meters.meterStatusCode} = 'ACTIVE' order by ${meters.id}`,
    ),
  );
  const only = <T>(items: T[]) => (items.length === 1 ? items[0] : undefined);
  const meterOf = (nmi: string, register: string, interval: boolean) => {
    const candidates = found.filter((m) => m.nmi === nmi);
    const picked =
      (register ? candidates.find((m) => m.code.endsWith(`-${register}`)) : undefined) ??
      only(candidates.filter((m) => m.interval === interval)) ??
      only(candidates);
    return picked?.code ?? '';
  };
  return reads.map((r) => (r.meterCode === '' && r.nmi ? { ...r, meterCode: meterOf(r.nmi, r.register ?? '', r.intervals !== null) } : r));
}

/** The code of the meter that holds one register of a meter with several (NEM12 streams, NEM13 registers). */
const registerMeterCode = (serial: string, register: string) => `${serial}-${register}`;

/**
 * Queues incoming reads on IMPORTMETERREADS, each checked first: a row whose date is after the
 * company's business date, whose meter does not exist, whose meter already has a read (stored or
 * waiting; for a market day, a stored one it does not replace) on that day or an earlier row of
 * these on that day, or whose register reading is below
 * the meter's previous one, is queued REJECTED with the reason; the others wait as NEW. A row
 * identical to one already received (same meter, day and value, whatever became of it) is not
 * queued again, so receiving the same file or pull twice creates nothing new. Written
 * INTAKE_BATCH_ROWS rows per short transaction, each batch atomic and committed in order.
 *
 * Batches overlap: a batch's lookups (and, once the batch before it is decided, its checks) run
 * while the batch before it is written, on a second connection; it writes only after that batch
 * has committed, and not at all when it failed. Its lookups need not see the batch before it: rows
 * of these reads are compared with each other in memory. (PGlite runs one transaction at a time,
 * so there the batches simply follow each other.)
 */
export async function queueIncomingReads(scoped: Scoped, incoming: readonly IncomingRead[], today: string): Promise<IntakeResult> {
  const reads = await toRegisters(scoped, await toSiteMeters(scoped, incoming));
  // Each meter's reads in date order, so "below the previous read" compares with the one just before.
  const order = reads
    .map((read, i) => ({ read, i }))
    .sort((a, b) => compareText(a.read.meterCode, b.read.meterCode) || compareText(a.read.readDate, b.read.readDate) || a.i - b.i);
  const checks = new IntakeChecks(today, reads.length);
  let decided: Promise<unknown> = Promise.resolve();
  let written: Promise<unknown> = Promise.resolve();
  for await (const batch of batchesOf(order, INTAKE_BATCH_ROWS)) {
    const decidedBefore = decided;
    const writtenBefore = written;
    let markDecided!: () => void;
    decided = new Promise<void>((resolve) => (markDecided = resolve));
    const writing = scoped(async (tx) => {
      try {
        const batchReads = batch.map((b) => b.read);
        const meterIds = await meterIdsOf(tx, batchReads);
        const queue = await queueState(tx, batchReads);
        const stored = await StoredHistory.of(
          tx,
          windowsOf(batchReads.flatMap((r) => (meterIds.has(r.meterCode) ? [{ meterId: meterIds.get(r.meterCode)!, readDate: r.readDate }] : []))),
        );
        await decidedBefore;
        const rows = checks.decide(batch, meterIds, queue, stored);
        markDecided();
        await writtenBefore;
        await insertQueued(tx, rows);
      } finally {
        markDecided();
      }
    });
    // Its failure is thrown by the await that follows it (the next turn's, or the last one).
    writing.catch(() => undefined);
    written = writing;
    // Two batches in flight at most; a failed batch stops the intake here, once the batch after
    // it (which then writes nothing) has ended too.
    await writtenBefore.catch(async (error: unknown) => {
      await writing.catch(() => undefined);
      throw error;
    });
  }
  await written;
  return checks.finish();
}

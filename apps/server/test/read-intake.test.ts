/** The read intake on the database: incoming reads checked and queued in several overlapping batches. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import type { Tx } from '../src/db/client';
import { meterReadImports } from '../src/db/schema/index';
import { sqlRows } from '../src/db/sql-rows';
import { withScope } from '../src/db/tenancy';
import type { Scoped } from '../src/lib/batches';
import { INTAKE_BATCH_ROWS, queueIncomingReads, type IncomingRead } from '../src/modules/metering/read-intake';
import { createTestApp, type TestApp } from './helpers';
import { addCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let scope: Scope;
beforeAll(async () => {
  t = await createTestApp();
  scope = await adminScope(t.database);
});
afterAll(() => t.close());

const inScope: Scoped = <T>(work: (tx: Tx) => Promise<T>) => withScope(t.database.db, scope, work);
let sequence = 0;

async function meter() {
  const n = ++sequence;
  const meterCode = `RIN-${n}`;
  await addCustomer(t.database, scope, {
    name: `Intake ${n}`,
    type: 'RESIDENT',
    accountNumber: `RIN-${n}`,
    site: { location: `${n} Intake Street`, siteIdentifier: `RIN-SITE-${n}`, meterCode },
  });
  return meterCode;
}

const day = (n: number) => new Date(Date.parse('2000-01-01') + n * 86_400_000).toISOString().slice(0, 10);
const read = (meterCode: string, readDate: string, reading: string, line: number): IncomingRead => ({
  meterCode,
  readDate,
  reading,
  intervals: null,
  description: `line ${line}`,
  source: 'CSV',
  fileName: 'batches.csv',
  line,
});

const statusesOf = (meterCode: string) =>
  sqlRows<{ status: string; n: number }>(
    t.database.db,
    sql`select status, count(*)::int as n from ${meterReadImports} where ${meterReadImports.meterCode} = ${meterCode} group by status order by status`,
  );

describe('read intake in batches', () => {
  it('carries each meter’s days and latest reading from one batch to the next', async () => {
    const code = await meter();
    // One meter's reads in date order across three batches; at the first boundary a second read of
    // the last day of the batch before, in the second batch a reading below the one before it.
    const reads = Array.from({ length: 2 * INTAKE_BATCH_ROWS + 10 }, (_, d) => read(code, day(d), String(1000 + d), d + 2));
    const boundary = INTAKE_BATCH_ROWS - 1;
    reads.push(read(code, day(boundary), '5', reads.length + 2));
    const backwards = INTAKE_BATCH_ROWS + 100;
    reads[backwards] = read(code, day(backwards), '1', backwards + 2);
    const result = await queueIncomingReads(inScope, reads, '2099-12-31');
    expect(result.rejected.map((r) => [r.read.line, r.reason])).toEqual([
      [backwards + 2, texts.dashboard.readingBelowPrevious(code, day(backwards))],
      [reads.length + 1, texts.dashboard.csv.duplicateInFile(code, day(boundary))],
    ]);
    expect(result.queued).toBe(reads.length - 2);
    expect(await statusesOf(code)).toEqual([
      { status: 'NEW', n: reads.length - 2 },
      { status: 'REJECTED', n: 2 },
    ]);

    const again = await queueIncomingReads(inScope, reads, '2099-12-31');
    expect([again.queued, again.rejected.length, again.skipped]).toEqual([0, 0, reads.length]);
  });

  it('stops at a failed batch: the batches before it stay queued, nothing after it is', async () => {
    const code = await meter();
    const reads = Array.from({ length: 3 * INTAKE_BATCH_ROWS }, (_, d) => read(code, day(d), String(1000 + d), d + 2));
    let batch = 0;
    // Counted as the batches ask for their transaction (in order), not as the pool opens them.
    const failingSecond: Scoped = (work) => {
      const n = ++batch;
      return inScope(async (tx) => {
        const answer = await work(tx);
        if (n === 2) throw new Error('the second batch failed');
        return answer;
      });
    };
    await expect(queueIncomingReads(failingSecond, reads, '2099-12-31')).rejects.toThrow('the second batch failed');
    const [count] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${meterReadImports} where ${eq(meterReadImports.meterCode, code)}`,
    );
    expect(count?.n).toBe(INTAKE_BATCH_ROWS);
  });
});

/** The metering service on the database: waiting reads imported into a meter's history, alone or in batches. */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import type { Tx } from '../src/db/client';
import { meterReadImports, meterReads } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { importPendingReads, importReads } from '../src/modules/metering/meter-reads.service';
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

const inScope = <T>(work: (tx: Tx) => Promise<T>) => withScope(t.database.db, scope, work);
let sequence = 0;

/** A meter with one stored register read of 100 on 2026-01-01. */
async function meterWithRead() {
  const n = ++sequence;
  const meterCode = `MRS-${n}`;
  const { meterId } = await addCustomer(t.database, scope, {
    name: `Reads ${n}`,
    type: 'RESIDENT',
    accountNumber: `MRS-${n}`,
    site: { location: `${n} Meter Street`, siteIdentifier: `MRS-SITE-${n}`, meterCode },
  });
  await inScope((tx) => tx.insert(meterReads).values({ meterId: meterId!, readDate: '2026-01-01', quantity: '0', reading: '100.000', source: 'MANUAL' }));
  return { meterId: meterId!, meterCode };
}

/** Waiting reads [meter code, date, reading], the meter found by its code. */
const waiting = (reads: [string, string, string][]) =>
  inScope((tx) =>
    tx
      .insert(meterReadImports)
      .values(reads.map(([meterCode, readDate, reading]) => ({ meterCode, readDate, reading, readImportDesc: 'Test read', source: 'PROVIDER' as const })))
      .returning({ id: meterReadImports.id }),
  ).then((rows) => rows.map((r) => r.id));

const historyOf = (meterId: number) =>
  t.database.db
    .select({ readDate: meterReads.readDate, reading: meterReads.reading, quantity: meterReads.quantity, periodDays: meterReads.periodDays })
    .from(meterReads)
    .where(eq(meterReads.meterId, meterId))
    .orderBy(asc(meterReads.readDate));
const statusesOf = (ids: number[]) =>
  t.database.db
    .select({ status: meterReadImports.status, errorMessage: meterReadImports.errorMessage })
    .from(meterReadImports)
    .where(inArray(meterReadImports.id, ids))
    .orderBy(asc(meterReadImports.id));

describe('meter reads service', () => {
  it('imports waiting reads batch by batch as one after the other: usage since the read before, a bad one rejected with its reason', async () => {
    const { meterId, meterCode } = await meterWithRead();
    const ids = await waiting([
      [meterCode, '2026-01-11', '150'],
      [meterCode, '2026-01-21', '140'], // below the read of 2026-01-11, which was imported just before
      [meterCode, '2026-01-31', '170'], // since 2026-01-11: the rejected read is not the one before
      [meterCode, '2026-01-01', '100'], // a read is stored on this day
      ['NO-SUCH-METER', '2026-01-15', '1'],
    ]);
    const rejected: string[] = [];
    let imported = 0;
    // Two reads a batch: the read before may have been imported by an earlier batch or earlier in the same one.
    for (let batch = await inScope((tx) => importPendingReads(tx, 2)); ; batch = await inScope((tx) => importPendingReads(tx, 2))) {
      imported += batch.imported;
      rejected.push(...batch.rejected);
      if (batch.imported + batch.rejected.length < 2) break;
    }
    expect(imported).toBe(2);
    expect(rejected.sort()).toEqual(
      [
        texts.dashboard.readingBelowPrevious(meterCode, '2026-01-21'),
        texts.dashboard.csv.alreadyStored(meterCode, '2026-01-01'),
        texts.dashboard.meterUnknown('NO-SUCH-METER'),
      ].sort(),
    );
    expect(await historyOf(meterId)).toEqual([
      { readDate: '2026-01-01', reading: '100.000', quantity: '0.000', periodDays: 1 },
      { readDate: '2026-01-11', reading: '150.000', quantity: '50.000', periodDays: 10 },
      { readDate: '2026-01-31', reading: '170.000', quantity: '20.000', periodDays: 20 },
    ]);
    expect((await statusesOf(ids)).map((s) => s.status)).toEqual(['IMPORTED', 'REJECTED', 'IMPORTED', 'REJECTED', 'REJECTED']);
    expect((await statusesOf(ids))[1]!.errorMessage).toBe(texts.dashboard.readingBelowPrevious(meterCode, '2026-01-21'));
  });

  it('imports the chosen reads all together, or none with the first refusal', async () => {
    const { meterId, meterCode } = await meterWithRead();
    const good = await waiting([
      [meterCode, '2026-02-10', '130'],
      [meterCode, '2026-02-20', '160'],
    ]);
    const [bad] = await waiting([[meterCode, '2026-02-25', '120']]);
    expect(await inScope((tx) => importReads(tx, [...good, bad!]))).toEqual({
      done: false,
      refusal: texts.dashboard.readingBelowPrevious(meterCode, '2026-02-25'),
    });
    expect((await statusesOf([...good, bad!])).map((s) => s.status)).toEqual(['NEW', 'NEW', 'NEW']);
    expect(await historyOf(meterId)).toHaveLength(1);

    expect(await inScope((tx) => importReads(tx, good))).toMatchObject({ done: true, value: 2 });
    expect(await historyOf(meterId)).toEqual([
      { readDate: '2026-01-01', reading: '100.000', quantity: '0.000', periodDays: 1 },
      { readDate: '2026-02-10', reading: '130.000', quantity: '30.000', periodDays: 40 },
      { readDate: '2026-02-20', reading: '160.000', quantity: '30.000', periodDays: 10 },
    ]);
    expect((await statusesOf(good)).map((s) => s.status)).toEqual(['IMPORTED', 'IMPORTED']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Database, WriteListener } from '../src/db/client';
import { tablesOf } from '../src/db/sql-tables';
import { keyedScopeCache } from '../src/db/tenancy';
import { processSpecs } from '../src/modules/dashboard/definitions/index';
import { arrearsProcess } from '../src/modules/dashboard/definitions/arrears';
import { unbilledSummaryProcess } from '../src/modules/dashboard/definitions/unbilled-summary';

/** A database stand-in that only delivers write statements to the cache's listener. */
function writes() {
  const listeners = new Set<WriteListener>();
  const database = { onWrite: (l: WriteListener) => (listeners.add(l), () => void listeners.delete(l)) } as unknown as Database;
  return { database, write: (statement: string) => listeners.forEach((l) => l(statement)) };
}

const acme = { companyId: 1, dataset: 'demo' as const };
const other = { companyId: 2, dataset: 'demo' as const };

describe('keyedScopeCache', () => {
  it('keeps a result per scope and key until a write to one of its tables', async () => {
    const { database, write } = writes();
    const cache = keyedScopeCache<number>(database, ['customer_accounts'], { ttlMs: 60_000, settleMs: 0 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.read(acme, 'a', read)).toBe(1);
    expect(await cache.read(acme, 'a', read)).toBe(1);
    expect(await cache.read(acme, 'b', read)).toBe(2);
    expect(await cache.read(other, 'a', read)).toBe(3);
    write('update "treatments" set "status" = $1');
    expect(await cache.read(acme, 'a', read)).toBe(1);
    write('update "customer_accounts" set "credit_status" = $1 where "id" in ($2)');
    expect(await cache.read(acme, 'a', read)).toBe(4);
    cache.close();
  });

  it('keeps nothing read within the settling time of a write, nor past its time to live', async () => {
    const { database, write } = writes();
    const settling = keyedScopeCache<number>(database, ['customers'], { ttlMs: 60_000, settleMs: 60_000 });
    let reads = 0;
    const read = async () => ++reads;
    write('insert into customers (name) values ($1)');
    await settling.read(acme, 'a', read);
    expect(await settling.read(acme, 'a', read)).toBe(2);
    const expired = keyedScopeCache<number>(database, ['customers'], { ttlMs: 0, settleMs: 0 });
    await expired.read(acme, 'a', read);
    expect(await expired.read(acme, 'a', read)).toBe(4);
    settling.close();
    expired.close();
  });
});

describe('tablesOf', () => {
  it('names the tables a queue count reads: the base table and what its condition looks at, not display joins', () => {
    const arrears = arrearsProcess.views!.default!;
    expect(tablesOf(arrears.from, arrears.where({}))).toEqual(['customer_accounts']);
    const exceptions = unbilledSummaryProcess.views!.Exceptions!;
    expect(tablesOf(exceptions.from, exceptions.where({}))).toEqual(['billing_exceptions', 'customer_accounts', 'unbilled_transactions']);
  });

  it('finds a table for every process view', () => {
    for (const process of processSpecs) {
      for (const view of Object.values(process.views ?? {})) expect(tablesOf(view.from, view.where({})).length).toBeGreaterThan(0);
    }
  });
});

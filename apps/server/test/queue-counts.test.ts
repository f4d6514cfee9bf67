import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../src/db/changes';
import { tablesOf } from '../src/db/sql-tables';
import { keyedScopeCache } from '../src/db/tenancy';
import { processSpecs } from '../src/modules/dashboard/definitions/index';
import { arrearsProcess } from '../src/modules/dashboard/definitions/arrears';
import { unbilledSummaryProcess } from '../src/modules/dashboard/definitions/unbilled-summary';

/** A change feed fed by hand: `change(table, scope?)` delivers one notice as a commit would. */
function notices() {
  const feed = new ChangeFeed();
  const change = (table: string, scope?: { companyId: number; dataset: string }) => feed.receive(`${table}:${scope?.companyId ?? ''}:${scope?.dataset ?? ''}`);
  return { feed, change };
}

const acme = { companyId: 1, dataset: 'demo' as const };
const other = { companyId: 2, dataset: 'demo' as const };

describe('keyedScopeCache', () => {
  it('keeps a result per scope and key until a change notice of one of its tables for that scope', async () => {
    const { feed, change } = notices();
    const cache = keyedScopeCache<number>(feed, ['customer_accounts'], { ttlMs: 60_000 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.read(acme, 'a', read)).toBe(1);
    expect(await cache.read(acme, 'a', read)).toBe(1);
    expect(await cache.read(acme, 'b', read)).toBe(2);
    expect(await cache.read(other, 'a', read)).toBe(3);
    change('treatments', acme);
    expect(await cache.read(acme, 'a', read)).toBe(1);
    change('customer_accounts', acme);
    expect(await cache.read(acme, 'a', read)).toBe(4);
    expect(await cache.read(other, 'a', read)).toBe(3);
    change('customer_accounts');
    expect(await cache.read(other, 'a', read)).toBe(5);
    cache.close();
  });

  it('keeps nothing read before a notice that came during the read, nor past its time to live, nor while notices may be missed', async () => {
    const { feed, change } = notices();
    const cache = keyedScopeCache<number>(feed, ['customers'], { ttlMs: 60_000 });
    let reads = 0;
    const racing = async () => {
      change('customers', acme);
      return ++reads;
    };
    await cache.read(acme, 'a', racing);
    expect(await cache.read(acme, 'a', async () => ++reads)).toBe(2);
    feed.setListening(false);
    await cache.read(acme, 'b', async () => ++reads);
    expect(await cache.read(acme, 'b', async () => ++reads)).toBe(4);
    feed.setListening(true);
    const expired = keyedScopeCache<number>(feed, ['customers'], { ttlMs: 0 });
    await expired.read(acme, 'a', async () => ++reads);
    expect(await expired.read(acme, 'a', async () => ++reads)).toBe(6);
    cache.close();
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

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '@wattle/contract';
import { companies, systemParameters } from '../src/db/schema/index';
import { scopeSetup, withScope, type Scope } from '../src/db/tenancy';
import { createTestApp, type TestApp } from './helpers';

/**
 * The transaction runner behind request.scoped() (db/client.ts transactionWith): the scope travels
 * as text with `begin`, pooled connections are reused, and a read-only transaction answers before
 * its commit is back. Here: nothing of a scope outlives its transaction, failures roll back, and
 * a write is committed when withScope resolves.
 */

let t: TestApp;
let scope: Scope;
beforeAll(async () => {
  t = await createTestApp();
  const [acme] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ACME'));
  scope = { companyId: acme!.id, dataset: 'live' };
});
afterAll(() => t.close());

type Settings = { role: string; company: string | null; dataset: string | null };
const settingsQuery = sql`select current_user as role, current_setting('app.company_id', true) as company, current_setting('app.dataset', true) as dataset`;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const codeRows = (code: string) => t.database.db.select().from(systemParameters).where(eq(systemParameters.code, code));

describe('scoped transactions', () => {
  it('accept only a whole company number, a known dataset and a whole property-manager number in the scope text', () => {
    expect(scopeSetup(scope)).toContain(`'${scope.companyId}'`);
    expect(scopeSetup(scope)).not.toContain('app.property_manager_id');
    expect(scopeSetup({ ...scope, propertyManagerId: 7 })).toContain(`set_config('app.property_manager_id', '7', true)`);
    for (const bad of [
      { companyId: 1, dataset: 'live', propertyManagerId: 0 },
      { companyId: 1, dataset: 'live', propertyManagerId: "7', true), set_config('role', 'postgres" },
      { companyId: 1.5, dataset: 'live' },
      { companyId: -1, dataset: 'live' },
      { companyId: Number.NaN, dataset: 'live' },
      { companyId: 1, dataset: "live', true), set_config('role', 'postgres" },
      { companyId: '1; drop table users' as unknown as number, dataset: 'live' },
    ]) {
      expect(() => scopeSetup(bad as Scope)).toThrow();
    }
  });

  it('run as wattle_app with the scope, and leave no trace of it on the pooled connections', async () => {
    for (let i = 0; i < 20; i++) {
      const dataset: Dataset = i % 2 ? 'demo' : 'live';
      const inside = rows<Settings>(await withScope(t.database.db, { ...scope, dataset }, (tx) => tx.execute(settingsQuery)))[0]!;
      expect(inside).toEqual({ role: 'wattle_app', company: String(scope.companyId), dataset });
      const outside = rows<Settings>(await t.database.db.execute(settingsQuery))[0]!;
      expect(outside.role).not.toBe('wattle_app');
      expect(outside.company || null).toBeNull();
      expect(outside.dataset || null).toBeNull();
    }
  });

  it('roll back everything when the work throws or a statement fails, and the next one runs normally', async () => {
    const code = `ROLLBACK_${Date.now()}`;
    await expect(
      withScope(t.database.db, scope, async (tx) => {
        await tx.insert(systemParameters).values({ code, parameter: 'x' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      withScope(t.database.db, scope, async (tx) => {
        await tx.insert(systemParameters).values({ code, parameter: 'x' });
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await codeRows(code)).toEqual([]);
    for (let i = 0; i < 12; i++) expect(rows(await withScope(t.database.db, scope, (tx) => tx.execute(sql`select 1 as one`)))).toEqual([{ one: 1 }]);
  });

  it('have committed a write when they resolve, in the scope’s company and dataset', async () => {
    const code = `COMMITTED_${Date.now()}`;
    await withScope(t.database.db, scope, (tx) => tx.insert(systemParameters).values({ code, parameter: 'kept' }));
    expect(await codeRows(code)).toMatchObject([{ companyId: scope.companyId, dataset: 'live', parameter: 'kept' }]);
    await t.database.db.delete(systemParameters).where(eq(systemParameters.code, code));
  });

  it('serve many at once on a small pool, reads and writes mixed', async () => {
    const code = `PARALLEL_${Date.now()}`;
    await withScope(t.database.db, scope, (tx) => tx.insert(systemParameters).values({ code, parameter: '0' }));
    const work = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? withScope(t.database.db, scope, (tx) =>
            tx
              .update(systemParameters)
              .set({ parameter: sql`(${systemParameters.parameter}::integer + 1)::text` })
              .where(eq(systemParameters.code, code)),
          )
        : withScope(t.database.db, scope, (tx) => tx.select().from(systemParameters).where(eq(systemParameters.code, code))),
    );
    await Promise.all(work);
    expect(await codeRows(code)).toMatchObject([{ parameter: '10' }]);
    await t.database.db.delete(systemParameters).where(eq(systemParameters.code, code));
  });
});

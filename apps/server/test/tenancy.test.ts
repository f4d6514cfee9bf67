import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { companies, users } from '../src/db/schema/index';
import { parentsFirst, schemaTables, type TableInfo } from '../src/seed/dataset-tables';
import { seedReferenceData } from '../src/seed/reference';
import { withScope, type Scope } from '../src/db/tenancy';
import { createTestApp, type TestApp } from './helpers';

/**
 * Isolation in the database layer, for every tenant table of the schema (found generically, not
 * listed): under withScope a company's live dataset cannot see, change, delete or add rows of
 * another company, nor of its own demo dataset; company-wide tables are shared by a company's
 * datasets only. Route-level checks are the route owners' tests.
 */

type Row = Record<string, unknown>;
type Slice = Scope;

let t: TestApp;
let db: Db;
let A: number;
let B: number;
/** Tables the tenant role may add to but never change (the audit log, migration 0046). */
const APPEND_ONLY = ['audit_log'];
const tables = parentsFirst(schemaTables().filter((x) => x.scope !== 'global'));
/** One row id per table and slice ("company/dataset"), made or found before the checks. */
const ids = new Map<string, number>();
/** The generic row built for each table and slice, reused to forge inserts. */
const built = new Map<string, Row>();

const key = (table: string, s: Slice, info: TableInfo) => `${table}:${s.companyId}/${info.scope === 'dataset' ? s.dataset : '*'}`;
const slices = (): Slice[] => [
  { companyId: A, dataset: 'live' },
  { companyId: A, dataset: 'demo' },
  { companyId: B, dataset: 'live' },
  { companyId: B, dataset: 'demo' },
];

async function rowsOf<T>(query: ReturnType<typeof sql>, on: Pick<Db, 'execute'> = db): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
  return ((await on.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A value that satisfies a NOT NULL column without a default. */
function valueFor(column: PgColumn, unique: string): unknown {
  const type = column.getSQLType();
  if (column.enumValues?.length) return column.enumValues[0];
  if (type.endsWith('[]')) return [];
  if (type === 'integer' || type === 'smallint' || type === 'bigint') return 1;
  if (type.startsWith('numeric')) return '1';
  if (type === 'boolean') return false;
  if (type === 'date') return '2026-01-01';
  if (type.startsWith('timestamp')) return '2026-01-01T00:00:00Z';
  if (type === 'jsonb') return {};
  if (type === 'bytea') return new Uint8Array([1]);
  return unique;
}

/** A row of `info` for a slice, its references pointing at the slice's own parent rows. */
function buildRow(info: TableInfo, s: Slice, parentOf: (table: string, s: Slice) => number): Row {
  const config = getTableConfig(info.table);
  const row: Row = { companyId: s.companyId };
  if (info.scope === 'dataset') row.dataset = s.dataset;
  for (const [prop, column] of Object.entries(getTableColumns(info.table))) {
    if (prop in row || column.hasDefault || !column.notNull || column.generatedIdentity) continue;
    const fk = config.foreignKeys.find((f) => f.reference().columns.some((c) => c.name === column.name));
    row[prop] = fk ? parentOf(getTableConfig(fk.reference().foreignTable).name, s) : valueFor(column, `${info.name}-${s.companyId}-${s.dataset}`);
  }
  return row;
}

async function ensureRow(info: TableInfo, s: Slice) {
  const k = key(info.name, s, info);
  if (ids.has(k)) return;
  const parentOf = (table: string, slice: Slice) => {
    const parent = tables.find((x) => x.name === table)!;
    const id = ids.get(key(table, slice, parent));
    if (id === undefined) throw new Error(`no ${table} row for ${k}`);
    return id;
  };
  const row = buildRow(info, s, parentOf);
  built.set(k, row);
  const table = info.table as typeof users;
  const filter = sql`company_id = ${s.companyId}`;
  const [existing] = await rowsOf<{ id: number }>(
    sql`select id from ${table} where ${filter} ${info.scope === 'dataset' ? sql`and dataset = ${s.dataset}` : sql``} order by id limit 1`,
  );
  if (existing) {
    ids.set(k, existing.id);
    return;
  }
  const [inserted] = await db
    .insert(table)
    .values(row as never)
    .returning({ id: table.id });
  ids.set(k, inserted!.id);
}

/** Runs `work` scoped to a slice and answers whether the database refused it. */
async function refused(s: Slice, work: (tx: Parameters<Parameters<typeof withScope>[2]>[0]) => Promise<unknown>) {
  try {
    await withScope(db, s, work);
    return null;
  } catch (e) {
    const cause = (e as { cause?: { message?: string } }).cause;
    return cause?.message ?? (e as Error).message;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  [{ id: A }] = (await db.select({ id: companies.id }).from(companies)) as [{ id: number }];
  const [other] = await db.insert(companies).values({ code: 'OTHERCO', name: 'Other company' }).returning({ id: companies.id });
  B = other!.id;
  await db.insert(users).values({ companyId: B, username: 'other-admin', passwordHash: 'x', userRoles: 'ADMIN' });
  await db.transaction(async (tx) => {
    await seedReferenceData(tx, B, 'live');
    await seedReferenceData(tx, B, 'demo');
  });
  for (const info of tables) for (const s of slices()) await ensureRow(info, s);
}, 120_000);

afterAll(() => t.close());

describe('tenant isolation in the database (row-level security)', () => {
  it('covers every table holding company_id: each has row-level security and one isolation policy (restrictive ones narrow it further)', async () => {
    // Sessions are found by their token before any scope exists; they name the scope, they are not tenant data.
    const withCompany = schemaTables().filter((x) => x.name !== 'sessions' && Object.values(getTableColumns(x.table)).some((c) => c.name === 'company_id'));
    const rls = await rowsOf<{ relname: string; relrowsecurity: boolean; policies: number }>(
      sql`select c.relname, c.relrowsecurity, (select count(*)::integer from pg_policies p where p.tablename = c.relname and p.permissive = 'PERMISSIVE') as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const byName = new Map(rls.map((r) => [r.relname, r]));
    for (const info of withCompany) {
      expect(info.scope, info.name).not.toBe('global');
      expect(byName.get(info.name), info.name).toMatchObject({ relrowsecurity: true, policies: 1 });
    }
    expect(withCompany.length).toBeGreaterThan(90);
  });

  for (const info of tables) {
    describe(`${info.name} (${info.scope})`, () => {
      const own: Slice = { companyId: 0, dataset: 'live' };
      beforeAll(() => {
        own.companyId = A;
      });
      const others = () => (info.scope === 'dataset' ? sql`not (company_id = ${A} and dataset = 'live')` : sql`company_id <> ${A}`);

      it('shows only its own rows', async () => {
        const visible = await withScope(db, own, (tx) =>
          rowsOf<{ mine: number; foreign: number }>(
            sql`select count(*) filter (where not (${others()}))::integer as mine, count(*) filter (where ${others()})::integer as foreign
                from ${info.table}`,
            tx,
          ),
        );
        expect(visible[0]).toMatchObject({ foreign: 0 });
        expect(visible[0]!.mine).toBeGreaterThan(0);
      });

      it('cannot update or delete rows of another company or dataset', async () => {
        if (APPEND_ONLY.includes(info.name)) {
          // Stronger: no row of its own either (migration 0046).
          expect(await refused(own, (tx) => tx.execute(sql`update ${info.table} set company_id = company_id where ${others()}`))).toMatch(/permission denied/);
          expect(await refused(own, (tx) => tx.execute(sql`delete from ${info.table} where ${others()}`))).toMatch(/permission denied/);
          return;
        }
        const touched = await withScope(db, own, async (tx) => {
          const updated = await rowsOf<{ id: number }>(sql`update ${info.table} set company_id = company_id where ${others()} returning id`, tx);
          const deleted = await rowsOf<{ id: number }>(sql`delete from ${info.table} where ${others()} returning id`, tx);
          return updated.length + deleted.length;
        });
        expect(touched).toBe(0);
        const [still] = await rowsOf<{ n: number }>(sql`select count(*)::integer as n from ${info.table} where ${others()}`);
        expect(still!.n).toBeGreaterThan(0);
      });

      it('refuses a forged company_id on insert and on update', async () => {
        const forged = { ...built.get(key(info.name, { companyId: B, dataset: 'live' }, info))! };
        const insert = await refused(own, (tx) => tx.insert(info.table as typeof users).values(forged as never));
        expect(insert).toMatch(/row-level security/);
        const ownId = ids.get(key(info.name, own, info))!;
        const move = await refused(own, (tx) => tx.execute(sql`update ${info.table} set company_id = ${B} where id = ${ownId}`));
        expect(move).toMatch(APPEND_ONLY.includes(info.name) ? /permission denied/ : /row-level security/);
      });

      if (info.scope === 'dataset') {
        it('keeps the live and the demo dataset of one company apart', async () => {
          const demoRow = { ...built.get(key(info.name, { companyId: A, dataset: 'demo' }, info))! };
          expect(await refused(own, (tx) => tx.insert(info.table as typeof users).values(demoRow as never))).toMatch(/row-level security/);
          const ownId = ids.get(key(info.name, own, info))!;
          const move = await refused(own, (tx) => tx.execute(sql`update ${info.table} set dataset = 'demo' where id = ${ownId}`));
          expect(move).toMatch(/row-level security/);
        });
      }

      const references = getTableConfig(info.table).foreignKeys.filter((fk) => fk.reference().columns.some((c) => c.name === 'company_id'));
      if (references.length) {
        it('cannot point at another company’s rows (tenant-safe foreign keys)', async () => {
          const ownId = ids.get(key(info.name, own, info))!;
          for (const fk of references) {
            const column = fk.reference().columns.find((c) => c.name !== 'company_id' && c.name !== 'dataset')!;
            const parent = tables.find((x) => x.name === getTableConfig(fk.reference().foreignTable).name)!;
            const foreignId = ids.get(key(parent.name, { companyId: B, dataset: 'live' }, parent))!;
            const [clash] = await rowsOf<{ n: number }>(
              sql`select count(*)::integer as n from ${parent.table} where company_id = ${A} and id = ${foreignId}
                  ${parent.scope === 'dataset' ? sql`and dataset = 'live'` : sql``}`,
            );
            if (clash!.n > 0) continue; // ids numbered per dataset (activity classes): that id names our own row
            const error = await refused(own, (tx) =>
              tx.execute(sql`update ${info.table} set ${sql.identifier(column.name)} = ${foreignId} where id = ${ownId}`),
            );
            expect(error, `${info.name}.${column.name}`).toMatch(/foreign key/);
          }
        });
      }
    });
  }
});

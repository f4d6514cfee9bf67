/**
 * PGlite stores for the large-dataset figures, filled by copying rows from a PostgreSQL store
 * seeded by `npm run seed`. The generator itself needs hours for a million customers on PGlite
 * (about five times PostgreSQL's time on this machine, all on one core):
 *  - copySearchEntries: the search entries only (search reads nothing else);
 *  - copyDataset: every table of the demo dataset (the dashboard reads a dozen of them), ids kept,
 *    after removing the PGlite store's own demo dataset, so every reference still holds.
 * Rows are copied in chunks by id as JSON, with each table's secondary indexes dropped before and
 * built afterwards (one pass each, far faster than keeping them up to date row by row), foreign
 * keys and triggers off for the load (session_replication_role = replica; PGlite is a superuser).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Tx } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { ensureBootstrap } from '../../apps/server/src/seed/bootstrap';
import { clearDataset } from '../../apps/server/src/seed/clear';
import { parentsFirst, schemaTables } from '../../apps/server/src/seed/dataset-tables';
import { BENCH_ENV } from './figure';

/** Rows per chunk: about 16 MB of JSON, at most 50,000 rows. */
const CHUNK_BYTES = 16_000_000;
const CHUNK_ROWS = 50_000;

type Rows<T> = { rows: T[] };

async function copyTable(source: pg.Client, target: Tx, table: string, from: { company: number; dataset: string }, toCompany: number): Promise<number> {
  const { rows: indexes } = (await target.execute(
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = ${table}::regclass and not i.indisunique and not i.indisprimary`,
  )) as Rows<{ name: string; definition: string }>;
  for (const index of indexes) await target.execute(sql.raw(`drop index ${index.name}`));

  const { rows: columns } = await source.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and column_name not in ('company_id', 'dataset') and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  const names = columns.map((c) => `"${c.column_name}"`).join(', ');
  const { rows: size } = await source.query<{ width: number | null }>(
    `select (pg_table_size($1::regclass) / nullif(greatest(reltuples, 0), 0))::integer as width from pg_class where oid = $1::regclass`,
    [table],
  );
  const chunk = Math.max(100, Math.min(CHUNK_ROWS, Math.floor(CHUNK_BYTES / Math.max(1, 2 * (size[0]?.width ?? 200)))));
  let copied = 0;
  for (let lastId = 0; ;) {
    const { rows } = await source.query<{ last: number | null; n: number; rows: string | null }>(
      `select max(id) as last, count(*)::int as n, json_agg(x)::text as rows from (
         select ${names} from "${table}" where company_id = $1 and dataset = $2 and id > $3 order by id limit ${chunk}) x`,
      [from.company, from.dataset, lastId],
    );
    const { last, n, rows: json } = rows[0]!;
    if (last === null || json === null) break;
    await target.execute(sql`
      insert into ${sql.identifier(table)} (company_id, dataset, ${sql.raw(names)})
      select ${toCompany}, ${from.dataset}, ${sql.raw(names)} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`);
    copied += n;
    lastId = last;
  }
  for (const index of indexes) await target.execute(sql.raw(index.definition));
  await target.execute(sql.raw(`analyze "${table}"`));
  return copied;
}

/** Copies the dataset's rows of `tables` (all dataset tables when omitted) into a PGlite store; answers the time taken and rows copied. */
async function copyTables(fromUrl: string, toDataDir: string, dataset: string, tables: string[] | null): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const source = new pg.Client({ connectionString: fromUrl });
  await source.connect();
  const config = loadConfig({ ...BENCH_ENV, DATA_DIR: toDataDir, DEMO_CUSTOMERS: '0', LOG_LEVEL: 'silent' });
  const target = await openDatabase({ dataDir: config.dataDir });
  let rows = 0;
  try {
    await runMigrations(target);
    const { companyId } = await ensureBootstrap(target, config, { info: () => undefined });
    const from = await source.query<{ id: number }>('select id from companies where code = $1', [config.companyCode]);
    const sourceCompany = from.rows[0]!.id;
    const datasetTables = parentsFirst(schemaTables().filter((t) => t.scope === 'dataset')).map((t) => t.name);
    await target.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      if (tables === null) await clearDataset(tx, { companyId, dataset: dataset as 'demo' });
      for (const table of tables ?? datasetTables) {
        rows += await copyTable(source, tx, table, { company: sourceCompany, dataset }, companyId);
        // Later inserts (an action, a test) take ids after the copied ones.
        await tx.execute(
          sql.raw(`select setval(s, greatest((select max(id) from "${table}"), 1)) from pg_get_serial_sequence('${table}', 'id') s where s is not null`),
        );
      }
    });
  } finally {
    await source.end();
    await target.close();
  }
  return { ms: performance.now() - started, rows };
}

/** Every row of a PostgreSQL store's dataset into a PGlite store (replacing its own); answers the time taken and rows copied. */
export function copyDataset(fromUrl: string, toDataDir: string, dataset = 'demo'): Promise<{ ms: number; rows: number }> {
  return copyTables(fromUrl, toDataDir, dataset, null);
}

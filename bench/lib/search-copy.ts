/**
 * A PGlite store for the search benchmark holding the same search entries as a PostgreSQL store
 * seeded by `npm run seed`. The generator itself needs hours for a million customers on PGlite
 * (about five times PostgreSQL's time on this machine), and search reads nothing but
 * search_entries: the entries are copied in chunks, with the table's indexes built afterwards.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { ensureBootstrap } from '../../apps/server/src/db/seed/bootstrap';

const CHUNK = 50_000;

export async function copySearchEntries(fromUrl: string, toDataDir: string, dataset = 'demo'): Promise<number> {
  const started = performance.now();
  const source = new pg.Client({ connectionString: fromUrl });
  await source.connect();
  const config = loadConfig({ DATA_DIR: toDataDir, DEMO_CUSTOMERS: '0', LOG_LEVEL: 'silent' });
  const target = await openDatabase({ dataDir: config.dataDir });
  try {
    await runMigrations(target);
    const { companyId } = await ensureBootstrap(target, config, { info: () => undefined });
    const from = await source.query<{ id: number }>('select id from companies where code = $1', [config.companyCode]);
    const sourceCompany = from.rows[0]!.id;

    const { rows: indexes } = (await target.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'search_entries' and indexname <> 'search_entries_pkey'`,
    )) as { rows: { indexname: string; indexdef: string }[] };
    for (const index of indexes) await target.db.execute(sql.raw(`drop index ${index.indexname}`));

    const { rows: columns } = await source.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'search_entries' and column_name not in ('id', 'company_id', 'dataset') order by ordinal_position`,
    );
    const names = columns.map((c) => c.column_name).join(', ');
    for (let lastId = 0; ; ) {
      const chunk = await source.query<{ last: number | null; rows: string | null }>(
        `select max(id) as last, json_agg(x)::text as rows from (
           select id, ${names} from search_entries where company_id = $1 and dataset = $2 and id > $3 order by id limit ${CHUNK}) x`,
        [sourceCompany, dataset, lastId],
      );
      const { last, rows } = chunk.rows[0]!;
      if (last === null || rows === null) break;
      await target.db.execute(sql`
        insert into search_entries (company_id, dataset, ${sql.raw(names)})
        select ${companyId}, ${dataset}, ${sql.raw(names)} from json_populate_recordset(null::search_entries, ${rows}::json)`);
      lastId = last;
    }
    for (const index of indexes) await target.db.execute(sql.raw(index.indexdef));
    await target.db.execute(sql`analyze search_entries`);
  } finally {
    await source.end();
    await target.close();
  }
  return performance.now() - started;
}

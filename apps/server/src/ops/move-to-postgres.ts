import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { summarizeStore, type StoreSummary } from './store-summary';

/** Rows read from PGlite and written to PostgreSQL at a time: one JSON parameter each way. */
const BATCH_ROWS = 5_000;

interface TableCount {
  table: string;
  source: number;
  target: number;
}

export interface MoveReport {
  tables: TableCount[];
  source: StoreSummary;
  target: StoreSummary;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The app's tables (schema public; a partition is a table of its own, its rows copied into it), and
 * of each the columns a row is written with (generated ones are computed again).
 */
async function tablesOf(pglite: PGlite) {
  const { rows } = await pglite.query<{ table: string; columns: string[] }>(
    `select c.relname as "table", array_agg(a.attname order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind = 'r'
     group by c.relname order by c.relname`,
  );
  return rows;
}

/** Refuses a database that already has tables of its own: the move fills an empty one. */
async function expectEmptyTarget(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
  if (rows[0]!.n > 0) throw new Error('The target database already has tables: move into an empty database.');
}

/** Copies one table in ctid order, BATCH_ROWS at a time; answers the rows copied. */
async function copyTable(pglite: PGlite, client: pg.Client, table: string, columns: string[]) {
  const list = columns.map(quoted).join(', ');
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    // As JSON text, never parsed here: numeric and bigint values pass exactly.
    const { rows } = await pglite.query<{ at: string; row: string }>(
      `select ctid::text as at, to_json(t)::text as row from ${quoted(table)} t where ctid > $1::tid order by ctid limit ${BATCH_ROWS}`,
      [after],
    );
    if (!rows.length) return copied;
    await client.query(`insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, $1::json)`, [
      `[${rows.map((r) => r.row).join(',')}]`,
    ]);
    copied += rows.length;
    after = rows.at(-1)!.at;
  }
}

/** Each sequence of the source as it stands, so new ids continue where the embedded store left off. */
async function copySequences(pglite: PGlite, client: pg.Client) {
  const { rows } = await pglite.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, value } of rows) if (value !== null) await client.query(`select setval($1::regclass, $2::bigint, true)`, [quoted(name), value]);
}

const countRows = async (query: (sql: string) => Promise<number>, table: string) => query(`select count(*)::int as n from ${quoted(table)}`);

/**
 * Moves a PGlite store (`source`, its server stopped) into the empty PostgreSQL database `databaseUrl`: the
 * same migrations make the schema, every table of every company and dataset is copied with its ids
 * (stored files included), the sequences are set where the source left them, and the row counts of
 * every table and the money and file totals of both sides are compared. Triggers are off while
 * rows are copied (session_replication_role replica, which needs a superuser): the search entries
 * and change notices are rows copied like the rest. Queued jobs (pg-boss) are not moved.
 */
export async function moveToPostgres(source: Database, databaseUrl: string): Promise<MoveReport> {
  if (!source.pglite) throw new Error('The store to move is not PGlite.');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let target: Database | undefined;
  try {
    await expectEmptyTarget(client);
    await runMigrations(source);
    target = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await runMigrations(target);
    const pglite = source.pglite;
    const tables = await tablesOf(pglite);

    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    // What the migrations wrote (reference rows) gives way to the source's own.
    await client.query(`truncate ${tables.map((t) => quoted(t.table)).join(', ')}`);
    for (const { table, columns } of tables) await copyTable(pglite, client, table, columns);
    await copySequences(pglite, client);
    await client.query('commit');

    const counts: TableCount[] = [];
    for (const { table } of tables) {
      counts.push({
        table,
        source: await countRows(async (sql) => (await pglite.query<{ n: number }>(sql)).rows[0]!.n, table),
        target: await countRows(async (sql) => (await client.query<{ n: number }>(sql)).rows[0]!.n, table),
      });
    }
    return { tables: counts, source: await summarizeStore(source), target: await summarizeStore(target) };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    await target?.close();
  }
}

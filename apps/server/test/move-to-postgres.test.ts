import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onServer } from '../../../scripts/postgres-databases';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { sqlRows } from '../src/db/sql-rows';
import { moveToPostgres, type MoveReport } from '../src/ops/move-to-postgres';
import { login } from './helpers';
import { prepareDatabase, testConfig } from './template';

/**
 * Issue 29 item 3: a demo PGlite store moved into an empty PostgreSQL database (the server of
 * TEST_DATABASE_URL): every table's rows, the money and file totals, the sequences, and a server
 * started on it signs in and writes new rows after the old ids.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `wattle_move_${process.pid}_${Date.now()}`;
let source: Database;
let report: MoveReport;

const sequences = async (database: Pick<Database, 'db'>) =>
  sqlRows<{ name: string; value: string | null }>(
    database.db,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by sequencename`,
  );

describe.runIf(serverUrl)('npm run move-to-postgres', () => {
  beforeAll(async () => {
    source = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(source, testConfig({ DEMO_CUSTOMERS: '12' }));
    await onServer(serverUrl!, `create database ${name}`);
    report = await moveToPostgres(source, databaseUrl(serverUrl!, name));
  }, 240_000);

  afterAll(async () => {
    await source?.close();
    await onServer(serverUrl!, `drop database if exists ${name} with (force)`);
  });

  it('copies every table of every company and dataset with its ids, files included, and the totals agree', async () => {
    expect(report.tables.filter((t) => t.source !== t.target)).toEqual([]);
    expect(report.tables.find((t) => t.table === 'stored_file_chunks')!.target).toBeGreaterThan(0);
    expect(report.target).toEqual(report.source);
    expect(report.source.invoices).toBeGreaterThan(0);
  });

  it('sets every sequence where the embedded store left it; a server on the copy signs in, and every next id comes after the old ones', async () => {
    const target = await openDatabase({ databaseUrl: databaseUrl(serverUrl!, name), dataDir: 'memory://' });
    try {
      expect(await sequences(target)).toEqual(await sequences(source));
      const app = await buildApp({ config: testConfig({ JOBS: 'off' }), database: target, logger: false });
      try {
        await app.ready();
        expect(await login(app)).toBeTruthy();
        // Each serial column's next id comes after every id the store holds.
        const serials = await sqlRows<{ table: string; column: string; seq: string }>(
          target.db,
          sql`select c.relname as "table", a.attname as "column", pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
            from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
            join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
            where c.relkind = 'r' and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
        );
        expect(serials.length).toBeGreaterThan(50);
        const behind: string[] = [];
        for (const { table, column, seq } of serials) {
          const [row] = await sqlRows<{ ahead: boolean }>(
            target.db,
            sql.raw(`select nextval('${seq}') > coalesce((select max("${column}") from "${table}"), 0) as ahead`),
          );
          if (!row!.ahead) behind.push(`${table}.${column}`);
        }
        expect(behind).toEqual([]);
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }
  });

  it('refuses a database that already has tables, writing nothing', async () => {
    await expect(moveToPostgres(source, databaseUrl(serverUrl!, name))).rejects.toThrow(/already has tables/);
  });
});

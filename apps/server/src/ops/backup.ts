import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

const run = promisify(execFile);

/** Where a store is: a PostgreSQL database, or PGlite in a data folder (`memory://` in tests). */
export interface StoreLocation {
  databaseUrl?: string;
  dataDir: string;
}

/** pg_dump's custom format starts "PGDMP"; PGlite's data-directory dump is a gzipped tarball. */
const POSTGRES_DUMP = Buffer.from('PGDMP');
const GZIP = Buffer.from([0x1f, 0x8b]);

type BackupKind = Database['kind'];

function kindOf(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.subarray(0, 5).equals(POSTGRES_DUMP)) return 'postgres';
  if (head.subarray(0, 2).equals(GZIP)) return 'pglite';
  throw new Error(`${file} is not a Wattle backup (neither a pg_dump custom-format file nor a PGlite data-directory dump).`);
}

/**
 * Backs up a whole store into `file`, every company and dataset, stored files included (they are
 * rows of stored_files with the default FILE_STORE): PostgreSQL with pg_dump's custom format,
 * PGlite with its own data-directory dump (gzipped tar). The PGlite store must not be in use by a
 * server meanwhile (docs/operations.md).
 */
export async function backupDatabase(database: Database, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (database.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${database.connectionString!}`]);
    return;
  }
  const dump = await database.pglite!.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** Refuses a target that already holds a store: a restore never mixes two. */
async function expectEmpty(target: StoreLocation): Promise<void> {
  if (!target.databaseUrl) {
    const folder = path.join(target.dataDir, 'pglite');
    if (!target.dataDir.startsWith('memory://') && fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
      throw new Error(`${folder} already holds a store: restore into an empty DATA_DIR.`);
    }
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    if (rows[0]!.n > 0) throw new Error('The target database already has tables: restore into an empty database.');
    // Roles belong to the server, not the database: the grants in the dump need the app's role.
    await client.query(`do $$ begin if not exists (select 1 from pg_roles where rolname = 'wattle_app') then create role wattle_app nologin; end if; end $$`);
  } finally {
    await client.end();
  }
}

/** Restores `file` (backupDatabase's) into an empty store at `target` and answers it opened. */
export async function restoreDatabase(target: StoreLocation, file: string): Promise<Database> {
  const kind = kindOf(file);
  const wanted: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    throw new Error(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it.`
        : `${file} is a PGlite backup: restore it without DATABASE_URL, into an empty DATA_DIR.`,
    );
  }
  await expectEmpty(target);
  if (kind === 'postgres') {
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.databaseUrl!}`, file]);
    return openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  }
  return openDatabase({ dataDir: target.dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { sql, type Logger, type RelationalSchemaConfig, type TablesRelationalConfig } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ChangeFeed, listeningClient, listenPglite, listenPostgres } from './changes';
import * as schema from './schema/index';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Called with the text of every statement this process sends that may change rows. */
type WriteListener = (statement: string) => void;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Subscribes to the statements of this process that may write (anything but select, begin,
   * commit…), seen through Drizzle's query logger before they run; returns the unsubscribe. For
   * observing what a piece of work writes (the upgrade test); caches use `changes`.
   */
  onWrite(listener: WriteListener): () => void;
  /** The change notices every committed write sends (db/changes.ts): what in-memory caches drop entries on. */
  changes: ChangeFeed;
  /** The PGlite instance (pg-boss runs on it) when embedded. */
  pglite?: PGlite;
  pool?: pg.Pool;
  connectionString?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A PGlite data-directory dump to start from (tests clone one migrated store). */
  loadDataDir?: Blob;
}

/** Statements that never change rows; everything else reaches the write listeners. */
const READ_ONLY = /^\s*(?:select|begin|commit|rollback|savepoint|release|show)\b/i;

/** Drizzle's query logger, used as the hook that sees every statement before it is sent. */
function writeWatch() {
  const listeners = new Set<WriteListener>();
  const logger: Logger = {
    logQuery(query) {
      if (listeners.size === 0 || READ_ONLY.test(query)) return;
      for (const listener of listeners) listener(query);
    },
  };
  const onWrite = (listener: WriteListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { logger, onWrite };
}

/**
 * Pool size: a request holds a connection only for its scoped transaction (a few statements),
 * so a handful of connections serve many concurrent requests; more only adds PostgreSQL
 * back-ends competing for the same cores (measured with the API-under-load bench figure).
 */
const POOL_MAX = 10;

type Work<T> = (tx: Tx) => Promise<T>;
type Runner = <T>(setup: string, work: Work<T>) => Promise<T>;

/** The transaction runner of each open database (see `transactionWith`). */
const runners = new WeakMap<Db, Runner>();

/**
 * Runs `work` in a transaction that first runs `setup`: one statement (or several separated by
 * `;`) sent as plain text with no parameters, so callers inline only values they have checked.
 * On PostgreSQL, `begin` and `setup` travel in one round trip, each pooled connection keeps its
 * Drizzle transaction object, and a transaction that sent only reads (select…) returns before
 * its commit has come back; on PGlite `setup` runs through the simple protocol (one call
 * into PostgreSQL instead of the five of a parameterised query). Rolls back when `work` throws.
 */
export async function transactionWith<T>(db: Db, setup: string, work: Work<T>): Promise<T> {
  const committed: AfterCommit[] = [];
  const tracked: Work<T> = async (tx) => {
    afterCommits.set(tx, committed);
    try {
      return await work(tx);
    } finally {
      afterCommits.delete(tx);
    }
  };
  const runner = runners.get(db);
  const result = runner
    ? await runner(setup, tracked)
    : await db.transaction(async (tx) => {
        await tx.execute(sql.raw(setup));
        return tracked(tx);
      });
  for (const work of committed) await work(db);
  return result;
}

/** Work after a commit, given the database the transaction was on. */
type AfterCommit = (db: Db) => Promise<void>;
/** The work each open transaction (of transactionWith) runs once it has committed. */
const afterCommits = new WeakMap<Tx, AfterCommit[]>();

/**
 * Runs `work` once `tx` has committed (never when it rolls back), before transactionWith returns:
 * what must not happen before the rows it reads are visible to others, queueing a job above all.
 */
export function afterCommit(tx: Tx, work: AfterCommit): void {
  const committed = afterCommits.get(tx);
  if (!committed) throw new Error('afterCommit needs a transaction of transactionWith (a scoped one)');
  committed.push(work);
}

/** What Drizzle keeps of the schema for relational queries (the `_` of a database handle). */
function relationalOf(db: Db): RelationalSchemaConfig<TablesRelationalConfig> {
  const { schema: tables, fullSchema, tableNamesMap } = db._;
  return { schema: tables!, fullSchema, tableNamesMap };
}

/** A pooled connection's Drizzle transaction object, and whether its current transaction wrote. */
interface Connection {
  tx: Tx;
  wrote: boolean;
}

function postgresRunner(pool: pg.Pool, db: Db, logger: Logger): Runner {
  const dialect = new PgDialect();
  const relational = relationalOf(db);
  const connections = new WeakMap<pg.PoolClient, Connection>();
  const connectionOf = (client: pg.PoolClient) => {
    let connection = connections.get(client);
    if (!connection) {
      const c = { wrote: false } as Connection;
      const watch: Logger = {
        logQuery(query, params) {
          if (!READ_ONLY.test(query)) c.wrote = true;
          logger.logQuery(query, params);
        },
      };
      c.tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, relational, { logger: watch }), relational) as unknown as Tx;
      connections.set(client, (connection = c));
    }
    return connection;
  };
  // A connection that failed to commit or roll back is dropped rather than handed to the next request.
  const release = (client: pg.PoolClient, ending: Promise<unknown>) =>
    ending.then(
      () => client.release(),
      (error: unknown) => {
        client.release(error instanceof Error ? error : true);
        throw error;
      },
    );

  return async (setup, work) => {
    const client = await pool.connect();
    const connection = connectionOf(client);
    connection.wrote = false;
    let result;
    try {
      await client.query(`begin; ${setup}`);
      result = await work(connection.tx);
    } catch (error) {
      await release(client, client.query('rollback')).catch(() => undefined);
      throw error;
    }
    const committed = release(client, client.query('commit'));
    // A transaction that only read has nothing to make durable: its answer does not wait for
    // the commit round trip (the connection goes back to the pool once the commit is done).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- work() sets it through the connection.
    if (connection.wrote) await committed;
    else committed.catch(() => undefined);
    return result;
  };
}

function pgliteRunner(pglite: PGlite, db: Db, logger: Logger): Runner {
  const dialect = new PgDialect();
  const relational = relationalOf(db);
  // PGlite runs one transaction at a time, so one Drizzle transaction object serves them all:
  // its client hands each statement to the transaction open at that moment.
  let open: Transaction | null = null;
  const current = () => {
    if (!open) throw new Error('no scoped transaction is open');
    return open;
  };
  const client = { query: (...args: Parameters<Transaction['query']>) => current().query(...args) } as unknown as Transaction;
  const tx = new PgliteTransaction(dialect, new PgliteSession(client, dialect, relational, { logger }), relational) as unknown as Tx;
  return (setup, work) =>
    pglite.transaction(async (transaction) => {
      open = transaction;
      try {
        await transaction.exec(setup);
        return await work(tx);
      } finally {
        open = null;
      }
    });
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const { logger, onWrite } = writeWatch();
  if (opts.databaseUrl) {
    // JIT compiling costs a few hundred milliseconds a statement and pays off only for long analytic
    // scans; request statements are short, and a queue count over a million rows was estimated dear
    // enough to be compiled every time (docs/dashboard.md).
    const changes = new ChangeFeed();
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_MAX, options: '-c jit=off', Client: listeningClient(changes) });
    // numeric stays a decimal string (money is never a JS number); bigint counts as number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    runners.set(db, postgresRunner(pool, db, logger));
    const stopListening = listenPostgres(opts.databaseUrl, changes);
    const close = async () => {
      await stopListening();
      await pool.end();
    };
    return { kind: 'postgres', db, onWrite, changes, pool, connectionString: opts.databaseUrl, close };
  }
  const dir = opts.dataDir.startsWith('memory://') ? opts.dataDir : path.join(opts.dataDir, 'pglite');
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent, btree_gin },
    parsers: { 20: (v: string) => Number(v) },
    loadDataDir: opts.loadDataDir,
  });
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Db;
  runners.set(db, pgliteRunner(pglite, db, logger));
  const changes = new ChangeFeed();
  await listenPglite(pglite, changes);
  return { kind: 'pglite', db, onWrite, changes, pglite, close: () => pglite.close() };
}

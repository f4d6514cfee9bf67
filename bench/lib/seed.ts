/**
 * Large stores for the figures that need one (search, dashboard), prepared once per store and
 * bench run and shared by those figures:
 *  - PostgreSQL: the server's own generator, `npm run seed -- --customers N`;
 *  - PGlite: the PostgreSQL store's dataset copied in (lib/search-copy.ts), when PostgreSQL is
 *    here: the generator needs hours for a million customers on PGlite. Without PostgreSQL,
 *    PGlite is seeded by the generator.
 * A store prepared earlier can be reused: BENCH_LARGE_DATA_DIR (PGlite) or BENCH_LARGE_DATABASE_URL
 * (PostgreSQL), holding the same N. Ask for PostgreSQL's store first (PGlite's is copied from it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from '../../scripts/wattle-server';
import type { Store } from './figure';
import { count } from './format';
import { copyDataset } from './search-copy';

const SEED_TIMEOUT_MS = 4 * 60 * 60 * 1000;

/** `npm run seed -- --customers N` on the store; resolves with its duration. */
export function seedCustomers(env: Record<string, string>, customers: number, logFile: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const child = spawn('npm', ['run', 'seed', '--', '--customers', String(customers)], {
      cwd: repoRoot,
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', log, log],
      timeout: SEED_TIMEOUT_MS,
    });
    fs.closeSync(log);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`npm run seed exited with ${code}; see ${logFile}`))));
  });
}

export interface LargeStore {
  env: Record<string, string>;
  /** How this run filled the store and how long that took; null for a reused store or one an earlier figure filled. */
  made: { how: string; ms: number } | null;
}

export const isPostgres = (store: Store) => store.label.startsWith('PostgreSQL');

const prepared = new Map<string, Promise<LargeStore>>();

/** The store holding `customers` customers: reused from the environment, from an earlier figure, or filled now. */
export function largeStore(store: Store, customers: number, logFile: string): Promise<LargeStore> {
  const key = `${isPostgres(store) ? 'postgres' : 'pglite'}:${customers}`;
  const earlier = prepared.get(key);
  if (earlier) return earlier.then(({ env }) => ({ env, made: null }));
  const postgres = isPostgres(store);
  const reuse = postgres ? process.env.BENCH_LARGE_DATABASE_URL : process.env.BENCH_LARGE_DATA_DIR;
  const source = postgres ? undefined : prepared.get(`postgres:${customers}`);
  const ready = (async (): Promise<LargeStore> => {
    if (reuse) {
      const env: Record<string, string> = postgres ? { ...store.freshEnv(), DATABASE_URL: reuse } : { ...store.freshEnv(), DATA_DIR: reuse };
      return { env, made: null };
    }
    const env = store.freshEnv();
    if (source) {
      const { rows, ms } = await copyDataset((await source).env.DATABASE_URL!, env.DATA_DIR!);
      return { env, made: { how: `the PostgreSQL store's ${count(rows)} demo rows copied in, indexes built`, ms } };
    }
    return { env, made: { how: `npm run seed -- --customers ${customers}`, ms: await seedCustomers(env, customers, logFile) } };
  })();
  prepared.set(key, ready);
  return ready;
}

/** The stores in the order largeStore wants them: PostgreSQL first. */
export const postgresFirst = (stores: Store[]) => stores.toSorted((a, b) => Number(isPostgres(b)) - Number(isPostgres(a)));

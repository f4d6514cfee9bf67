/**
 * Large stores for the figures that need one (search, dashboard): the server's own generator,
 * `npm run seed -- --customers N`, run once per store and bench run and shared by those figures.
 * A store seeded earlier can be reused: BENCH_LARGE_DATA_DIR (PGlite) or BENCH_LARGE_DATABASE_URL
 * (PostgreSQL), seeded with the same N.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from '../../scripts/wattle-server';
import type { Store } from './figure';

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
  /** How long seeding took, or null for a reused store or one seeded by an earlier figure. */
  seedMs: number | null;
}

const seeded = new Map<string, Promise<LargeStore>>();

/** The store seeded with `customers` customers: reused from the environment, from an earlier figure, or seeded now. */
export function largeStore(store: Store, customers: number, logFile: string): Promise<LargeStore> {
  const key = `${store.label}:${customers}`;
  const earlier = seeded.get(key);
  if (earlier) return earlier.then(({ env }) => ({ env, seedMs: null }));
  const postgres = store.label.startsWith('PostgreSQL');
  const reuse = postgres ? process.env.BENCH_LARGE_DATABASE_URL : process.env.BENCH_LARGE_DATA_DIR;
  const ready = (async (): Promise<LargeStore> => {
    if (reuse) {
      const env: Record<string, string> = postgres ? { DATABASE_URL: reuse, DATA_DIR: store.freshEnv().DATA_DIR! } : { DATA_DIR: reuse };
      return { env, seedMs: null };
    }
    const env = store.freshEnv();
    return { env, seedMs: await seedCustomers(env, customers, logFile) };
  })();
  seeded.set(key, ready);
  return ready;
}

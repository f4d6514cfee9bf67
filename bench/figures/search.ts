/**
 * Global search at a million customers (issue 4): search-by-text latency over a few hundred mixed
 * queries with 20 concurrent searchers, through the real server and HTTP, on each database.
 *
 * The dataset is the server's own generator (`npm run seed -- --customers N`, N = 1,000,000 unless
 * BENCH_SEARCH_CUSTOMERS says otherwise), run on PostgreSQL; PGlite gets the same rows copied from
 * it (lib/seed.ts: the generator needs hours for a million customers there). The stores are shared
 * with the dashboard figure; reuse stores prepared earlier with BENCH_LARGE_DATABASE_URL and
 * BENCH_LARGE_DATA_DIR (or BENCH_SEARCH_DATABASE_URL / BENCH_SEARCH_DATA_DIR for this figure only).
 *
 * Searchers search like the dialog: each search asks the three contexts at once. The target row
 * paces each searcher to one search per SEARCH_DEBOUNCE_MS (the dialog cannot search more often);
 * a second row runs them back to back, which measures capacity rather than what a user waits.
 */
import { eq } from 'drizzle-orm';
import { SEARCH_DEBOUNCE_MS } from '@wattle/contract';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { companies } from '../../apps/server/src/db/schema/index';
import { startWattle } from '../../scripts/wattle-server';
import type { Figure, Row, Store } from '../lib/figure';
import { count, ms, seconds } from '../lib/format';
import { benchQueries } from '../lib/search-queries';
import { percentile } from '../lib/percentile';
import { runSearchers, type SearchLoadResult } from '../lib/search-load';
import { isPostgres, largeStore, postgresFirst, type LargeStore } from '../lib/seed';
import { signIn } from '../lib/session';

const CUSTOMERS = Number(process.env.BENCH_SEARCH_CUSTOMERS ?? 1_000_000);
const SEARCHERS = 20;
const QUERIES = 300;

/** A store given for search only (BENCH_SEARCH_*), else the large store the dashboard figure shares. */
async function prepare(store: Store, logFile: string): Promise<LargeStore> {
  const reuse = isPostgres(store) ? process.env.BENCH_SEARCH_DATABASE_URL : process.env.BENCH_SEARCH_DATA_DIR;
  if (reuse) return { env: isPostgres(store) ? { DATABASE_URL: reuse, DATA_DIR: store.freshEnv().DATA_DIR! } : { DATA_DIR: reuse }, made: null };
  return largeStore(store, CUSTOMERS, logFile);
}

/** The mix, read from the store before the server opens it (PGlite allows one process). */
async function queriesOf(env: Record<string, string>) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const [company] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, config.companyCode));
    return await benchQueries(database, company!.id, 'demo', QUERIES);
  } finally {
    await database.close();
  }
}

const describe = (r: SearchLoadResult) =>
  `p50 ${ms(percentile(r.latencies, 50))} · p95 ${ms(percentile(r.latencies, 95))} · p99 ${ms(percentile(r.latencies, 99))} · ` +
  `${count(r.latencies.length)} requests in ${seconds(r.seconds * 1000)} (${count(r.latencies.length / r.seconds)} req/s) · ` +
  `${count(r.failures)} failed · ${r.queriesWithResults} of ${r.latencies.length / 3} searches found something`;

const byKind = (r: SearchLoadResult) =>
  [...r.byKind]
    .map(([kind, values]) => ({ kind, p95: percentile(values, 95) }))
    .toSorted((a, b) => b.p95 - a.p95)
    .map(({ kind, p95 }) => `${kind} ${ms(p95)}`)
    .join(' · ');

export const searchLatency: Figure = {
  title: `Global search at ${count(CUSTOMERS)} customers`,
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    // PostgreSQL first: PGlite's store is copied from it.
    for (const store of postgresFirst(stores)) {
      const { env, made } = await prepare(store, scratch('search-seed.log'));
      if (made) rows.push({ figure: `Dataset for search and the dashboard: ${made.how}`, database: store.label, result: seconds(made.ms) });
      const queries = await queriesOf(env);
      const server = await startWattle({ env: { ...env, DEMO_CUSTOMERS: '0', JOBS: 'off' }, logFile: scratch('search-server.log'), timeoutMs: 600_000 });
      try {
        const load = { baseUrl: server.url, cookie: await signIn(server.url, true), searchers: SEARCHERS };
        await runSearchers({ ...load, queries: queries.slice(0, 60), paceMs: 0 });
        const mix = `${queries.length} mixed queries × 3 contexts`;
        const paced = await runSearchers({ ...load, queries, paceMs: SEARCH_DEBOUNCE_MS });
        rows.push({
          figure: `Search by text, ${SEARCHERS} searchers, one search per ${count(SEARCH_DEBOUNCE_MS)} ms each (${mix})`,
          database: store.label,
          result: describe(paced),
        });
        rows.push({ figure: 'The same, p95 by kind of query', database: store.label, result: byKind(paced) });
        const flat = await runSearchers({ ...load, queries, paceMs: 0 });
        rows.push({ figure: `Search by text, ${SEARCHERS} searchers back to back (capacity; ${mix})`, database: store.label, result: describe(flat) });
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};

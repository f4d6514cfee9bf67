/**
 * Server-defined sections (issue 5): how long a customer's transaction list takes to answer when
 * the customer has 5,000 transactions (target: p95 under 100 ms), and how long the Excel export of
 * 100,000 rows takes, through the real server and HTTP, on each database.
 *
 * The server generates a small demo dataset on first start; the transactions are then added to one
 * demo customer directly in the store (the server stopped: PGlite allows one process), as a bill
 * history would have left them, and the server is started again to measure.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { startWattle, type WattleServer } from '../scripts/wattle-server';
import type { Figure, Row, Store } from './lib/figure';
import { count, ms, seconds } from './lib/format';
import { percentile } from './lib/percentile';
import { signIn } from './lib/session';

const LATENCY_TRANSACTIONS = 5_000;
const EXPORT_ROWS = 100_000;
const REQUESTS = 200;
const WARM_UP = 20;
const DEMO_CUSTOMERS = '20';

/** Demo customer 1 gets `transactions` more transactions; returns its customer and account ids. */
async function addTransactions(env: Record<string, string>, transactions: number) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
    const { rows } = (await database.db.execute(
      sql`select a.company_id, a.customer_id, a.id from customer_accounts a where a.dataset = 'demo' order by a.customer_id, a.id limit 1`,
    )) as unknown as { rows: { company_id: number; customer_id: number; id: number }[] };
    const account = rows[0]!;
    await database.db.execute(sql`
      insert into transactions (company_id, dataset, customer_account_id, transaction_date, transaction_type, description, reference, amount, insert_user)
      select ${account.company_id}, 'demo', ${account.id}, date '2015-01-01' + (g % 3650),
        (array['INVOICE', 'PAYMENT', 'FEE', 'ADJUSTMENT'])[1 + g % 4],
        'Bench transaction ' || g, 'BENCH-' || g, ((g % 400) - 200)::numeric / 4, 'bench'
      from generate_series(1, ${transactions}) g`);
    return { customerId: account.customer_id, accountId: account.id };
  } finally {
    await database.close();
  }
}

/** A server on `store` whose first demo customer has `transactions` extra transactions. */
async function serverWith(store: Store, scratch: (name: string) => string, transactions: number) {
  const env = { ...store.freshEnv(), DEMO_CUSTOMERS, JOBS: 'off' };
  const first = await startWattle({ env, logFile: scratch('sections-seed.log'), timeoutMs: 600_000 });
  await first.stop();
  const customer = await addTransactions(env, transactions);
  const server = await startWattle({ env, logFile: scratch('sections.log'), timeoutMs: 600_000 });
  const cookie = await signIn(server.url, true);
  return { server, cookie, customer };
}

async function sectionId(server: WattleServer, cookie: string, code: string) {
  const res = await fetch(`${server.url}/api/display/sections?codes=${code}`, { headers: { cookie } });
  return ((await res.json()) as { sections: { id: number }[] }).sections[0]!.id;
}

/** Sequential requests after a warm-up: p50 and p95 in ms. */
async function latency(url: string, cookie: string) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

const TARGET_MS = 100;

export const sectionsLatency: Figure = {
  title: `Section data for a customer with ${count(LATENCY_TRANSACTIONS)} transactions`,
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    for (const store of stores) {
      const { server, cookie, customer } = await serverWith(store, scratch, LATENCY_TRANSACTIONS);
      try {
        const id = await sectionId(server, cookie, 'ARTRANS');
        const parameters = encodeURIComponent(JSON.stringify(customer));
        const base = `${server.url}/api/display/sections/${id}/data?parameters=${parameters}`;
        const cases: [string, string][] = [
          ['first page of 50', base],
          ['search "fee"', `${base}&search=fee`],
          ['sorted by amount', `${base}&sortBy=amount&sortDescending=true`],
          ['last page', `${base}&page=${Math.ceil(LATENCY_TRANSACTIONS / 50)}`],
          ['page of 1,000', `${base}&itemsPerPage=1000`],
        ];
        for (const [what, url] of cases) {
          const times = await latency(url, cookie);
          const p95 = percentile(times, 95);
          rows.push({
            figure: `Transaction list (ARTRANS), ${what}, ${count(REQUESTS)} requests`,
            database: store.label,
            result: `p50 ${ms(percentile(times, 50))} · p95 ${ms(p95)} · ${p95 < TARGET_MS ? 'within' : 'over'} the ${TARGET_MS} ms target`,
          });
        }
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};

export const sectionsExport: Figure = {
  title: `Excel export of ${count(EXPORT_ROWS)} rows`,
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    for (const store of stores) {
      const { server, cookie, customer } = await serverWith(store, scratch, EXPORT_ROWS);
      try {
        const id = await sectionId(server, cookie, 'ARTRANS');
        const started = performance.now();
        const res = await fetch(`${server.url}/api/display/sections/${id}/export?parameters=${encodeURIComponent(JSON.stringify(customer))}`, {
          headers: { cookie },
        });
        const bytes = (await res.arrayBuffer()).byteLength;
        if (!res.ok) throw new Error(`export: ${res.status}`);
        rows.push({
          figure: `Transaction list (ARTRANS) to .xlsx, ${count(EXPORT_ROWS)}+ rows streamed`,
          database: store.label,
          result: `${seconds(performance.now() - started)} · ${count(bytes / 1024)} KiB`,
        });
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};

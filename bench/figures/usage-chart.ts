/**
 * Usage chart (issue 15): GET /api/account/{id}/daily-usage-reads-chart/data for a site account
 * with 3 years of daily reads on 3 registers (peak, shoulder, off-peak), over the default 3 months
 * and over all 3 years, through the real server and HTTP, one request after another on each
 * database. Targets: p95 under 50 ms on PostgreSQL and 150 ms on PGlite.
 *
 * The server writes a small demo dataset on first start; the registers and reads are then added to
 * one demo site account directly in the store (the server stopped: PGlite allows one process).
 */
import { addIsoDays, businessDateIn, servicesEndpoints } from '@wattle/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { startWattle } from '../../scripts/wattle-server';
import type { Figure, Row, Store } from '../lib/figure';
import { ms } from '../lib/format';
import { percentile } from '../lib/percentile';
import { signIn } from '../lib/session';

const YEARS = 3;
const REGISTERS = ['PWR_PEAK', 'PWR_SHOULDER', 'PWR_OFFPEAK'];
const REQUESTS = 200;
const WARM_UP = 20;
/** p95 targets by database (the PostgreSQL store's label carries its version). */
const targetOf = (label: string) => (label.startsWith('PostgreSQL') ? 50 : 150);

/** The first demo site account gets 3 registers with a read every day of the last 3 years (the ones it had leave it). */
async function addRegisters(env: Record<string, string>) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const today = businessDateIn(undefined);
    const from = addIsoDays(today, -365 * YEARS);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
    const { rows } = (await database.db.execute(
      sql`select ua.id, ua.company_id, ua.site_id, s.product_type_id from utility_accounts ua join sites s on s.id = ua.site_id
          join product_types p on p.id = s.product_type_id where ua.dataset = 'demo' and p.code = 'POWER' order by ua.id limit 1`,
    )) as unknown as { rows: { id: number; company_id: number; site_id: number; product_type_id: number }[] };
    const account = rows[0]!;
    // Its own meters leave it (their reads and imports stay with them).
    await database.db.execute(sql`update meters set utility_account_id = null where utility_account_id = ${account.id}`);
    await database.db.execute(sql`
      insert into meters (company_id, dataset, site_id, utility_account_id, product_type_id, meter_type_id, meter_code, description)
      select ${account.company_id}, 'demo', ${account.site_id}, ${account.id}, ${account.product_type_id}, mt.id, 'BENCH-' || mt.code, mt.description
      from meter_types mt where mt.dataset = 'demo' and mt.company_id = ${account.company_id} and mt.code in (${sql.join(
        REGISTERS.map((r) => sql`${r}`),
        sql`, `,
      )})`);
    await database.db.execute(sql`
      insert into meter_reads (company_id, dataset, meter_id, read_date, quantity, read_type, source)
      select m.company_id, m.dataset, m.id, d::date, round((3 + m.id % 5 + 2 * sin(extract(doy from d)))::numeric, 3),
        case when extract(day from d) = 13 then 'ESTIMATED' else 'ACTUAL' end, 'SMART'
      from meters m cross join generate_series(${from}::date, ${addIsoDays(today, -1)}::date, interval '1 day') d
      where m.utility_account_id = ${account.id}`);
    await database.db.execute(sql`analyze meter_reads`);
    return { accountId: account.id, today };
  } finally {
    await database.close();
  }
}

async function latencies(url: string, cookie: string) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const chart = (await res.json()) as { series: unknown[] };
    if (!res.ok || chart.series.length !== REGISTERS.length) throw new Error(`${url}: ${res.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

async function measure(store: Store, scratch: (name: string) => string): Promise<Row[]> {
  const env = { ...store.freshEnv(), DEMO_CUSTOMERS: '20', JOBS: 'off' };
  const first = await startWattle({ env, logFile: scratch('usage-chart-seed.log'), timeoutMs: 600_000 });
  await first.stop();
  const { accountId, today } = await addRegisters(env);
  const server = await startWattle({ env, logFile: scratch('usage-chart.log'), timeoutMs: 600_000 });
  try {
    const cookie = await signIn(server.url, true);
    const base = `${server.url}/api${servicesEndpoints.dailyUsage.path.replace(':accountId', String(accountId))}`;
    const cases: [string, string][] = [
      ['last 3 months (the default)', `${base}?startDate=${addIsoDays(today, -91)}&endDate=${today}`],
      [`all ${YEARS} years`, `${base}?endDate=${today}`],
    ];
    const target = targetOf(store.label);
    const rows: Row[] = [];
    for (const [what, url] of cases) {
      const times = await latencies(url, cookie);
      const p95 = percentile(times, 95);
      rows.push({
        figure: `Usage chart, ${YEARS} years of daily reads on ${REGISTERS.length} registers: ${what}, ${REQUESTS} requests`,
        database: store.label,
        result: `p50 ${ms(percentile(times, 50))} · p95 ${ms(p95)} · ${p95 < target ? 'within' : 'over'} the ${target} ms target`,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export const usageChartLatency: Figure = {
  title: 'Usage chart latency (3 years × 3 registers)',
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    for (const store of stores) rows.push(...(await measure(store, scratch)));
    return rows;
  },
};

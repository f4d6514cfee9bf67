/**
 * The dashboard at a million customers (issue 7, docs/dashboard.md), through the real server and
 * HTTP on each database, signed in to the large demo dataset:
 *  - the first render's data: every card's count (GET /api/dashboard/notifications), target p95 ≤ 300 ms;
 *  - a process page of 50 rows with a search and a sort, target p95 ≤ 25 ms on PostgreSQL, and the
 *    next page by its keyset cursor;
 *  - the Excel export of a whole queue (streamed), its rows, time and the server's peak memory
 *    (target: 100,000 rows under 300 MB).
 * N = 1,000,000 customers unless BENCH_DASHBOARD_CUSTOMERS says otherwise; see lib/seed.ts for reuse.
 */
import fs from 'node:fs';
import type { DashboardItem, ProcessDataResponse } from '@wattle/contract';
import { serverMain, startWattle } from '../../scripts/wattle-server';
import type { Figure, Row } from '../lib/figure';
import { count, ms, seconds } from '../lib/format';
import { percentile } from '../lib/percentile';
import { largeStore, postgresFirst } from '../lib/seed';
import { signIn } from '../lib/session';
import { latencies, timed } from '../lib/latency';

const CUSTOMERS = Number(process.env.BENCH_DASHBOARD_CUSTOMERS ?? 1_000_000);
/** Searches typed into the page: customer names and an account number's digits. */
const SEARCHES = ['smith', 'nguyen', 'kelly', 'brown', 'wilson', '10001'];
const EXPORT_PROCESS = 'ARREARS';

/** A page of 50 rows of the process. */
const pageUrl = (api: (path: string) => string, process: DashboardItem, query: Record<string, string>) =>
  api(`/dashboard/processes/${process.id}/data-with-pagination?${new URLSearchParams({ processCode: process.code, page: '1', itemsPerPage: '50', ...query })}`);

const describe = (values: number[], target?: number) =>
  `p50 ${ms(percentile(values, 50))} · p95 ${ms(percentile(values, 95))} · p99 ${ms(percentile(values, 99))} · ${values.length} requests` +
  (target ? ` (target p95 ≤ ${target} ms)` : '');

/** The server's process (the node that listens on its port), found through /proc, for its memory. */
function serverPid(port: string): number | null {
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (env.includes(`PORT=${port}`) && cmd.includes(serverMain)) return Number(pid);
    } catch {
      // a process that ended or is not ours
    }
  }
  return null;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Downloads the export, sampling the server's resident memory every 50 ms. */
async function exportWithMemory(url: string, cookie: string, pid: number | null) {
  let peak = pid ? rssMb(pid) : 0;
  const before = peak;
  const timer = pid ? setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50) : null;
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  const took = performance.now() - started;
  if (timer) clearInterval(timer);
  return { ok: res.ok, took, bytes, before, peak };
}

export const dashboardFigures: Figure = {
  title: `Dashboard at ${count(CUSTOMERS)} customers`,
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    // PostgreSQL first: PGlite's store is copied from it (lib/seed.ts).
    for (const store of postgresFirst(stores)) {
      const { env, made } = await largeStore(store, CUSTOMERS, scratch('dashboard-seed.log'));
      if (made) rows.push({ figure: `Dataset for the dashboard: ${made.how}`, database: store.label, result: seconds(made.ms) });
      // Counted on every request (DASHBOARD_COUNT_SECONDS=0): what a first load after a change costs.
      const counting = await startWattle({
        env: { ...env, DEMO_CUSTOMERS: '0', JOBS: 'off', DASHBOARD_COUNT_SECONDS: '0' },
        logFile: scratch('dashboard-server.log'),
        timeoutMs: 600_000,
      });
      try {
        const cookie = await signIn(counting.url, true);
        const api = (path: string) => `${counting.url}/api${path}`;
        const items = (await timed(api('/dashboard/user-items'), cookie)).body as DashboardItem[];
        const counts = await latencies(() => api('/dashboard/notifications'), cookie);
        rows.push({
          figure: `All cards' counts, counted on every request (DASHBOARD_COUNT_SECONDS=0, ${items.filter((i) => i.kind === 'TABLE').length} queues)`,
          database: store.label,
          result: describe(counts, 300),
        });
        const arrears = items.find((i) => i.code === EXPORT_PROCESS)!;
        const unsearched = await latencies(() => pageUrl(api, arrears, { sortBy: 'account_number' }), cookie);
        rows.push({
          figure: `Process page of 50 rows sorted, no search, total counted (${arrears.name}, by account number)`,
          database: store.label,
          result: describe(unsearched, 25),
        });
      } finally {
        await counting.stop();
      }

      const server = await startWattle({ env: { ...env, DEMO_CUSTOMERS: '0', JOBS: 'off' }, logFile: scratch('dashboard-server.log'), timeoutMs: 600_000 });
      try {
        const cookie = await signIn(server.url, true);
        const api = (path: string) => `${server.url}/api${path}`;
        const items = (await timed(api('/dashboard/user-items'), cookie)).body as DashboardItem[];
        const counts = await latencies(() => api('/dashboard/notifications'), cookie);
        rows.push({
          figure: `All cards' counts together (GET /api/dashboard/notifications, ${items.filter((i) => i.kind === 'TABLE').length} queues, counts kept 5 s)`,
          database: store.label,
          result: describe(counts, 300),
        });

        const arrears = items.find((i) => i.code === EXPORT_PROCESS)!;
        const page = (query: Record<string, string>) => pageUrl(api, arrears, query);
        let n = 0;
        const searched = await latencies(() => page({ search: SEARCHES[n++ % SEARCHES.length]!, sortBy: 'balance', sortDescending: 'true' }), cookie);
        rows.push({
          figure: `Process page of 50 rows with search and sort (${arrears.name}: customer search, by balance)`,
          database: store.label,
          result: describe(searched, 25),
        });
        const unsearched = await latencies(() => page({ sortBy: 'account_number' }), cookie);
        rows.push({
          figure: `Process page of 50 rows sorted, no search (${arrears.name}, by account number, count kept)`,
          database: store.label,
          result: describe(unsearched, 25),
        });
        const first = (await timed(page({ sortBy: 'account_number' }), cookie)).body as ProcessDataResponse;
        const keyset = await latencies(() => page({ sortBy: 'account_number', page: '2', after: first.nextCursor! }), cookie);
        rows.push({ figure: `Next page by keyset cursor (${arrears.name}, page 2)`, database: store.label, result: describe(keyset, 25) });

        const pid = serverPid(new URL(server.url).port);
        const exported = await exportWithMemory(api(`/dashboard/processes/${arrears.id}/export?processCode=${arrears.code}`), cookie, pid);
        rows.push({
          figure: `Excel export of a whole queue, streamed (${arrears.name}: ${count(first.totalItems)} rows)`,
          database: store.label,
          result: exported.ok
            ? `${seconds(exported.took)} · ${count(exported.bytes / 1e6)} MB file · server memory ${count(exported.before)} MB before, peak ${count(exported.peak)} MB (target: 100,000 rows under 300 MB)`
            : 'failed',
        });
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};

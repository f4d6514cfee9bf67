/**
 * Activities Management at a million open activities (issue 16, docs/activities.md), through the
 * real server and HTTP on PostgreSQL, signed in to the demo dataset: the first page (100 rows,
 * soonest due first, total counted), a filter on two assignees and a search, each p95 (target
 * under 100 ms). The activities are generated set-based (generate_series) over the demo dataset's
 * customers and lookups, then VACUUM ANALYZE; the plans of the three queries go to the scratch log.
 * N = 1,000,000 unless BENCH_ACTIVITIES says otherwise. BENCH_ACTIVITIES_DATABASE_URL reuses a
 * database an earlier run filled (an empty one is filled; one holding N open tasks is measured as it is).
 */
import fs from 'node:fs';
import pg from 'pg';
import type { ActivityFilterOptions, ActivityPage } from '@wattle/contract';
import { startWattle } from '../../scripts/wattle-server';
import type { Figure, Row } from '../lib/figure';
import { count, ms, seconds } from '../lib/format';
import { percentile } from '../lib/percentile';
import { isPostgres } from '../lib/seed';
import { signIn } from '../lib/session';
import { latencies, timed } from '../lib/latency';

const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const CUSTOMERS = '2000';
/** Searches typed into the page: customer names, a type and an account number's digits. */
const SEARCHES = ['smith', 'nguyen', 'complaint', 'kelly', '100012'];

/** Rows of the demo dataset numbered 1..n, so a generated row picks one by number (a hash join, not a scan per row). */
const NUMBERED = {
  c: `SELECT c.company_id, c.id, (SELECT ca.id FROM customer_accounts ca WHERE ca.customer_id = c.id LIMIT 1) AS account_id, row_number() OVER (ORDER BY c.id) AS k
      FROM customers c WHERE c.dataset = 'demo'`,
  t: `SELECT id, category_id, row_number() OVER (ORDER BY id) AS k FROM activity_types WHERE dataset = 'demo' AND class_id = 2`,
  p: `SELECT id, row_number() OVER (ORDER BY id) AS k FROM activity_priorities WHERE dataset = 'demo'`,
  a: `SELECT id, row_number() OVER (ORDER BY id) AS k FROM activity_assignees WHERE dataset = 'demo'`,
};

const openTasks = async (client: pg.Client) =>
  Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM activities WHERE dataset = 'demo' AND class_id = 2 AND closed_at IS NULL")).rows[0]!.n);

/** A million open tasks (class ACTIVITY, id 2) spread over the demo customers, types, priorities and assignees. */
async function generateActivities(client: pg.Client, n: number) {
  const total = async (query: string) => Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM (${query}) x`)).rows[0]!.n);
  const [c, t, p, a] = [await total(NUMBERED.c), await total(NUMBERED.t), await total(NUMBERED.p), await total(NUMBERED.a)];
  // Consistent by construction: the foreign-key checks (eleven per row) are skipped for the load, as a restore does.
  await client.query("SET session_replication_role = 'replica'");
  await client.query(`
    WITH c AS MATERIALIZED (${NUMBERED.c}), t AS MATERIALIZED (${NUMBERED.t}), p AS MATERIALIZED (${NUMBERED.p}), a AS MATERIALIZED (${NUMBERED.a}),
         s AS (SELECT id FROM activity_statuses WHERE dataset = 'demo' AND code = 'OPEN')
    INSERT INTO activities (company_id, dataset, customer_id, customer_account_id, class_id, category_id, type_id, priority_id, status_id,
                            assignee_id, initiator, activity_date, required_date, insert_user, insert_date_time)
    SELECT c.company_id, 'demo', c.id, c.account_id, 2, t.category_id, t.id, p.id, s.id, a.id, 'bench',
           now() - make_interval(mins => ((g * 7) % 260000)::int), current_date - 90 + ((g * 13) % 180)::int, 'bench', now()
    FROM generate_series(1::bigint, ${n}) g
    JOIN c ON c.k = 1 + (g * 7919) % ${c}
    JOIN t ON t.k = 1 + (g * 31) % ${t}
    JOIN p ON p.k = 1 + (g * 17) % ${p}
    JOIN a ON a.k = 1 + (g * 11) % ${a}
    CROSS JOIN s`);
  await client.query("SET session_replication_role = 'origin'");
  await client.query('VACUUM ANALYZE activities');
}

const describe = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))} · p95 ${ms(percentile(values, 95))} · p99 ${ms(percentile(values, 99))} · ${values.length} requests (target p95 < 100 ms)`;

export const activitiesManagementFigure: Figure = {
  title: `Activities Management at ${count(ACTIVITIES)} activities`,
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    for (const store of stores.filter(isPostgres)) {
      const reuse = process.env.BENCH_ACTIVITIES_DATABASE_URL;
      const env = reuse ? { ...store.freshEnv(), DATABASE_URL: reuse } : store.freshEnv();
      const server = await startWattle({
        env: { ...env, DEMO_CUSTOMERS: CUSTOMERS, JOBS: 'off' },
        logFile: scratch('activities-server.log'),
        timeoutMs: 600_000,
      });
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        if ((await openTasks(client)) < ACTIVITIES) {
          const started = performance.now();
          await generateActivities(client, ACTIVITIES);
          rows.push({
            figure: `Dataset: ${count(ACTIVITIES)} open activities generated (generate_series) and analysed`,
            database: store.label,
            result: seconds(performance.now() - started),
          });
        }

        const cookie = await signIn(server.url, true);
        const api = (path: string) => `${server.url}/api${path}`;
        const first = (await timed(api('/activities'), cookie)).body as ActivityPage;
        rows.push({
          figure: `First page of 100 rows, soonest due first, total counted (${count(first.totalItems)} open)`,
          database: store.label,
          result: describe(await latencies(() => api('/activities'), cookie)),
        });
        const options = (await timed(api('/activities/filters'), cookie)).body as ActivityFilterOptions;
        const pairs = [0, 1, 2, 3].map((i) => `${options.assignees[i]!.id},${options.assignees[i + 1]!.id}`);
        let n = 0;
        rows.push({
          figure: 'Filter on two assignees: first page of 100, total counted',
          database: store.label,
          result: describe(await latencies(() => api(`/activities?assigneeIds=${pairs[n++ % pairs.length]}`), cookie)),
        });
        n = 0;
        rows.push({
          figure: `Search (${SEARCHES.join(', ')}): first page of 100, total counted`,
          database: store.label,
          result: describe(await latencies(() => api(`/activities?search=${SEARCHES[n++ % SEARCHES.length]}`), cookie)),
        });
        const plans = scratch('activities-plans.log');
        for (const where of ['true', `a.assignee_id in (${pairs[0]})`]) {
          const plan = await client.query(
            `EXPLAIN (ANALYZE, BUFFERS) SELECT a.id FROM activities a WHERE a.closed_at IS NULL AND a.class_id = 2 AND a.dataset = 'demo' AND ${where}
             ORDER BY coalesce(a.required_date, '9999-12-31'::date), a.id LIMIT 100`,
          );
          fs.appendFileSync(plans, plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n') + '\n\n');
        }
      } finally {
        await client.end();
        await server.stop();
      }
    }
    return rows;
  },
};

/**
 * A bill run (issue 14): BENCH_BILL_RUN_ACCOUNTS customer accounts (100,000 by default) of the
 * demo dataset, each with one open power account (the demo's stepped and time-of-use plans) given
 * 90 days of daily reads, billed through the real route and job (POST /billing/bill-runs, pg-boss,
 * runBillRun) until COMPLETED; then the same period again, which finds nothing to bill (the drafts
 * wait to be issued) and must write no invoice. Prints seconds, accounts per second, invoices,
 * exceptions and the server process's peak memory. Targets: 60 s on PostgreSQL, 150 s on PGlite,
 * peak memory under 1 GB, the re-run under 10 % of the first. On PostgreSQL the same accounts are
 * then billed once more by two server processes sharing the run's batches (issue 29 item 1).
 *
 * PostgreSQL goes first: its store, seeded and prepared, is copied into PGlite (lib/search-copy.ts,
 * ids kept) before its own run writes anything, since the generator needs far too long for 140,000
 * customers on PGlite. Without PostgreSQL, PGlite is seeded and prepared itself.
 */
import { sql } from 'drizzle-orm';
import { BILL_RUN_POLL_MS, type BillRun } from '@wattle/contract';
import { openDatabase } from '../../apps/server/src/db/client';
import { startWattle, type WattleServer } from '../../scripts/wattle-server';
import { api } from '../lib/api';
import { sqlRows } from '../../apps/server/src/db/sql-rows';
import { insertDailyReads } from '../lib/daily-reads';
import type { Figure, Row } from '../lib/figure';
import { count, seconds } from '../lib/format';
import { cpuSeconds, peakMemoryMb, resetPeakMemory } from '../lib/process-memory';
import { describeProfile, watchRun } from '../lib/run-profile';
import { copyDataset } from '../lib/search-copy';
import { isPostgres, postgresFirst, seedCustomers } from '../lib/seed';
import { signIn } from '../lib/session';

const ACCOUNTS = Number(process.env.BENCH_BILL_RUN_ACCOUNTS ?? 100_000);
/** Demo customers that give more than ACCOUNTS customer accounts with an open power account. */
const CUSTOMERS = Math.ceil(ACCOUNTS * 1.4);
const DAYS = 90;
const SERVER_TIMEOUT_MS = 600_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const now = new Date();
/** The run bills up to the last day of last month, from 90 days before. */
const PERIOD_TO = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)));
/** The run's accounts were last billed on this day: DAYS days to bill. */
const LAST_BILLED = isoDay(new Date(Date.parse(PERIOD_TO) - DAYS * 86_400_000));
const INVOICE_DATE = isoDay(now);

/**
 * Bills ACCOUNTS customer accounts, directly in the store: each one's first open power account is
 * last billed DAYS days before PERIOD_TO and gets daily reads over them; every other utility
 * account of the dataset is billed up to PERIOD_TO (nothing left to bill). Returns the customer accounts.
 */
async function prepareAccounts(env: Record<string, string>): Promise<number[]> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    return await database.db.transaction(async (tx) => {
      // Triggers off (superuser; as the demo generator loads): the search entries' sync would rewrite every account's entry.
      await tx.execute(sql`set local session_replication_role = replica`);
      const periodTo = sql`${PERIOD_TO}::date`;
      const lastBilled = sql`${LAST_BILLED}::date`;
      await tx.execute(sql`update utility_accounts set last_billed_date = ${periodTo} where dataset = 'demo'`);
      const chosen = await sqlRows<{ customer_account_id: number }>(
        tx,
        sql`update utility_accounts set last_billed_date = ${lastBilled} where id in (
            select id from (
              select distinct on (ua.customer_account_id) ua.id, ua.customer_account_id from utility_accounts ua
              join customer_accounts ca on ca.company_id = ua.company_id and ca.dataset = ua.dataset and ca.id = ua.customer_account_id
              join price_plans pp on pp.company_id = ua.company_id and pp.dataset = ua.dataset and pp.id = ua.price_plan_id
              join product_types pt on pt.company_id = pp.company_id and pt.dataset = pp.dataset and pt.id = pp.product_type_id
              where ua.dataset = 'demo' and pt.code = 'POWER' and ua.close_date is null and ua.open_date <= ${lastBilled}
                and ca.account_status <> 'PROSPECT'
                and not exists (select 1 from invoices i where i.customer_account_id = ca.id and i.status = 'DRAFT')
                -- Every usage meter priced by a schedule of the plan (the demo gives some time-of-use
                -- accounts an anytime or controlled-load meter their plan has no schedule for).
                and not exists (
                  select 1 from meters m
                  join meter_types mt on mt.company_id = m.company_id and mt.dataset = m.dataset and mt.id = m.meter_type_id
                  join price_classes pc on pc.company_id = mt.company_id and pc.dataset = mt.dataset and pc.id = mt.price_class_id
                  where m.company_id = ua.company_id and m.dataset = ua.dataset and m.utility_account_id = ua.id and pc.code <> 'SOLAR'
                    and not exists (select 1 from usage_schedules us where us.company_id = m.company_id and us.dataset = m.dataset
                                    and us.price_plan_id = ua.price_plan_id and us.price_class_id = pc.id))
              order by ua.customer_account_id, ua.id) first_power
            order by customer_account_id limit ${ACCOUNTS})
          returning customer_account_id`,
      );
      if (chosen.length !== ACCOUNTS) throw new Error(`only ${chosen.length} customer accounts with an open power account`);
      await tx.execute(sql`analyze utility_accounts`);
      const billed = sql`select id from utility_accounts where dataset = 'demo' and last_billed_date = ${lastBilled}`;
      // The demo's own reads in the period (its first customers') would overlap the daily ones.
      await tx.execute(
        sql`delete from meter_reads r using meters m, utility_accounts ua
          where m.company_id = r.company_id and m.dataset = r.dataset and m.id = r.meter_id
            and ua.company_id = m.company_id and ua.dataset = m.dataset and ua.id = m.utility_account_id
            and ua.dataset = 'demo' and ua.last_billed_date = ${lastBilled} and r.read_date > ${lastBilled}`,
      );
      await insertDailyReads(tx, { utilityAccountIds: billed, from: sql`ua.last_billed_date + 1`, to: periodTo });
      return chosen.map((r) => Number(r.customer_account_id)).sort((a, b) => a - b);
    });
  } finally {
    await database.close();
  }
}

/**
 * Starts a run over the accounts and waits for it to finish, asking for its progress as the
 * dashboard does; resolves with the run and its wall time from the POST to the run's own
 * `finishedAt` (the server is on this machine's clock), so the polling adds no rounding.
 */
async function billRun(url: string, cookie: string, customerAccountIds: number[]) {
  const started = Date.now();
  const { id } = await api<{ id: number }>(url, cookie, '/billing/bill-runs', { periodTo: PERIOD_TO, invoiceDate: INVOICE_DATE, customerAccountIds });
  let run: BillRun;
  do {
    await new Promise((resolve) => setTimeout(resolve, BILL_RUN_POLL_MS));
    run = await api<BillRun>(url, cookie, `/billing/bill-runs/${id}`);
  } while (run.status === 'QUEUED' || run.status === 'RUNNING');
  if (run.status !== 'COMPLETED') throw new Error(`bill run ${run.status}: ${run.error ?? ''}`);
  return { run, ms: Date.parse(run.finishedAt!) - started };
}

/**
 * The first run cancelled (its drafts removed, so its accounts have their days to bill again), a
 * second server process started on the same PostgreSQL database, and the accounts billed again:
 * both processes' job workers take the run's batches. Answers the run, its wall time and where the
 * machine's time went.
 */
async function withSecondServer(first: WattleServer, cookie: string, env: Record<string, string>, logFile: string, firstRunId: number, accounts: number[]) {
  await api(first.url, cookie, `/billing/bill-runs/${firstRunId}/cancel`, {});
  const second = await startWattle({ env: { ...env, DEMO_CUSTOMERS: '0', JOBS: 'on' }, logFile, timeoutMs: SERVER_TIMEOUT_MS });
  try {
    const profile = await watchRun(env.DATABASE_URL!, [first.pid, second.pid]);
    const result = await billRun(first.url, cookie, accounts);
    return { ...result, profile: await profile.stop() };
  } finally {
    await second.stop();
  }
}

/** The store's invoices, and its billing exceptions by code ("HIGH_USAGE 12, NO_READS 3"). */
async function written(env: Record<string, string>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const [invoices] = await sqlRows<{ n: number }>(database.db, sql`select count(*)::int as n from invoices`);
    const exceptions = await sqlRows<{ code: string; n: number }>(
      database.db,
      sql`select exception_code as code, count(*)::int as n from billing_exceptions where bill_run_id is not null group by 1 order by 2 desc`,
    );
    return { invoices: invoices!.n, exceptions: exceptions.map((e) => `${e.code} ${count(e.n)}`).join(', ') };
  } finally {
    await database.close();
  }
}

export const billRunFigure: Figure = {
  title: `Bill run: ${count(ACCOUNTS)} accounts × ${DAYS} days`,
  async run({ stores, scratch }) {
    const rows: Row[] = [];
    const pglite = stores.find((store) => !isPostgres(store));
    let copied: { env: Record<string, string>; accounts: number[]; ms: number } | null = null;
    for (const store of postgresFirst(stores)) {
      const logFile = scratch('bill-run.log');
      let env: Record<string, string>;
      let accounts: number[];
      if (!isPostgres(store) && copied) {
        ({ env, accounts } = copied);
        rows.push({
          figure: 'Bill run: the prepared PostgreSQL store copied into PGlite (not timed against a target)',
          database: store.label,
          result: seconds(copied.ms),
        });
      } else {
        env = store.freshEnv();
        await seedCustomers(env, CUSTOMERS, logFile);
        accounts = await prepareAccounts(env);
        if (isPostgres(store) && pglite) {
          const target = pglite.freshEnv();
          copied = { env: target, accounts, ms: (await copyDataset(env.DATABASE_URL!, target.DATA_DIR!)).ms };
        }
      }
      // PGlite's store is one process's: the counts are read before the server opens it and after it stops.
      const start = await written(env);
      const server = await startWattle({ env: { ...env, DEMO_CUSTOMERS: '0', JOBS: 'on' }, logFile, timeoutMs: SERVER_TIMEOUT_MS });
      let first, again, peak, cpu, profile;
      let twoServers: Awaited<ReturnType<typeof withSecondServer>> | null = null;
      try {
        const cookie = await signIn(server.url, true);
        const cpuBefore = cpuSeconds(server.pid);
        resetPeakMemory(server.pid);
        const watch = isPostgres(store) ? await watchRun(env.DATABASE_URL!, [server.pid]) : null;
        first = await billRun(server.url, cookie, accounts);
        profile = await watch?.stop();
        peak = peakMemoryMb(server.pid);
        cpu = cpuSeconds(server.pid) - cpuBefore;
        again = await billRun(server.url, cookie, accounts);
        if (isPostgres(store)) twoServers = await withSecondServer(server, cookie, env, logFile, first.run.id, accounts);
      } finally {
        await server.stop();
      }
      const end = await written(env);
      const target = isPostgres(store) ? 60 : 150;
      rows.push({
        figure: `Bill run: ${count(ACCOUNTS)} customer accounts × ${DAYS} days of daily reads, POST to COMPLETED (target ≤ ${target} s, peak memory < 1 GB)`,
        database: store.label,
        result:
          `${seconds(first.ms)} · ${count(ACCOUNTS / (first.ms / 1000))} accounts/s · ${count(first.run.invoices)} invoices, ` +
          `${count(first.run.exceptions)} exceptions (${end.exceptions}), ${count(first.run.notrans)} NOTRANS · server CPU ${cpu.toFixed(1)} s · peak server memory ${count(peak)} MB` +
          (profile ? ` · ${describeProfile(profile)}` : ''),
      });
      rows.push({
        figure: 'Bill run: the same period again (target < 10 % of the first, nothing written)',
        database: store.label,
        result: `${seconds(again.ms)} (${((100 * again.ms) / first.ms).toFixed(1)} % of the first) · ${count(again.run.accountsTotal)} accounts selected · ${count(end.invoices - start.invoices - first.run.invoices)} invoices written`,
      });
      if (twoServers) {
        rows.push({
          figure: `Bill run: the same ${count(ACCOUNTS)} accounts again (the first run cancelled) with 2 server processes sharing the batches`,
          database: store.label,
          result:
            `${seconds(twoServers.ms)} (1 process: ${seconds(first.ms)}, speed-up ${(first.ms / twoServers.ms).toFixed(2)}×) · ${count(twoServers.run.invoices)} invoices · ` +
            describeProfile(twoServers.profile),
        });
      }
    }
    return rows;
  },
};

/**
 * `npm run soak` (issue 29 item 6): the compiled server under a fixed mix for a set time, on a
 * throwaway PostgreSQL (SOAK_DB=pglite: the embedded store), with a demo dataset of SOAK_CUSTOMERS
 * customers. The read mix (lib/soak-mix.ts: searches, customer pages, section saves, dashboard
 * loads, queue pages) starts SOAK_RATE operations a second on a fixed schedule; every tenth of an
 * hour (a quarter of a soak shorter than 40 minutes) a bill run and, half a period later, a
 * meter-read import. Prints a line a minute, then per kind count, throughput, p50, p99 and errors,
 * the server's resident memory, and the issue's checks: 0 errors, p99 flat, memory flat.
 *
 * SOAK_MINUTES (60), SOAK_CUSTOMERS (2,000), SOAK_RATE (20 operations a second),
 * SOAK_DB (postgres | pglite). Exits 1 when a check fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CUSTOMER_PAGES, dashboardEndpoints, type DashboardItem, type SectionConfig } from '@wattle/contract';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/throwaway-postgres';
import { startWattle, type WattleServer } from '../scripts/wattle-server';
import { api, callEndpoint } from './lib/api';
import { BENCH_ENV } from './lib/figure';
import { count } from './lib/format';
import { residentMemoryMb } from './lib/process-memory';
import { signIn } from './lib/session';
import { mixOrder, READ_KINDS, SCHEDULED_KINDS, SOAK_PAGE_CODES, SoakMix, type SoakTarget } from './lib/soak-mix';
import { soakWindows, SoakRecorder } from './lib/soak-stats';
import { planSoak } from './lib/soak-store';

function option(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${process.env[name]} is not a positive number`);
  return value;
}

const MINUTES = option('SOAK_MINUTES', 60);
const CUSTOMERS = Math.round(option('SOAK_CUSTOMERS', 2_000));
const RATE = option('SOAK_RATE', 20);
const DATABASE = (process.env.SOAK_DB ?? 'postgres').toLowerCase();
if (DATABASE !== 'postgres' && DATABASE !== 'pglite') throw new Error(`SOAK_DB=${process.env.SOAK_DB}: postgres or pglite`);

const DURATION_MS = MINUTES * 60_000;
/** The bill run and the import each come once a period: 6 an hour, at least 4 in a shorter soak. */
const PERIOD_MS = Math.min(10 * 60_000, DURATION_MS / 4);
const BILL_RUN_ACCOUNTS = 300;
const SAVE_CUSTOMERS = 200;
const IMPORT_METERS = 200;
/** Operations in flight at most; a start beyond it is skipped and counted (the server is not keeping up). */
const MAX_IN_FLIGHT = 64;
const MEMORY_EVERY_MS = 5_000;
const SERVER_TIMEOUT_MS = 600_000;

const log = (line: string) => console.log(line);

/** A store for the soak: a database on a throwaway PostgreSQL, or an embedded store's folder. */
async function openStore(workDir: string): Promise<{ env: Record<string, string>; label: string; postgres: ThrowawayPostgres | null }> {
  const env: Record<string, string> = { ...BENCH_ENV, DATA_DIR: path.join(workDir, 'data') };
  if (DATABASE === 'pglite') return { env, label: 'PGlite', postgres: null };
  const postgres = await startThrowawayPostgres();
  if (!postgres) throw new Error('PostgreSQL is not installed here (/usr/lib/postgresql): install it, or SOAK_DB=pglite for the embedded store');
  return { env: { ...env, DATABASE_URL: postgres.createDatabase('wattle_soak') }, label: `PostgreSQL ${postgres.version}`, postgres };
}

/** The configurations the web app reads once: the customer pages' sections, the work queues that answer, the import task. */
async function readTarget(server: WattleServer, cookie: string, plan: SoakTarget['plan']): Promise<SoakTarget> {
  const sections = async (codes: readonly string[]) =>
    (await api<{ sections: SectionConfig[] }>(server.url, cookie, `/display/sections?codes=${codes.join(',')}`)).sections;
  const pages = new Map<string, SectionConfig[]>();
  for (const code of SOAK_PAGE_CODES) pages.set(code, await sections(CUSTOMER_PAGES[code]!.sectionCodes));
  const [readsSection] = await sections(['READS']);

  const items = await api<DashboardItem[]>(server.url, cookie, dashboardEndpoints.userItems.path);
  const queues: DashboardItem[] = [];
  for (const item of items.filter((i) => i.kind === 'TABLE')) {
    const answer = await callEndpoint(server.url, cookie, dashboardEndpoints.processData, {
      params: { id: item.id },
      query: { processCode: item.code, page: 1, itemsPerPage: 50 },
    });
    if (answer.ok) queues.push(item);
    else log(`  queue ${item.code} left out: a plain page answers ${answer.status} (it needs its dialog's parameters)`);
  }
  const schedules = await api<{ scheduleId: number; scheduleName: string }[]>(server.url, cookie, dashboardEndpoints.scheduleNames.path);
  const importTask = schedules.find((s) => s.scheduleName === 'Meter Read Import') ?? schedules[0];
  if (!importTask || !readsSection) throw new Error('no Meter Read Import task or READS section to import through');
  return { url: server.url, cookie, plan, pages, queues, importScheduleId: importTask.scheduleId, readsSection };
}

/**
 * The server's V8 heap in use in MB, from its own metrics (GET /api/metrics, answered to loopback):
 * beside the resident memory it tells a heap that keeps growing from one that is merely not
 * collected yet. NaN when the metrics do not answer.
 */
async function heapUsedMb(url: string): Promise<number> {
  try {
    const text = await (await fetch(`${url}/api/metrics`)).text();
    return Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? NaN) / 1024 / 1024;
  } catch {
    return NaN;
  }
}

/** Starts the read mix on its fixed schedule until `end` (ms since the recorder's start); resolves when every operation has finished. */
async function readMix(mix: SoakMix, recorder: SoakRecorder, end: number): Promise<number> {
  const order = mixOrder();
  const running = new Set<Promise<void>>();
  let skipped = 0;
  for (let n = 0; ; n++) {
    const due = (n * 1000) / RATE;
    if (due >= end) break;
    const wait = due - recorder.now();
    if (wait > 0) await sleep(wait);
    if (running.size >= MAX_IN_FLIGHT) {
      skipped++;
      continue;
    }
    const operation = mix.run(order[n % order.length]!).finally(() => running.delete(operation));
    running.add(operation);
  }
  await Promise.all(running);
  return skipped;
}

/** Runs `work` at `offset`, then every PERIOD_MS, while before `end`; a turn still running when the next is due makes that one wait. */
async function every(recorder: SoakRecorder, offset: number, end: number, work: () => Promise<string>): Promise<void> {
  for (let at = offset; at < end; at += PERIOD_MS) {
    const wait = at - recorder.now();
    if (wait > 0) await sleep(wait);
    if (recorder.now() >= end) break;
    log(`  ${await work()}`);
  }
}

async function soak() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-soak-'));
  const logFile = path.join(os.tmpdir(), `wattle-soak-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
  const { env, label, postgres } = await openStore(workDir);
  try {
    log(`Wattle soak · ${label} · ${count(CUSTOMERS)} demo customers · ${MINUTES} min · read mix ${RATE} operations/s · server log ${logFile}`);
    const first = await startWattle({ env: { ...env, DEMO_CUSTOMERS: String(CUSTOMERS) }, logFile, timeoutMs: SERVER_TIMEOUT_MS });
    log(`  demo dataset generated, server up in ${(first.startMs / 1000).toFixed(1)} s`);
    await first.stop();
    const plan = await planSoak(env, { customers: CUSTOMERS, billRunAccounts: BILL_RUN_ACCOUNTS, saveCustomers: SAVE_CUSTOMERS, importMeters: IMPORT_METERS });
    log(
      `  plan: ${plan.queries.length} search texts, ${count(plan.customers.length)} customers' pages, ${plan.saveCustomers.length} customers' Finance saves, ` +
        `bill runs of ${plan.billRunAccounts.length} accounts to ${plan.periodTo}, imports of ${plan.meters.length} meters × 5 days`,
    );
    const server = await startWattle({ env: { ...env, DEMO_CUSTOMERS: String(CUSTOMERS) }, logFile, timeoutMs: SERVER_TIMEOUT_MS });
    try {
      const cookie = await signIn(server.url, true);
      const target = await readTarget(server, cookie, plan);
      log(`  ${target.queues.length} work queues; bill run and import every ${(PERIOD_MS / 60_000).toFixed(1)} min\n`);

      const recorder = new SoakRecorder([...READ_KINDS, ...SCHEDULED_KINDS]);
      const mix = new SoakMix(target, recorder);
      recorder.rss(residentMemoryMb(server.pid));
      const memory = setInterval(() => recorder.rss(residentMemoryMb(server.pid)), MEMORY_EVERY_MS);
      let minute = 0;
      // With the machine's 1-minute load average: on a shared machine a busy neighbour shows in the p99s.
      const minuteLine = async () => {
        const line = recorder.minuteLine(++minute);
        log(`${line} · V8 heap ${count(await heapUsedMb(server.url))} MB · load ${os.loadavg()[0]!.toFixed(1)}`);
      };
      const minutes = setInterval(() => void minuteLine(), 60_000);
      const [skipped] = await Promise.all([
        readMix(mix, recorder, DURATION_MS),
        every(recorder, PERIOD_MS / 4, DURATION_MS, () => mix.billRun()),
        every(recorder, (3 * PERIOD_MS) / 4, DURATION_MS, () => mix.meterReadImport()),
      ]);
      clearInterval(minutes);
      clearInterval(memory);
      recorder.rss(residentMemoryMb(server.pid));
      if (minute < MINUTES) await minuteLine();

      const { window } = soakWindows(DURATION_MS);
      log(`\nSummary · ${label} · ${MINUTES} min · ${count(CUSTOMERS)} demo customers · ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}\n`);
      log(recorder.summaryTable(DURATION_MS));
      if (skipped) log(`${count(skipped)} operations not started: ${MAX_IN_FLIGHT} were still in flight (the server fell behind the rate)`);
      log(recorder.memoryLine());
      const errors = recorder.errorSummary();
      if (errors.length) log(`\nErrors:\n${errors.map((e) => `  ${e}`).join('\n')}`);
      log(`\nChecks (windows of ${(window / 60_000).toFixed(1)} min; the scheduled kinds run too rarely for a p99 of their own):`);
      const checks = recorder.checks(DURATION_MS, READ_KINDS);
      for (const check of checks) log(`  ${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
      if (checks.some((c) => !c.pass)) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    postgres?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await soak();

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { startWattle, type WattleServer } from '../../../../scripts/wattle-server';
import { billRuns } from '../../src/db/schema/index';
import type { TestApp } from '../helpers';
import { signInCookie } from '../raw-http';

/**
 * Wattle servers as `npm start` runs them (the compiled dist/main.js) on a test app's PostgreSQL
 * database, job workers on, one account per bill-run batch, a dead server's job retried once its
 * heartbeat is 10 s overdue (checked every second): for the tests that kill servers mid-run.
 */
export function billRunServers(name: string, database: () => TestApp['database'], env: Record<string, string> = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `wattle-${name}-`));
  const servers = new Set<WattleServer>();
  let starts = 0;

  /** Resolved once it answers. */
  async function start(): Promise<WattleServer> {
    const server = await startWattle({
      env: {
        DATABASE_URL: database().connectionString!,
        DATA_DIR: path.join(workDir, 'data'),
        DEMO_CUSTOMERS: '0',
        JOBS: 'on',
        BILL_RUN_BATCH_ACCOUNTS: '1',
        JOB_HEARTBEAT_SECONDS: '10',
        JOB_SUPERVISE_SECONDS: '1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      logFile: path.join(workDir, `server-${++starts}.log`),
      timeoutMs: 180_000,
    });
    servers.add(server);
    return server;
  }

  /** SIGKILL: no shutdown hook runs, whatever the server was writing is cut off. */
  async function kill(server: WattleServer): Promise<void> {
    try {
      process.kill(server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await server.stop();
    servers.delete(server);
  }

  /** A run started as an administrator does, through the server's API (the server queues its job). */
  async function startRunThrough(server: WattleServer, request: object): Promise<number> {
    const res = await fetch(`${server.url}/api/billing/bill-runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie: await signInCookie(server.url) },
      body: JSON.stringify(request),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: number }).id;
  }

  const runRow = async (id: number) => (await database().db.select().from(billRuns).where(eq(billRuns.id, id)))[0]!;

  /** Every server killed and the work folder removed. */
  async function close() {
    await Promise.all([...servers].map(kill));
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  return { start, kill, startRunThrough, runRow, close };
}

/** `read()` again every 20 ms until `done` holds of its answer; throws after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

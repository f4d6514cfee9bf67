import type { PgBoss } from 'pg-boss';
import { startBoss } from '../src/jobs/boss';
import type { JobDefinition } from '../src/jobs/job';
import { startJobs } from '../src/jobs/workers';
import { taskRunJob } from '../src/modules/dashboard/task-run';
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { SESSION_COOKIE } from '@wattle/contract';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { databaseUrl, onServer } from '../../../scripts/postgres-databases';
import { BOOTSTRAP_KEYS, prepareDatabase, testConfig } from './template';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A real server on a fresh database: in-memory PGlite by default, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite on both). The database is a
 * copy of the run's migrated template (test/global-setup.ts) unless `env` changes what the first
 * start writes, in which case it is migrated and bootstrapped from scratch.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const template = BOOTSTRAP_KEYS.some((key) => key in env) ? undefined : inject('wattleTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  const postgres = serverUrl ? await freshPostgresDatabase(serverUrl, template?.kind === 'postgres' ? template.ref : undefined) : undefined;
  const loadDataDir = !postgres && template?.kind === 'pglite' ? new Blob([fs.readFileSync(template.ref)]) : undefined;
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir: 'memory://', loadDataDir });
  if (!template) await prepareDatabase(database, config);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/**
 * Another server process on the same PostgreSQL database as `t` (the product runs several): its own
 * pool, caches and change-notice listener. Close it before `t`.
 */
export async function anotherServer(t: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  if (!t.database.connectionString) throw new Error('two servers share a database only on PostgreSQL');
  const database = await openDatabase({ databaseUrl: t.database.connectionString, dataDir: 'memory://' });
  const app = await buildApp({ config: testConfig({ JOBS: 'off', ...env }), database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const OBJECT_IN_USE = '55006';

/**
 * Runs a statement that needs a database without sessions, retrying while it still has some: a
 * closed pool's backends (the template's, a finished test app's) take a moment to exit, and
 * forcing them out would fail their clients.
 */
async function whenUnused(serverUrl: string, statement: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(serverUrl, statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Each test app gets its own database on the shared server (a copy of the template when given),
 * so files can run in parallel; `drop` removes it when the app closes.
 */
async function freshPostgresDatabase(serverUrl: string, template?: string) {
  const name = `wattle_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await whenUnused(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return { url: databaseUrl(serverUrl, name), drop: () => whenUnused(serverUrl, `drop database if exists ${name}`) };
}

/** Signs in through the real route and returns the session cookie header value. */
export async function login(app: FastifyInstance, username = 'admin', password = 'Admin123!', useDemoMode = false): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'x-csrf': '1' }, payload: { username, password, useDemoMode } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

export function cookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** inject with the session cookie and the CSRF header already set. */
export function as(app: FastifyInstance, cookie: string) {
  return (opts: { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; url: string; payload?: unknown; headers?: Record<string, string> }) =>
    app.inject({ ...opts, payload: opts.payload as never, headers: { cookie, 'x-csrf': '1', ...opts.headers } });
}

/** Does the work of every unfinished job of `definition` (by its rows' status), one after the other, as a server with jobs on would: the job's own handler. */
export async function workUnfinished<Data extends object>(t: TestApp, definition: JobDefinition<Data>): Promise<void> {
  const deps = { database: t.database, files: t.app.files, mailer: t.app.mailer, config: t.app.config };
  for (const job of await definition.unfinished!(deps)) await definition.run(deps, job);
}

/** Does the work of every started scheduled-task run. */
export const workStartedTaskRuns = (t: TestApp) => workUnfinished(t, taskRunJob);

/** Starts `definitions`' queues and workers (jobs/workers.ts) on `t`'s database; stop the answered queue when done. */
export async function startTestJobs(t: TestApp, definitions: readonly JobDefinition[]): Promise<PgBoss> {
  const boss = await startBoss(t.database, t.app.config, t.app.log);
  await startJobs(boss, { database: t.database, files: t.app.files, mailer: t.app.mailer, config: t.app.config }, definitions, t.app.log);
  return boss;
}

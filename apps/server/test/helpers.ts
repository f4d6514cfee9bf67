import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@wattle/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { ensureBootstrap } from '../src/db/seed/bootstrap';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A real server on a fresh database: in-memory PGlite by default, or the PostgreSQL server
 * named by TEST_DATABASE_URL (CI runs the API suite on both).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    JOBS: 'off',
    DEMO_CUSTOMERS: '0',
    LOG_LEVEL: 'silent',
    // Test files sign in far more often than a person; auth.login.test.ts sets a low limit to test it.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir: 'memory://' });
  await runMigrations(database);
  const app = await buildApp({ config, database, logger: false });
  await ensureBootstrap(database, config, { info: () => undefined });
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

const OBJECT_IN_USE = '55006';

/**
 * Each test app gets its own database on the shared server, so files can run in parallel;
 * `drop` removes it when the app closes.
 */
async function freshPostgresDatabase(serverUrl: string) {
  const { default: pg } = await import('pg');
  const name = `wattle_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The closed pool's backends take a moment to exit; forcing them out would fail its clients.
  const drop = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await onServer(`drop database if exists ${name}`);
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  return { url: url.toString(), drop };
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

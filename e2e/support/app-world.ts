/**
 * A running Wattle of its own for browser tests: the real server (scripts/wattle-server.ts) on a
 * fresh store, sending mail to its own SMTP sink. The store is a fresh PGlite data folder, or a
 * fresh database on the PostgreSQL server named by TEST_DATABASE_URL (CI): the product runs on
 * either, and a PostgreSQL server starts in half the time. Its log is kept in e2e/test-results/<name>-server.log once it stops.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startWattle } from '../../scripts/wattle-server';
import { freshDatabase } from './databases';
import { startSmtpSink } from './mail';

export interface AppWorld {
  url: string;
  /** The SMTP sink's folder (read it with lastEmailTo / waitForEmailTo). */
  mailDir: string;
  stop: () => Promise<void>;
}

export interface AppWorldOptions {
  /** Runs before the server starts, with the store's variables (DATA_DIR, DATABASE_URL): a command that prepares the store. */
  prepare?: (storeEnv: Record<string, string>) => void;
  /** Always the embedded PGlite store, as `npm start` runs, even when TEST_DATABASE_URL names a server. */
  embedded?: boolean;
}

/** The server's environment under `env`: tests sign in far more often than people. */
const WORLD_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '10000' };

/** `env` is added to the server's environment (DEMO_CUSTOMERS, JOBS, ADMIN_* …). */
export async function startAppWorld(name: string, env: Record<string, string>, options: AppWorldOptions = {}): Promise<AppWorld> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `wattle-${name}-`));
  const mailDir = path.join(workDir, 'mail');
  const logFile = path.join(workDir, 'server.log');
  const sink = await startSmtpSink(mailDir, await freePort());
  const database = options.embedded ? undefined : await freshDatabase(name);
  const cleanUp = async () => {
    await sink.close();
    await database?.drop();
    if (fs.existsSync(logFile)) {
      fs.mkdirSync(resultsDir, { recursive: true });
      fs.copyFileSync(logFile, path.join(resultsDir, `${name}-server.log`));
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const storeEnv: Record<string, string> = { DATA_DIR: path.join(workDir, 'data'), ...(database ? { DATABASE_URL: database.url } : {}) };
    options.prepare?.(storeEnv);
    const server = await startWattle({
      env: { ...WORLD_ENV, ...storeEnv, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ...env },
      logFile,
      timeoutMs: 300_000,
    });
    return {
      url: server.url,
      mailDir,
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

const resultsDir = path.resolve(import.meta.dirname, '..', 'test-results');

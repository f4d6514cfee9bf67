/**
 * A running Wattle of its own for browser tests: the real server (scripts/wattle-server.ts) on a
 * fresh data folder, sending mail to its own SMTP sink. Its log is kept in
 * e2e/test-results/<name>-server.log once it stops.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startWattle } from '../../scripts/wattle-server';
import { startSmtpSink } from './mail';

export interface AppWorld {
  url: string;
  /** The SMTP sink's folder (read it with lastEmailTo / waitForEmailTo). */
  mailDir: string;
  stop(): Promise<void>;
}

const resultsDir = path.resolve(import.meta.dirname, '..', 'test-results');

/** `env` is added to the server's environment (DEMO_CUSTOMERS, ADMIN_* …). */
export async function startAppWorld(name: string, env: Record<string, string>): Promise<AppWorld> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `wattle-${name}-`));
  const mailDir = path.join(workDir, 'mail');
  const logFile = path.join(workDir, 'server.log');
  const sink = await startSmtpSink(mailDir, await freePort());
  const cleanUp = async () => {
    await sink.close();
    if (fs.existsSync(logFile)) {
      fs.mkdirSync(resultsDir, { recursive: true });
      fs.copyFileSync(logFile, path.join(resultsDir, `${name}-server.log`));
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const server = await startWattle({
      env: { DATA_DIR: path.join(workDir, 'data'), SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ...env },
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

/**
 * Starts what the browser tests run against, like a user would: the built app
 * (`npm run build` ran first) on a free port with a fresh data folder and a small demo
 * dataset, sending mail to a local SMTP sink. Returns the teardown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startWattle } from '../scripts/wattle-server';
import { publishE2eEnv } from './support/env';
import { startSmtpSink } from './support/mail';

const DEMO_CUSTOMERS = '300';
/** Every test signs in from 127.0.0.1: the per-address sign-in limit is for people, not for a test run. */
const AUTH_RATE_LIMIT_PER_MINUTE = '10000';

export default async function globalSetup() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const sink = await startSmtpSink(mailDir, await freePort());
  const server = await startWattle({
    env: { DATA_DIR: path.join(workDir, 'data'), DEMO_CUSTOMERS, AUTH_RATE_LIMIT_PER_MINUTE, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
    logFile: path.join(workDir, 'server.log'),
    timeoutMs: 300_000,
  });
  publishE2eEnv({ baseURL: server.url, mailDir });

  return async () => {
    await server.stop();
    await sink.close();
    const kept = path.join(import.meta.dirname, 'test-results', 'wattle-server.log');
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.copyFileSync(server.logFile, kept);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}

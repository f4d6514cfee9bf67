import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { uploadAttachmentsPath } from '@wattle/contract';
import { startWattle } from '../../../scripts/wattle-server';
import { multipartBody, postHead, rawExchange, signInCookie } from './raw-http';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-shutdown-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** SHUTDOWN_GRACE_SECONDS, then every connection is closed; the process ends within 5 s more (main.ts). */
const GRACE_SECONDS = 1;

it('stops on SIGTERM within its bound while an upload is stalled', { timeout: 240_000 }, async () => {
  const logFile = path.join(workDir, 'server.log');
  const server = await startWattle({
    env: {
      DATA_DIR: path.join(workDir, 'data'),
      DEMO_CUSTOMERS: '0',
      JOBS: 'off',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      REQUEST_TIMEOUT_SECONDS: '600',
    },
    logFile,
    timeoutMs: 180_000,
  });
  let stopped = false;
  try {
    const cookie = await signInCookie(server.url);
    const form = multipartBody('B', [{ name: 'file0', filename: 'a.txt', type: 'text/plain', content: 'x'.repeat(100_000) }]);
    const head = postHead(`/api${uploadAttachmentsPath}`, {
      cookie,
      'x-csrf': 1,
      'content-type': 'multipart/form-data; boundary=B',
      'content-length': form.length,
    });
    // Half the body, then nothing: the request stays in flight until the server gives up on it.
    const stalled = rawExchange(Number(new URL(server.url).port), Buffer.concat([Buffer.from(head), form.subarray(0, 50_000)]));
    // Once another request was answered, the server has taken the stalled one in too.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const exitCode = await server.stop();
    stopped = true;
    // 0: main.ts finished its shutdown (it exits 1 past its bound; stop() kills, null, after 15 s).
    expect(exitCode).toBe(0);
    expect((await stalled).status).toBe(0);
    expect(fs.readFileSync(logFile, 'utf8')).toContain('shutdown grace period over: closing every connection');
  } finally {
    if (!stopped) await server.stop();
  }
});

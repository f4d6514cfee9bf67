import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMain, startWattle, type WattleServer } from '../../../scripts/wattle-server';

const serverRoot = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-production-'));
let server: WattleServer | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

// Once, on PGlite: what is tested is the compiled program, not the database.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the production build', () => {
  it('compiles the server and the contract to dist/main.js, which plain node runs and answers /api/health', async () => {
    execFileSync(process.execPath, [path.join(serverRoot, 'scripts/build.mjs')], { cwd: serverRoot, stdio: 'pipe' });
    expect(fs.readFileSync(serverMain, 'utf8')).not.toMatch(/from "@wattle\/contract"/);
    server = await startWattle({
      // NODE_OPTIONS cleared: no loader of the test runner may help the compiled server along.
      env: { DATA_DIR: path.join(scratch, 'data'), DEMO_CUSTOMERS: '1', JOBS: 'off', LOG_LEVEL: 'warn', NODE_OPTIONS: '' },
      logFile: path.join(scratch, 'server.log'),
    });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  }, 180_000);
});

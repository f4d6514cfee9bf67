import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startWattle, type WattleServer } from '../../../scripts/wattle-server';

const serverRoot = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-production-'));
/** Inside the server's folder, so that the compiled server finds node_modules; ignored as every dist/ is. */
const checkBuild = path.join(serverRoot, 'dist', 'production-check');
let server: WattleServer | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(checkBuild, { recursive: true, force: true });
});

// Once, on PGlite: what is tested is the compiled program, not the database.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the production build', () => {
  it('compiles the server and the contract to dist/main.js, which plain node runs and answers /api/health', async () => {
    // Into a folder of its own: the browser tests may be running the server in dist/ meanwhile.
    execFileSync(process.execPath, [path.join(serverRoot, 'scripts/build.mjs'), '--out', checkBuild], { cwd: serverRoot, stdio: 'pipe' });
    const main = path.join(checkBuild, 'main.js');
    expect(fs.readFileSync(main, 'utf8')).not.toMatch(/from "@wattle\/contract"/);
    server = await startWattle({
      main,
      // NODE_OPTIONS cleared: no loader of the test runner may help the compiled server along.
      env: { DATA_DIR: path.join(scratch, 'data'), DEMO_CUSTOMERS: '1', JOBS: 'off', LOG_LEVEL: 'warn', NODE_OPTIONS: '' },
      logFile: path.join(scratch, 'server.log'),
    });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  }, 180_000);
});

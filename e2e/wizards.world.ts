/**
 * A Wattle server of its own for the wizard journeys: a free-trial company made with the documented
 * command (`npm run create-trial-company`) before the server starts on the same store, plus the
 * company the server creates on first start (administrator admin / Admin123!).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { repoRoot, startWattle } from '../scripts/wattle-server';
import type { Credentials } from './support/session';

export interface WizardsWorld {
  url: string;
  trialUser: Credentials & { firstName: string; lastName: string; companyCode: string };
  stop(): Promise<void>;
}

export async function startWizardsWorld(name: string): Promise<WizardsWorld> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `wattle-${name}-`));
  const dataDir = path.join(workDir, 'data');
  const trialUser = { username: `${name}.owner`, password: 'Trial123!', firstName: 'Tess', lastName: 'Trial', companyCode: 'SUNRISE' };
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(
    npm,
    [
      'run',
      '--silent',
      'create-trial-company',
      '--',
      '--code',
      trialUser.companyCode,
      '--username',
      trialUser.username,
      '--password',
      trialUser.password,
      '--name',
      'Sunrise Power',
      '--first-name',
      trialUser.firstName,
      '--last-name',
      trialUser.lastName,
      '--email',
      'tess@sunrise.test',
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe', timeout: 180_000 },
  );
  const server = await startWattle({
    env: { DATA_DIR: dataDir, DEMO_CUSTOMERS: '0', JOBS: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    logFile: path.join(workDir, 'server.log'),
    timeoutMs: 300_000,
  });
  return {
    url: server.url,
    trialUser,
    stop: async () => {
      await server.stop();
      const kept = path.join(import.meta.dirname, 'test-results', `${name}-server.log`);
      fs.mkdirSync(path.dirname(kept), { recursive: true });
      fs.copyFileSync(server.logFile, kept);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Signs in on the world's /login as a user does and waits until the app has left the login screen. */
export async function signInAt(page: Page, url: string, credentials: Credentials) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A Wattle server of its own for the wizard journeys: a free-trial company made with the documented
 * command (`npm run create-trial-company`) before the server starts on the same store, plus the
 * company the server creates on first start (administrator admin / Admin123!).
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { repoRoot } from '../scripts/wattle-server';
import { startAppWorld } from './support/app-world';
import type { Credentials } from './support/session';

export interface WizardsWorld {
  url: string;
  trialUser: Credentials & { firstName: string; lastName: string; companyCode: string };
  stop(): Promise<void>;
}

export async function startWizardsWorld(name: string): Promise<WizardsWorld> {
  const trialUser = { username: `${name}.owner`, password: 'Trial123!', firstName: 'Tess', lastName: 'Trial', companyCode: 'SUNRISE' };
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const createTrialCompany = (storeEnv: Record<string, string>) =>
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
      { cwd: repoRoot, env: { ...process.env, ...storeEnv }, stdio: 'pipe', timeout: 180_000 },
    );
  const world = await startAppWorld(name, { DEMO_CUSTOMERS: '0', JOBS: 'off' }, { prepare: createTrialCompany });
  return { url: world.url, trialUser, stop: world.stop };
}

/** Signs in on the world's /login as a user does and waits until the app has left the login screen. */
export async function signInAt(page: Page, url: string, credentials: Credentials) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

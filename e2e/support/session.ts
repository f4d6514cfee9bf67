/** Signing in for tests, through the real login screen. */
import { expect, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
  useDemoMode?: boolean;
}

/** The administrator the server creates on an empty store (README: default sign-in). */
export const admin: Credentials = { username: 'admin', password: 'Admin123!' };

/** Signs in on /login as a user does and waits until the app has left the login screen. */
export async function signIn(page: Page, credentials: Credentials = admin): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  if (credentials.useDemoMode) await page.getByRole('switch', { name: 'Demo' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A Wattle server of its own for the sign-in journeys: they lock users out, switch on second
 * steps and change passwords, which must not disturb the shared server of the other specs.
 * Its only user is its administrator; its mail goes to its own SMTP sink.
 */
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startAppWorld } from './support/app-world';
import { waitForEmailTo } from './support/mail';

export interface AuthWorld {
  url: string;
  user: { username: string; password: string; email: string };
  /** The newest email to the user received since `since` (ms). */
  emailSince(since: number): ReturnType<typeof waitForEmailTo>;
  stop(): Promise<void>;
}

export async function startAuthWorld(name: string): Promise<AuthWorld> {
  const user = { username: `${name}-admin`, password: 'Start123!', email: `${name}@example.test` };
  const world = await startAppWorld(
    name,
    {
      DEMO_CUSTOMERS: '0',
      JOBS: 'off',
      ADMIN_USERNAME: user.username,
      ADMIN_PASSWORD: user.password,
      ADMIN_EMAIL: user.email,
    },
    { embedded: true },
  );
  return { url: world.url, user, emailSince: (since) => waitForEmailTo(user.email, since, 15_000, world.mailDir), stop: world.stop };
}

/** Fills the sign-in form and submits it. */
export async function submitSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs out through the user menu; the browser lands on /login. */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The code an authenticator app shows for `secret` at `time` (ms). */
export const authenticatorCode = (secret: string, time = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: time });

export const sixDigitCode = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

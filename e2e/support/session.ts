/**
 * Signing in for tests. The sign-in screen has journeys of its own (auth.spec.ts, auth-mfa.spec.ts);
 * every other test signs in through the same API call the screen makes and leaves the browser as
 * the screen does: the session cookie, and the user in local storage (spec 1 §4).
 */
import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, type LoginResponse } from '@wattle/contract';

export interface Credentials {
  username: string;
  password: string;
  useDemoMode?: boolean;
}

/** The administrator the server creates on an empty store (README: default sign-in). */
export const admin: Credentials = { username: 'admin', password: 'Admin123!' };

/** Where the web app keeps the signed-in user (apps/web/src/stores/authStore.ts) and the system parameters (api/systemParameters.ts). */
const AUTH_STORAGE_KEY = 'wattle.auth';
const SYSTEM_STORAGE_KEY = 'wattle.system';

/**
 * Signs in on the app at `base` (the context's base URL when empty) and opens `landing`, the
 * dashboard as after the sign-in screen. The user must need no second step.
 */
export async function signIn(page: Page, credentials: Credentials = admin, { base = '', landing = '/dashboard' } = {}): Promise<void> {
  // A page of the app's origin that does not start the app: the call and local storage belong to that origin.
  await page.goto(`${base}/api/health`);
  const login = { username: credentials.username, password: credentials.password, useDemoMode: credentials.useDemoMode ?? false };
  const answer = await page.evaluate(
    async ({ body, csrfHeader }) => {
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [csrfHeader]: '1' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { body: login, csrfHeader: CSRF_HEADER },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { user } = answer.body as LoginResponse;
  expect(user, `${credentials.username} signs in without a second step`).not.toBeNull();
  // As the screen does before it leaves: the user, and the system parameters it has loaded.
  const parameters = await page.evaluate(async () => (await (await fetch('/api/users/system-parameters')).json()) as { code: string; parameter: string }[]);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), <[string, string][]>[
    [AUTH_STORAGE_KEY, JSON.stringify({ state: { user }, version: 0 })],
    [SYSTEM_STORAGE_KEY, JSON.stringify({ data: Object.fromEntries(parameters.map((p) => [p.code, p.parameter])) })],
  ]);
  await page.goto(`${base}${landing}`);
  await expect(page).not.toHaveURL(/\/login/);
}

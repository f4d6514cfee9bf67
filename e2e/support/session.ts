/** Signing in for tests. */
import type { Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
  useDemoMode?: boolean;
}

/** The administrator the server creates on an empty store (README: default sign-in). */
export const admin: Credentials = { username: 'admin', password: 'Admin123!' };

/** Where the web app keeps the signed-in user (apps/web/src/stores/authStore.ts, zustand persist). */
const AUTH_STORAGE_KEY = 'wattle.auth';

/**
 * Signs the page in as the login screen does: POST /api/login (the session cookie lands in the
 * page's browser context), then the returned user is kept in local storage for the web app.
 * Replace with the real login screen's form once it exists.
 */
export async function signIn(page: Page, credentials: Credentials = admin): Promise<void> {
  const res = await page.request.post('/api/login', {
    headers: { 'X-CSRF': '1' },
    data: { username: credentials.username, password: credentials.password, useDemoMode: credentials.useDemoMode ?? false },
  });
  if (!res.ok()) throw new Error(`sign-in as ${credentials.username} failed: ${res.status()} ${await res.text()}`);
  const { user } = (await res.json()) as { user: unknown };
  if (!user) throw new Error(`sign-in as ${credentials.username} asks for a second step`);
  await page.goto('/login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify({ state: { user }, version: 0 })] as const);
}

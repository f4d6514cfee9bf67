/** Signing in for tests. */
import type { Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
  useDemoMode?: boolean;
}

/** The administrator the server creates on an empty store (README: default sign-in). */
export const admin: Credentials = { username: 'admin', password: 'Admin123!' };

/**
 * Signs the page's browser context in through POST /api/login; the session cookie lands in
 * the context, as it does after the login screen.
 */
export async function signIn(page: Page, credentials: Credentials = admin): Promise<void> {
  const res = await page.request.post('/api/login', {
    headers: { 'X-CSRF': '1' },
    data: { username: credentials.username, password: credentials.password, useDemoMode: credentials.useDemoMode ?? false },
  });
  if (!res.ok()) throw new Error(`sign-in as ${credentials.username} failed: ${res.status()} ${await res.text()}`);
}

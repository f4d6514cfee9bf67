/** `test` for every spec: the app's base URL and a signed-in page. Import { test, expect } from here. */
import { test as base, expect, type Page } from '@playwright/test';
import { e2eEnv } from './support/env';
import { signIn } from './support/session';

export const test = base.extend<{ signedInPage: Page }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(e2eEnv().baseURL);
  },
  signedInPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };

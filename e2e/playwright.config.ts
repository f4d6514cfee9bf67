import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium (Playwright's own browser download is not available here). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportsDir = process.env.WATTLE_TEST_REPORTS;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: 'test-results',
  // Two cores: the server, the browser and the runner share them.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: reportsDir ? [['list'], ['json', { outputFile: path.join(reportsDir, 'playwright.json') }]] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    // A failed test's trace keeps DOM snapshots, not the screencast: recording it cost about a quarter of each test's time on 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});

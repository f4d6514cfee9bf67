/**
 * A Wattle server of its own for the dashboard journeys: they run actions, dismiss ribbons,
 * import reads and send mail, which must not disturb the shared server of the other specs. The
 * journeys work on its demo dataset; its mail goes to its own SMTP sink.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { texts, type DashboardItem, type Notification } from '@wattle/contract';
import { startAppWorld } from './support/app-world';
import { waitForEmailTo } from './support/mail';
import { admin, signIn } from './support/session';

export interface DashboardWorld {
  url: string;
  at(path: string): string;
  emailTo(address: string, since: number): ReturnType<typeof waitForEmailTo>;
  stop(): Promise<void>;
}

const DEMO_CUSTOMERS = '150';

/** `env` adds to or overrides the server's environment (JOBS: 'on' where a journey waits for a job's work). */
export async function startDashboardWorld(name: string, env: Record<string, string> = {}): Promise<DashboardWorld> {
  const world = await startAppWorld(name, { DEMO_CUSTOMERS, JOBS: 'off', ...env });
  return {
    url: world.url,
    at: (p) => `${world.url}${p}`,
    emailTo: (address, since) => waitForEmailTo(address, since, 15_000, world.mailDir),
    stop: world.stop,
  };
}

/**
 * A page on the world's server (optionally under another host name that resolves to it), signed in
 * to the demo dataset (the Demo switch), on the dashboard with its cards shown.
 */
export async function dashboardPage(browser: Browser, world: DashboardWorld, host?: string): Promise<Page> {
  const baseURL = host ? world.url.replace('127.0.0.1', host) : world.url;
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, { ...admin, useDemoMode: true });
  await expect(page.getByRole('list', { name: 'Work queues' })).toBeVisible();
  return page;
}

/** The user's cards and their counts, as the API answers them to the page's session. */
export async function cardsOf(page: Page) {
  const items = (await (await page.request.get('/api/dashboard/user-items')).json()) as DashboardItem[];
  const counts = (await (await page.request.get('/api/dashboard/notifications')).json()) as Notification[];
  const count = (code: string) => Number(counts.find((c) => c.code === code)?.value ?? 0);
  const item = (code: string) => items.find((i) => i.code === code)!;
  return { items, count, item };
}

/** Opens a card's dialog by its name and waits for its rows. */
export async function openCard(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}: \\d+$`) }).click();
  const dialog = page.getByRole('dialog', { name });
  // The first dialog of a page also loads the table's code: a busy machine may take a while.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('tbody tr input[type=checkbox]').first()).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** Answers the confirmation with Yes after checking its text. */
export async function confirmWith(page: Page, text: string) {
  const confirm = page.getByRole('dialog').filter({ hasText: text });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
}

/** Closes the success popup after checking its message. */
export async function expectSuccess(page: Page, message: string | RegExp) {
  const popup = page.getByRole('dialog', { name: 'Success!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(message);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
}

/** Opens Upload Files from the Scheduled Tasks panel with the import type Meter Read Import chosen. */
export async function openMeterReadUpload(page: Page) {
  await page.getByLabel('Scheduled Tasks').getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: texts.dashboard.uploadFiles });
  await upload.getByLabel(texts.dashboard.importType).click();
  await page.getByRole('option', { name: 'Meter Read Import' }).click();
  return upload;
}

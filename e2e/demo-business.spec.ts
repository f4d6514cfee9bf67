import { addIsoDays, businessDateIn, DEFAULT_TIME_ZONE, texts, type DashboardActivity } from '@wattle/contract';
import { expect, test } from './fixtures';
import { shownDate } from './support/dates';
import { admin, signIn } from './support/session';
import { transactionRows } from './support/transactions';
import { findDemoCustomer } from './sections.world';

/**
 * The demo dataset looks like a working retailer on the day it is generated (issue 28 item 12):
 * My Activities are due around today, and invoices carry the product's own numbers.
 */
const today = businessDateIn(DEFAULT_TIME_ZONE);
/** DD/MM/YYYY as an ISO date, to compare. */
const isoOf = (shown: string) => `${shown.slice(6, 10)}-${shown.slice(3, 5)}-${shown.slice(0, 2)}`;

test.beforeEach(async ({ page }) => {
  await signIn(page, { ...admin, useDemoMode: true });
});

test('My Activities are due around today: a few overdue by days, most in the next weeks', async ({ page }) => {
  const activities = page.getByLabel(texts.dashboard.myActivities);
  await expect(activities.getByRole('columnheader', { name: texts.dashboard.activityColumns.dueDate })).toBeVisible();
  await expect(activities.locator('tbody tr').first()).toBeVisible();
  const shown = (await activities.locator('tbody tr td:nth-child(6)').allTextContents()).map((s) => s.trim());
  expect(shown.length).toBeGreaterThan(0);
  for (const due of shown) {
    expect(due).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(isoOf(due) >= addIsoDays(today, -7) && isoOf(due) <= addIsoDays(today, 28), `${due} around ${shownDate(today)}`).toBe(true);
  }
  const all = (await (await page.request.get('/api/dashboard/activities')).json()) as DashboardActivity[];
  const upcoming = all.filter((a) => a.requiredDate !== null && a.requiredDate.slice(0, 10) >= today);
  expect(upcoming.length).toBeGreaterThan(all.length / 2);
});

test("a customer's transactions name invoices by the product's numbers (INV000000001 …)", async ({ page }) => {
  const customer = await findDemoCustomer(page, '', { code: 'ARTRANS' });
  await page.goto(customer.link('/transaction-list'));
  const invoices = transactionRows(page).filter({ hasText: /Invoice INV\d{9}(?!\d)/ });
  await expect(invoices.first()).toBeVisible();
  await expect(transactionRows(page).filter({ hasText: /INV\d{7}-\d{2}/ })).toHaveCount(0);
});

test('the built-in Arrears Review job shows its own tasks: the accounts it reminded, an SMS, a follow-up activity', async ({ page }) => {
  await page.goto('/system-jobs');
  const jobs = page.locator('[aria-labelledby="jobs-title"]');
  await jobs.locator('tbody tr[data-row-id]', { hasText: 'Arrears Review' }).click();
  const tasks = page.locator('[aria-labelledby="tasks-title"]').locator('tbody tr[data-row-id]');
  await expect(tasks).toHaveCount(4);
  // Each task by its type's description (issue 28 item 2: words, not codes).
  for (const [k, type] of ['Run a customer segment', 'Send an SMS', 'Create an activity', 'Clear the workflow table'].entries()) {
    await expect(tasks.nth(k)).toContainText(type);
  }
});

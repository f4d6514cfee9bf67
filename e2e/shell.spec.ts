import type { Page } from '@playwright/test';
import { texts } from '@wattle/contract';
import { expect, test } from './fixtures';

/** The application shell (spec 1 §2.1, §2.5, §2.6) against the started app and its seeded menus. */

const topBarMenu = (page: Page) => page.getByRole('menu');
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
/** Resolves once the page has run the work queued before it (React renders on a MessageChannel task). */
const afterRendering = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

test.describe('shell', () => {
  test('sends signed-out users to /login', async ({ page }) => {
    await page.goto('/residential?customerId=5');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/maintenance/BUILDINGS');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Reports menu: My reports first, categories in alphabetical order, reports open /reports/{id}', async ({ signedInPage: page }) => {
    await page.getByRole('button', { name: 'Reports' }).click();
    const menu = topBarMenu(page);
    await expect(menu.getByRole('menuitem').first()).toHaveText('My reports');
    await expect(menu.locator('.MuiListSubheader-root')).toHaveText(['Administration', 'Billing', 'Customers', 'Finance', 'Metering']);
    await menu.getByRole('menuitem', { name: 'Customer List' }).click();
    await expect(page).toHaveURL(/\/reports\/\d+$/);
    await expect(menu).toBeHidden();
    // The report is a full-screen dialog over the shell: Close goes back.
    await page.getByRole('dialog', { name: 'Customer List' }).getByRole('button', { name: texts.common.close }).click();

    await page.getByRole('button', { name: 'Reports' }).click();
    await topBarMenu(page).getByRole('menuitem', { name: 'My reports' }).click();
    await expect(page).toHaveURL(/\/my-reports$/);
  });

  test('Reports menu shows a locked report disabled with a lock icon', async ({ signedInPage: page }) => {
    // The administrator may run every report; the lock flag is set on the real answer to see how the menu shows it.
    await page.route('**/api/reports', async (route) => {
      const response = await route.fetch();
      const reports = (await response.json()) as { name: string; isLocked: boolean }[];
      await route.fulfill({ response, json: reports.map((r) => ({ ...r, isLocked: r.name === 'Journal Export' })) });
    });
    await page.getByRole('button', { name: 'Reports' }).click();
    const locked = topBarMenu(page).getByRole('menuitem', { name: 'Journal Export' });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked.getByRole('img', { name: 'Locked' })).toBeVisible();
    await expect(topBarMenu(page).getByRole('menuitem', { name: 'Aged Debtors' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('Maintenance menu: daily work first, administration after, each under its heading', async ({ signedInPage: page }) => {
    await page.getByRole('button', { name: 'Maintenance' }).click();
    const menu = topBarMenu(page);
    await expect(menu.locator('[data-menu-section]')).toHaveText([texts.topBar.dailyWork, texts.topBar.administration]);
    await expect(menu.locator('.MuiListSubheader-root')).toHaveText([
      texts.topBar.dailyWork,
      'Billing',
      'Metering',
      'Correspondence',
      'Reports',
      texts.topBar.administration,
      'Reference Data',
      'Templates and Brands',
      'Users',
      'System',
      'Integrations',
    ]);
    const items = await menu.getByRole('menuitem').allTextContents();
    const administration = items.indexOf('Billing Cycles');
    for (const daily of ['Price Plans', 'Payment Import', 'Meter Reads', 'Meter Read Imports', 'Bulk Messaging', 'Report Schedules'])
      expect(items.indexOf(daily), daily).toBeLessThan(administration);
    for (const admin of ['Buildings', 'Templates', 'Users', 'System Settings', 'Add-ons']) expect(items.indexOf(admin), admin).toBeGreaterThan(administration);
  });

  test('Maintenance menu: Escape closes it for good while the pointer rests on it, and its button stays clickable', async ({ signedInPage: page }) => {
    // The page's clock is Playwright's, so the hover delay can be run past without waiting for it.
    await page.clock.install();
    await page.reload();
    const button = page.getByRole('button', { name: 'Maintenance' });
    const menu = page.locator('#maintenance-menu');
    await button.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // The pointer rests on the button (and moves a little): well past the 300 ms hover delay it stays closed.
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2 + 1);
    await page.clock.runFor(2000);
    await afterRendering(page);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Nothing covers the button: a click opens the menu, the next closes it.
    await button.click();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
    // Once the pointer has left, resting on the button opens it again; leaving button and menu closes it.
    await page.mouse.move(box.x + box.width / 2, box.y + 300);
    await button.hover();
    await page.clock.runFor(300);
    await expect(menu).toBeVisible();
    await page.mouse.move(box.x + 600, box.y + 400);
    await page.clock.runFor(300);
    await expect(menu).toBeHidden();
  });

  test('Maintenance menu opens on hover and routes codes to their screens', async ({ signedInPage: page }) => {
    await page.getByRole('button', { name: 'Maintenance' }).hover();
    await topBarMenu(page).getByRole('menuitem', { name: 'System Settings' }).click();
    await expect(page).toHaveURL(/\/system-settings$/);

    await page.getByRole('button', { name: 'Maintenance' }).click();
    await topBarMenu(page).getByRole('menuitem', { name: 'Add-ons' }).click();
    await expect(page).toHaveURL(/\/integration$/);

    await page.getByRole('button', { name: 'Maintenance' }).click();
    await topBarMenu(page).getByRole('menuitem', { name: 'Buildings' }).click();
    await expect(page).toHaveURL(/\/maintenance\/BUILDINGS$/);
  });

  test('Help menu links open in a new tab; the user menu shows the user and their roles', async ({ signedInPage: page }) => {
    await page.getByRole('button', { name: 'Help' }).click();
    const topic = topBarMenu(page).getByRole('menuitem', { name: 'Getting started' });
    await expect(topic).toHaveAttribute('target', '_blank');
    // Seeded topics open in-product help pages (e2e/help-topics.spec.ts opens one).
    await expect(topic).toHaveAttribute('href', '/help/getting-started');
    // Escape on the menu itself: pressed on the page it can come before the menu has focus and be lost.
    await topic.press('Escape');
    await expect(topic).toBeHidden();

    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = topBarMenu(page);
    await expect(menu.getByText('admin@example.com')).toBeVisible();
    await expect(menu.getByText('ADMIN', { exact: true })).toBeVisible();
    await expect(menu.getByText('DEVELOPER', { exact: true })).toBeVisible();
    // The seeded company is not allowed support tickets, so no usage line.
    await expect(menu.getByText(/support tickets created/)).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'View User Account' }).click();
    await expect(page).toHaveURL(/\/user\/settings$/);
  });

  test('the drawer pins and unpins', async ({ signedInPage: page }) => {
    const nav = drawer(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav).toHaveAttribute('data-expanded', 'true');

    await nav.getByRole('button', { name: 'Unpin menu' }).click();
    // Unpinning closes the drawer; it comes back 500 ms later as a rail that expands on hover.
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    await page.mouse.move(600, 400);
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    await nav.hover();
    await expect(nav).toHaveAttribute('data-expanded', 'true');

    await nav.getByRole('button', { name: 'Pin menu' }).click();
    await page.mouse.move(600, 400);
    await expect(nav).toHaveAttribute('data-expanded', 'true');
    await page.reload();
    await expect(drawer(page).getByRole('button', { name: 'Unpin menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(drawer(page)).toBeVisible();
  });

  test('a link carrying customer ids stores them and continues without them; the drawer then shows the customer menu', async ({ signedInPage: page }) => {
    await page.goto('/dashboard?customerId=5&selectedCustomerTypeCode=RESIDENT');
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = drawer(page);
    await nav.getByRole('button', { name: 'Customer' }).click();
    await expect(nav.getByRole('link', { name: 'Residential' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Commercial' })).toHaveCount(0);
    // Customer Detail is the page of occupiers and sundry customers (spec 3 §2.3).
    await expect(nav.getByRole('link', { name: 'Customer Detail' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  for (const type of ['OCCUPIER', 'SUNDRY']) {
    test(`the drawer of a ${type} customer lists Customer Detail and not the residential pages`, async ({ signedInPage: page }) => {
      await page.goto(`/dashboard?customerId=5&selectedCustomerTypeCode=${type}`);
      const nav = drawer(page);
      await nav.getByRole('button', { name: 'Customer' }).click();
      await nav.getByRole('link', { name: 'Customer Detail' }).click();
      await expect(page).toHaveURL(/\/customer-detail$/);
      await expect(nav.getByRole('link', { name: 'Residential' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Life Support' })).toHaveCount(0);
    });
  }

  test('the ribbon sends users for help to the Help menu, which the top bar has', async ({ signedInPage: page }) => {
    await expect(page.getByText('Need help? Open the Help menu in the top bar.')).toBeVisible();
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(topBarMenu(page).getByRole('menuitem').first()).toBeVisible();
  });

  test('the top-bar search box starts empty on the page the user moves to', async ({ signedInPage: page }) => {
    const box = page.getByRole('searchbox', { name: texts.search.topBarPlaceholder });
    await box.fill('no such customer');
    await drawer(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Reports' }).click();
    await topBarMenu(page).getByRole('menuitem', { name: 'My reports' }).click();
    await expect(page).toHaveURL(/\/my-reports$/);
    await expect(box).toHaveValue('');
  });

  test('after Logout nothing asks the server for the signed-out session (no 401)', async ({ signedInPage: page }) => {
    // A customer is selected, so the drawer's customer menu is loaded too.
    await page.goto('/dashboard?customerId=5&selectedCustomerTypeCode=RESIDENT');
    await drawer(page).getByRole('button', { name: 'Customer' }).click();
    await expect(drawer(page).getByRole('link', { name: 'Residential' })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    const unauthorised: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorised.push(response.url());
    });
    await topBarMenu(page).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect(unauthorised).toEqual([]);
  });
});

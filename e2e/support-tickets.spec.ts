import { texts } from '@wattle/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startAppWorld, type AppWorld } from './support/app-world';
import { signIn } from './support/session';

/**
 * Support tickets from the help desk (issue 27 part 3, spec 1 §2.5, §4): Help Desk connects through
 * the help desk sandbox's authorisation page with its subdomain; the user menu's usage line and
 * dialog show the sandbox's tickets; a ticket raised from the Help menu reaches the sandbox. Its own
 * server, so the connection does not show in other specs' menus.
 */
let world: AppWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startAppWorld('support-tickets', { DEMO_CUSTOMERS: '20', JOBS: 'off' });
});
test.afterAll(async () => {
  await world.stop();
});

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const usageLine = /support tickets created for/;

test('Help Desk: connected through the sandbox with its subdomain, tickets in the user menu, one raised from the Help menu', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: world.url });
  const page = await context.newPage();
  await signIn(page, undefined, { base: world.url });

  await page.goto('/integration');
  await card(page, 'Help Desk').getByRole('button', { name: texts.addons.connect }).click();
  const dialog = page.getByRole('dialog', { name: texts.addons.connectTitle('Help Desk') });
  await dialog.getByRole('textbox', { name: 'Subdomain' }).fill('wattle');
  await dialog.getByRole('button', { name: texts.addons.connect }).click();

  await expect(page.getByRole('heading', { name: 'Allow Wattle to access wattle?' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/integration\?zendeskConnectionStatus=success$/);
  await expect(card(page, 'Help Desk')).toContainText(texts.addons.connected);

  await page.getByRole('button', { name: texts.topBar.userMenu }).click();
  const usage = page.getByRole('menu').getByRole('menuitem', { name: usageLine });
  await expect(usage).toHaveText(/^2 support tickets created for /);
  await usage.click();
  const tickets = page.getByRole('dialog', { name: /Company support tickets for/ });
  await expect(tickets.getByRole('table')).toContainText('Bill run stopped at the rating step');
  await expect(tickets.getByRole('table')).toContainText('How do I add a price plan?');
  await tickets.getByRole('button', { name: texts.common.close }).click();
  await expect(tickets).toBeHidden();

  await page.getByRole('button', { name: texts.topBar.help, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: texts.topBar.raiseTicket }).click();
  const raise = page.getByRole('dialog', { name: texts.topBar.raiseTicket });
  await raise.getByRole('textbox', { name: texts.topBar.ticketSubject }).fill('Statement totals look wrong');
  await raise.getByRole('textbox', { name: texts.topBar.ticketDescription }).fill('The March statement shows the wrong balance.');
  await raise.getByRole('button', { name: texts.topBar.raiseTicketSave }).click();
  const popup = page.getByRole('dialog', { name: 'Success!' });
  await expect(popup).toContainText(/Ticket \d+ raised\./);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(raise).toBeHidden();

  await page.getByRole('button', { name: texts.topBar.userMenu }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: usageLine })).toHaveText(/^3 support tickets created for /);
  await page.getByRole('menu').getByRole('menuitem', { name: usageLine }).click();
  await expect(page.getByRole('dialog', { name: /Company support tickets for/ }).getByRole('table')).toContainText('Statement totals look wrong');
  await context.close();
});

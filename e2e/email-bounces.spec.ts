import { expect, test } from '@playwright/test';
import { SANDBOX_EMAIL_DOMAINS, texts } from '@wattle/contract';
import { dashboardPage, expectSuccess, openCard, startDashboardWorld, type DashboardWorld } from './dashboard.world';

// Its own server (development defaults: the sandbox email provider relays to the world's SMTP sink and posts signed events back).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: DashboardWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startDashboardWorld('email-bounces');
});
test.afterAll(async () => {
  await world?.stop();
});

const t = texts.dashboard;

test('an email resent to a bouncing address comes back undelivered with the reason; the blocked address is shown and removed', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const dialog = await openCard(page, 'New and Undelivered Email');
  const rows = dialog.locator('tbody tr[data-row-id]:not([data-row-id*=":"])');
  await dialog.getByRole('button', { name: t.statusFilters.UNDELIVERED, exact: true }).click();
  const search = dialog.getByRole('searchbox', { name: 'Search' });
  await search.fill('FAILED');
  await expect(rows.first()).toContainText('FAILED');

  // Resent from the Undelivered Email form to an address the provider bounces.
  const bouncing = `moved.away@${SANDBOX_EMAIL_DOMAINS.bounce}`;
  await rows.first().getByRole('button', { name: t.undeliveredEmail }).click();
  const form = page.getByRole('dialog', { name: t.undeliveredEmail });
  await form.getByLabel(t.emailFields.sendTo).fill(bouncing);
  await form.getByLabel(t.emailFields.subject).fill('Your bill (new address)');
  await form.getByRole('button', { name: t.resend }).click();
  await expectSuccess(page, t.emailResent);

  // The provider's bounce arrives by webhook: the email is BOUNCED with the provider's reason.
  const reasonText = '550 5.1.1 The email account that you tried to reach does not exist.';
  // Grouped by address: the address is on the group's row, the subject on the email's.
  const bounced = rows.filter({ hasText: 'Your bill (new address)' });
  await expect(async () => {
    await search.fill('');
    await search.fill(bouncing);
    await expect(bounced.first()).toContainText('BOUNCED', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(bounced.first()).toContainText(reasonText);

  // The Email Status dialog explains it and offers to take the address off the blocked list.
  await bounced.first().getByRole('button', { name: t.undeliveredReason }).click();
  const reason = page.getByRole('dialog', { name: t.undeliveredReason });
  await expect(reason.getByText(texts.email.bouncedReason)).toBeVisible();
  await expect(reason.getByText(reasonText)).toBeVisible();
  await reason.getByRole('button', { name: t.removeFromBlockedList }).first().click();
  await expectSuccess(page, t.removedFromBlockedList(bouncing));
  await reason.getByRole('button', { name: 'Close' }).click();

  // A delivered resend still reaches the mailbox behind the provider.
  await bounced.first().getByRole('button', { name: t.undeliveredEmail }).click();
  await form.getByLabel(t.emailFields.sendTo).fill('moved.here@example.com');
  const since = Date.now();
  await form.getByRole('button', { name: t.resend }).click();
  await expectSuccess(page, t.emailResent);
  const mail = await world.emailTo('moved.here@example.com', since);
  expect(mail.subject).toBe('Your bill (new address)');
  await page.context().close();
});

import { expect, test } from './fixtures';
import { texts } from '@wattle/contract';
import { signIn, admin } from './support/session';

const t = texts.integrations;
const a = texts.addons;
/** The development sandbox's provider account and its refusal (docs/metering.md). */
const SANDBOX_ACCOUNT = { username: 'wattle', password: 'sandbox' };
const SANDBOX_REFUSAL = 'Invalid username or password.';

type Page = import('@playwright/test').Page;

/** The popup's text (Success, or the error one), then closes it. */
async function popupText(page: Page, title: string) {
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible();
  const text = await popup.innerText();
  await popup.getByRole('button', { name: 'OK' }).click();
  return text;
}
const successText = (page: Page) => popupText(page, 'Success!');
const errorText = (page: Page) => popupText(page, texts.notices.errorTitle);

/** Fills the Meter Link card's connect dialog on the Add-ons page and presses Connect. */
async function connectMeterLink(page: Page, username: string, password: string) {
  await page.getByRole('region', { name: 'Meter Link', exact: true }).getByRole('button', { name: a.connect }).click();
  const dialog = page.getByRole('dialog', { name: a.connectTitle('Meter Link') });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: a.connect }).click();
  return dialog;
}

test("metering-provider sites: refused until Meter Link is connected with the company's account, then Load sites lists the sandbox provider, Import meter reads pulls the selected sites once, and disconnecting stops it", async ({
  page,
}) => {
  // Connecting, two pulls and disconnecting in one journey: more than the default 30 s on a loaded machine.
  test.slow();
  await signIn(page, { ...admin, useDemoMode: true });
  await page.goto('/metering-reads');
  await expect(page.getByText(t.noSitesLoaded)).toBeVisible();
  const importButton = page.getByRole('button', { name: t.importMeterReads });
  await expect(importButton).toBeDisabled();
  await page.getByRole('button', { name: t.loadSites }).click();
  expect(await errorText(page)).toContain(t.notConnected);

  await page.goto('/integration');
  const refused = await connectMeterLink(page, SANDBOX_ACCOUNT.username, 'not-the-password');
  expect(await errorText(page)).toContain(t.providerRefused(SANDBOX_REFUSAL));
  await refused.getByLabel('Password').fill(SANDBOX_ACCOUNT.password);
  await refused.getByRole('button', { name: a.connect }).click();
  expect(await successText(page)).toContain(a.connectedMessage('Meter Link'));
  await page.getByRole('region', { name: 'Meter Link', exact: true }).getByRole('link', { name: 'Sites and reads' }).click();

  await page.getByRole('button', { name: t.loadSites }).click();
  for (const header of [t.name, t.address, t.status]) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  const first = page.getByRole('row').filter({ hasText: 'NMI 4100000001' });
  await expect(first).toContainText('1 Sandbox Street, Sydney NSW 2000');
  await expect(first).toContainText('Active');
  await first.getByRole('checkbox').check();
  await page.getByRole('row').filter({ hasText: 'NMI 4100000002' }).getByRole('checkbox').check();

  const pull = async () => {
    await importButton.click();
    const dialog = page.getByRole('dialog', { name: t.importMeterReads });
    const save = dialog.getByRole('button', { name: t.importButton });
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: t.startDate }).fill('10/01/2015');
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: t.endDate }).fill('09/01/2015');
    await expect(dialog.getByText(t.endBeforeStart)).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: t.endDate }).fill('11/01/2015');
    await save.click();
    const text = await successText(page);
    await expect(dialog).toBeHidden();
    return text;
  };
  // Two sites, two days: each read queued or rejected with its reason, then nothing new the second time.
  expect(await pull()).toMatch(/(\d) reads queued for import, (\d) rejected, 0 already received/);
  expect(await pull()).toContain(texts.dashboard.csv.received(0, 0, 4));
  await page.goto('/integration');
  await page.getByRole('region', { name: 'Meter Link', exact: true }).getByRole('button', { name: a.disconnect }).click();
  await page.getByRole('dialog', { name: a.disconnect }).getByRole('button', { name: texts.common.yes }).click();
  expect(await successText(page)).toContain(a.disconnectedMessage('Meter Link'));
  await page.goto('/metering-reads');
  await page.getByRole('button', { name: t.loadSites }).click();
  expect(await errorText(page)).toContain(t.notConnected);
});

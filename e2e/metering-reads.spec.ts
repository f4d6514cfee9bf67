import { expect, test } from './fixtures';
import { texts } from '@wattle/contract';
import { signIn, admin } from './support/session';

const t = texts.integrations;

/** The Success popup's text, then closes it. */
async function successText(page: import('@playwright/test').Page) {
  const popup = page.getByRole('dialog', { name: 'Success!' });
  await expect(popup).toBeVisible();
  const text = await popup.innerText();
  await popup.getByRole('button', { name: 'OK' }).click();
  return text;
}

test('metering-provider sites: Load sites lists the sandbox provider, Import meter reads pulls the selected sites once', async ({ page }) => {
  await signIn(page, { ...admin, useDemoMode: true });
  await page.goto('/metering-reads');
  await expect(page.getByText(t.noSitesLoaded)).toBeVisible();
  const importButton = page.getByRole('button', { name: t.importMeterReads });
  await expect(importButton).toBeDisabled();

  await page.getByRole('button', { name: t.loadSites }).click();
  for (const header of [t.name, t.address, t.status]) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  const first = page.getByRole('row').filter({ hasText: 'NMI 4100000001' });
  await expect(first).toContainText('1 Sandbox Street, Sydney NSW 2000');
  await expect(first).toContainText('ACTIVE');
  await first.getByRole('checkbox').check();
  await page.getByRole('row').filter({ hasText: 'NMI 4100000002' }).getByRole('checkbox').check();

  const pull = async () => {
    await importButton.click();
    const dialog = page.getByRole('dialog', { name: t.importMeterReads });
    const save = dialog.getByRole('button', { name: t.importButton });
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: t.startDate }).fill('2015-01-10');
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: t.endDate }).fill('2015-01-09');
    await expect(dialog.getByText(t.endBeforeStart)).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: t.endDate }).fill('2015-01-11');
    await save.click();
    const text = await successText(page);
    await expect(dialog).toBeHidden();
    return text;
  };
  // Two sites, two days: each read queued or rejected with its reason, then nothing new the second time.
  expect(await pull()).toMatch(/(\d) reads queued for import, (\d) rejected, 0 already received/);
  expect(await pull()).toContain(texts.dashboard.csv.received(0, 0, 4));
});

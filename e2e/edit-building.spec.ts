import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts } from '@wattle/contract';
import { sectionOn, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';

/**
 * The Edit Building dialog (spec 3 §2.7, §5.2) as an administrator works it: BILLCAL_EDIT opens it
 * for the highlighted building of Maintenance › Buildings; Save waits for a change; every
 * validation text shows where the user typed; attributes are added, refused and saved, and empty
 * keys go after "Remove Empty Keys".
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('edit-building');
});
test.afterAll(async () => {
  await world?.stop();
});

const t = texts.building;
const dialogOf = (page: Page) => page.getByRole('dialog', { name: t.dialogTitle });
const saveOf = (dialog: Locator) => dialog.getByRole('button', { name: t.save, exact: true });

/** Highlights the first building and opens it with Edit Building (BILLCAL_EDIT). */
async function openFirstBuilding(page: Page) {
  await page.goto(`${world.url}/maintenance/BUILDINGS`);
  const section = sectionOn(page, 'BUILDINGS');
  const row = section.locator('tbody tr[data-row-id]').first();
  await expect(row).toBeVisible();
  await row.locator('td').last().click();
  await section.getByRole('button', { name: 'Edit Building' }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByLabel(t.code)).not.toHaveValue('');
  return dialog;
}

test('Save is enabled only after a change, and disabled again when the change is undone', async ({ page }) => {
  await signInTo(page, world.url);
  const dialog = await openFirstBuilding(page);
  const save = saveOf(dialog);
  await expect(save).toBeDisabled();
  const description = dialog.getByLabel(t.description);
  const original = await description.inputValue();
  await description.fill(`${original} changed`);
  await expect(save).toBeEnabled();
  await description.fill(original);
  await expect(save).toBeDisabled();
  await dialog.getByLabel(t.offMarket).check();
  await expect(save).toBeEnabled();
});

test('every validation text of the code and the billing day', async ({ page }) => {
  await signInTo(page, world.url);
  const dialog = await openFirstBuilding(page);
  const code = dialog.getByLabel(t.code);
  await code.fill('');
  await expect(dialog.getByText(t.codeRequired)).toBeVisible();
  await code.fill('B-E2E');
  await expect(dialog.getByText(t.codeRequired)).toBeHidden();

  const day = dialog.getByLabel(t.billingDay);
  await day.fill('');
  await day.pressSequentially('123');
  await expect(day).toHaveValue('12');
  await day.fill('32');
  await expect(dialog.getByText(t.billingDayRange)).toBeVisible();
  await day.fill('0');
  await expect(dialog.getByText(t.billingDayRange)).toBeVisible();
  await day.fill('1.');
  await expect(dialog.getByText(t.billingDayWhole)).toBeVisible();
  await day.fill('ab');
  await expect(dialog.getByText(t.billingDayWhole)).toBeVisible();
  await day.fill('');
  await expect(dialog.getByText(t.billingDayWhole)).toBeHidden();
  await expect(dialog.getByText(t.billingDayRange)).toBeHidden();
});

test('attribute keys: format and duplicate texts, empty keys removed after Remove Empty Keys, then saved', async ({ page }) => {
  await signInTo(page, world.url);
  let dialog = await openFirstBuilding(page);
  const buildingCode = await dialog.getByLabel(t.code).inputValue();
  const existing = await dialog.getByRole('button', { name: new RegExp(`^${t.removeAttribute}`) }).count();
  const key = (n: number) => dialog.getByLabel(`${t.attributeKey} ${n}`, { exact: true });
  const value = (n: number) => dialog.getByLabel(`${t.attributeValue} ${n}`, { exact: true });

  await dialog.getByRole('button', { name: t.addAttribute }).click();
  await key(existing + 1).fill('has space');
  await expect(dialog.getByText(t.invalidKeyText)).toBeVisible();
  await expect(dialog.getByText(t.invalidKeyTitle).first()).toBeVisible();
  for (const bad of ['1st', 'xmlData', 'XML', 'a$b']) {
    await key(existing + 1).fill(bad);
    await expect(dialog.getByText(t.invalidKeyText)).toBeVisible();
  }
  await key(existing + 1).fill('RECON_THRESHOLD_PCT');
  await expect(dialog.getByText(t.invalidKeyText)).toBeHidden();
  await value(existing + 1).fill('7.5');

  await dialog.getByRole('button', { name: t.addAttribute }).click();
  await key(existing + 2).fill('recon_threshold_pct');
  await expect(dialog.getByText(t.duplicateKey)).toHaveCount(2);
  await dialog.getByRole('button', { name: `${t.removeAttribute} ${existing + 2}` }).click();
  await expect(dialog.getByText(t.duplicateKey)).toHaveCount(0);

  await dialog.getByRole('button', { name: t.addAttribute }).click();
  await value(existing + 2).fill('no key');
  await saveOf(dialog).click();
  const confirm = page.getByRole('dialog', { name: t.removeEmptyKeys });
  await expect(confirm.getByText(t.removeEmptyKeysText)).toBeVisible();
  await confirm.getByRole('button', { name: texts.common.yes }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(dialogOf(page)).toBeHidden();

  dialog = await openFirstBuilding(page);
  await expect(dialog.getByLabel(t.code)).toHaveValue(buildingCode);
  const keys = await dialog.getByLabel(new RegExp(`^${t.attributeKey} \\d+$`)).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const values = await dialog.getByLabel(new RegExp(`^${t.attributeValue} \\d+$`)).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(keys).toHaveLength(existing + 1);
  expect(values[keys.indexOf('RECON_THRESHOLD_PCT')]).toBe('7.5');
  expect(values).not.toContain('no key');
});

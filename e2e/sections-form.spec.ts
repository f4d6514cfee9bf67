import { expect, test } from '@playwright/test';
import { texts } from '@wattle/contract';
import { findDemoCustomer, sectionOn, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';

/**
 * The form view (spec 3 §2.5, spec 1 §2.1): edits are dirty against the loaded record, the browser
 * warns before leaving, the shell's guard asks before navigating away, Save makes the saved values
 * the new baseline, and a save over someone else's newer save is refused with a message.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('sections-form');
});
test.afterAll(async () => {
  await world?.stop();
});

const TERMS = 'Payment Terms (days)';

test('edits, warns on leave, keeps the shell’s guard, saves and resets the baseline', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'CUSTFINANCE', types: ['RESIDENT'] });
  await page.goto(customer.link('/finance'));
  const form = sectionOn(page, 'CUSTFINANCE').locator('form');
  const terms = form.getByLabel(TERMS);
  await expect(form).toHaveAttribute('data-dirty', 'false');
  const loaded = await terms.inputValue();
  const next = loaded === '28' ? '21' : '28';
  await terms.fill(next);
  await expect(form).toHaveAttribute('data-dirty', 'true');

  // Typing the loaded value back is not a change.
  await terms.fill(loaded);
  await expect(form).toHaveAttribute('data-dirty', 'false');
  await terms.fill(next);

  // The browser's leave warning.
  const leave = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await leave;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(form).toHaveAttribute('data-dirty', 'true');

  // The shell's unsaved-edits guard: declining stays on the page with the edit.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(texts.navigation.unsavedEdits);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/finance$/);
  await expect(terms).toHaveValue(next);

  await sectionOn(page, 'CUSTFINANCE').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.sections.saved);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(form).toHaveAttribute('data-dirty', 'false');

  // Saved: leaving asks nothing, and the value is there when the page is opened again.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$|\/$/);
  await page.goto(customer.link('/finance'));
  await expect(sectionOn(page, 'CUSTFINANCE').locator('form').getByLabel(TERMS)).toHaveValue(next);
});

test('Save is enabled only while the form has a change that passes its rules', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'CUSTFINANCE', types: ['RESIDENT'] });
  await page.goto(customer.link('/finance'));
  const section = sectionOn(page, 'CUSTFINANCE');
  const terms = section.getByLabel(TERMS);
  const save = section.getByRole('button', { name: 'Save' });
  await expect(terms).not.toHaveValue('');
  await expect(save).toBeDisabled();
  const loaded = await terms.inputValue();
  const next = loaded === '30' ? '31' : '30';
  await terms.fill(next);
  await expect(save).toBeEnabled();
  await terms.fill('');
  await expect(save).toBeDisabled();
  await terms.fill(loaded);
  await expect(save).toBeDisabled();
  await terms.fill(next);
  await save.click();
  await expect(page.getByRole('dialog')).toContainText(texts.sections.saved);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(save).toBeDisabled();
});

test('shows each refused field’s message and keeps the edit', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'CUSTFINANCE', types: ['RESIDENT'] });
  await page.goto(customer.link('/finance'));
  const section = sectionOn(page, 'CUSTFINANCE');
  await section.getByLabel(TERMS).fill('5');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.sectionRules.residentialTerms(19));
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(section.locator('form')).toHaveAttribute('data-dirty', 'true');
  await section.getByLabel(TERMS).fill('');
  await expect(section.getByText(texts.fields.required)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
  await section.getByLabel(TERMS).fill('4.5');
  await expect(section.getByText(texts.fields.wholeNumber)).toBeVisible();
});

test('a second browser that saved first makes the stale save fail with a message', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await signInTo(a, world.url);
  await signInTo(b, world.url);
  const customer = await findDemoCustomer(a, world.url, { code: 'CUSTFINANCE', types: ['COMPANY'] });
  await a.goto(customer.link('/finance'));
  await b.goto(customer.link('/finance'));
  await expect(sectionOn(b, 'CUSTFINANCE').getByLabel(TERMS)).not.toHaveValue('');
  // Both change the loaded value (Save needs a change).
  const [savedFirst, savedLate] = (await sectionOn(b, 'CUSTFINANCE').getByLabel(TERMS).inputValue()) === '30' ? ['31', '45'] : ['30', '45'];

  await sectionOn(a, 'CUSTFINANCE').getByLabel(TERMS).fill(savedFirst);
  await sectionOn(a, 'CUSTFINANCE').getByRole('button', { name: 'Save' }).click();
  await expect(a.getByRole('dialog')).toContainText(texts.sections.saved);

  await sectionOn(b, 'CUSTFINANCE').getByLabel(TERMS).fill(savedLate);
  await sectionOn(b, 'CUSTFINANCE').getByRole('button', { name: 'Save' }).click();
  await expect(b.getByRole('dialog')).toContainText(texts.server.staleSave);
  await b.getByRole('button', { name: 'OK' }).click();

  await a.reload();
  await expect(sectionOn(a, 'CUSTFINANCE').getByLabel(TERMS)).toHaveValue(savedFirst);
  await first.close();
  await second.close();
});

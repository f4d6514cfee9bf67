import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts, type PricePlan, type SectionConfig, type SectionDataResponse } from '@wattle/contract';
import { sectionConfig, sectionOn, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';
import { setOwnRoles } from './support/users';
import { shownDate } from './support/dates';

/**
 * The price plan editor (spec 3 §2.6, §4, §5.1, §8) as a user works it: PRICEPLAN_ADD and
 * PRICEPLAN_EDIT open it from the Price Plans section; a time-of-use plan is created, its rates,
 * steps and prices changed, its timing profile changed, All Rates toggled, every validation text
 * met on the way, the impact of a change previewed before a saved plan is saved, and a read-only
 * user cannot save. The world runs the job worker: the impact preview is a background job.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('price-plan-editor', { JOBS: 'on' });
});
test.afterAll(async () => {
  await world?.stop();
});

const t = texts.pricePlanEditor;
const PLAN_CODE = 'E2E-TOU';

const editorOf = (page: Page) => page.getByRole('dialog', { name: texts.pricePlan.title });
const field = (scope: Locator, path: string) => scope.locator(`[data-path="${path}"]`);
/** The helper text (the issue) under a field. */
const problemOf = (scope: Locator, path: string) =>
  field(scope, path).locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]').locator('.MuiFormHelperText-root');

const isoDaysFromNow = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d.toLocaleDateString('en-CA');
};
const dayBefore = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

async function openPricePlans(page: Page) {
  await page.goto(`${world.url}/maintenance/PRICEPLANS`);
  await expect(sectionOn(page, 'PRICEPLANS').locator('tbody tr[data-row-id]').first()).toBeVisible();
}

/** Highlights the plan's row and opens it with Edit Price Plan (PRICEPLAN_EDIT). */
async function editPlan(page: Page, code: string) {
  await openPricePlans(page);
  const section = sectionOn(page, 'PRICEPLANS');
  await section.getByLabel('Search').fill(code);
  const row = section.locator('tbody tr[data-row-id]', { hasText: code }).first();
  await row.locator('td').last().click();
  await section.getByRole('button', { name: 'Edit Price Plan' }).click();
  const editor = editorOf(page);
  await expect(field(editor, 'code')).toHaveValue(code);
  return editor;
}

const impactOf = (page: Page) => page.getByRole('dialog', { name: texts.pricePlan.impact.title });

/** A saved plan's impact preview (issue 13): waits for the job to finish and goes on to the confirmation. */
async function throughImpact(page: Page) {
  const next = impactOf(page).getByRole('button', { name: texts.pricePlan.impact.continue });
  await expect(next).toBeEnabled({ timeout: 30_000 });
  await next.click();
  await expect(impactOf(page)).toBeHidden();
}

/** Save, the impact preview of a saved plan, then the spec 3 §8 confirmation, answered Yes. */
async function saveConfirmed(page: Page, { saved = true } = {}) {
  await editorOf(page).getByRole('button', { name: t.save }).click();
  if (saved) await throughImpact(page);
  const confirmation = page.getByRole('dialog', { name: t.saveTitle });
  await expect(confirmation).toContainText(texts.pricePlan.saveConfirm);
  await confirmed(page);
}

/** Answers the save confirmation Yes and waits for the plan to be saved. */
async function confirmed(page: Page) {
  const saved = page.waitForResponse((r) => /\/api\/price-plan(\/\d+)?$/.test(new URL(r.url()).pathname) && ['POST', 'PUT'].includes(r.request().method()));
  await page.getByRole('dialog', { name: t.saveTitle }).getByRole('button', { name: texts.common.yes }).click();
  expect((await saved).status()).toBe(200);
  await expect(editorOf(page).getByRole('button', { name: t.save })).toBeDisabled();
}

async function planByCode(page: Page, code: string, allRates = true): Promise<PricePlan> {
  const section: SectionConfig = await sectionConfig(page.request, world.url, 'PRICEPLANS');
  const data = (await (await page.request.get(`${world.url}/api/display/sections/${section.id}/data?search=${code}`)).json()) as SectionDataResponse;
  const key = data.rows.find((r) => r.values.code === code)!.key!;
  return (await (await page.request.get(`${world.url}/api/price-plan/${key}${allRates ? '?allRates=true' : ''}`)).json()) as PricePlan;
}

test('PRICEPLAN_ADD opens the editor; a time-of-use plan is created after every create-mode rule', async ({ page }) => {
  await signInTo(page, world.url);
  await openPricePlans(page);
  await sectionOn(page, 'PRICEPLANS').getByRole('button', { name: 'Add Price Plan' }).click();
  const editor = editorOf(page);
  await expect(editor).toBeVisible();
  // Save is enabled only when the plan is dirty (spec 3 §4); Active appears in edit mode only.
  await expect(editor.getByRole('button', { name: t.save })).toBeDisabled();
  await expect(editor.getByRole('switch', { name: t.active })).toHaveCount(0);

  // Code: required, at most 20 characters.
  await field(editor, 'code').fill('X'.repeat(21));
  await field(editor, 'code').blur();
  await expect(problemOf(editor, 'code')).toHaveText(texts.pricePlan.maxLength(20));
  await field(editor, 'code').fill('');
  await expect(problemOf(editor, 'code')).toHaveText(texts.pricePlan.required);

  // A save with the form incomplete names every required field (spec 3 §5.1) and saves nothing.
  await editor.getByRole('button', { name: t.save }).click();
  for (const path of ['description', 'productTypeId', 'networkCode', 'fixedRate', 'usageRate']) {
    await expect(problemOf(editor, path), path).toHaveText(texts.pricePlan.required);
  }
  await expect(editor.getByRole('status')).toContainText('fields need attention');

  // Time of use is for power only.
  await field(editor, 'productTypeId').selectOption({ label: 'Gas' });
  await expect(editor.getByRole('radio', { name: t.chargeTou })).toBeDisabled();
  await field(editor, 'productTypeId').selectOption({ label: 'Electricity' });
  await expect(editor.getByRole('radio', { name: t.chargeTou })).toBeEnabled();

  await field(editor, 'code').fill(PLAN_CODE);
  await field(editor, 'description').fill('E2E time of use');
  await field(editor, 'networkCode').selectOption({ label: 'Ausgrid' });
  // Started a month ago: its rates are current, not future-dated.
  await field(editor, 'startDate').fill(shownDate(isoDaysFromNow(-30)));
  // Decimals: a unit rate has at most 7 places.
  await field(editor, 'fixedRate').fill('1.12345678');
  await expect(problemOf(editor, 'fixedRate')).toHaveText(texts.pricePlan.maxPlaces(7));
  await field(editor, 'fixedRate').fill('1.1');

  await editor.getByRole('radio', { name: t.chargeTou }).check();
  await expect(field(editor, 'usageRate')).toHaveAccessibleName(new RegExp(t.peakRate));
  await field(editor, 'meterTimingProfileId').selectOption({ label: 'Time of use (peak, shoulder, off peak)' });
  await field(editor, 'usageRate').fill('0.45');
  await field(editor, 'offPeakRate').fill('0.18');
  await field(editor, 'shoulderRate').fill('0.29');
  // Switching to all day clears off-peak and shoulder (spec 3 §2.6).
  await editor.getByRole('radio', { name: t.chargeDay }).check();
  await expect(field(editor, 'offPeakRate')).toHaveCount(0);
  await editor.getByRole('radio', { name: t.chargeTou }).check();
  await expect(field(editor, 'offPeakRate')).toHaveValue('');
  await expect(field(editor, 'shoulderRate')).toHaveValue('');
  // Off-peak and shoulder are required once a timing profile is chosen.
  await field(editor, 'meterTimingProfileId').selectOption({ label: 'Time of use (peak, shoulder, off peak)' });
  await editor.getByRole('button', { name: t.save }).click();
  await expect(problemOf(editor, 'offPeakRate')).toHaveText(texts.pricePlan.required);
  await expect(problemOf(editor, 'shoulderRate')).toHaveText(texts.pricePlan.required);
  await field(editor, 'offPeakRate').fill('0.18');
  await field(editor, 'shoulderRate').fill('0.29');

  // The confirmation's Cancel saves nothing.
  await editor.getByRole('button', { name: t.save }).click();
  await page.getByRole('dialog', { name: t.saveTitle }).getByRole('button', { name: texts.common.cancel }).click();
  await expect(field(editor, 'code')).toHaveValue(PLAN_CODE);
  // A new plan has no accounts: no impact preview.
  await saveConfirmed(page, { saved: false });

  // Now in edit mode: product type read-only, Active shown, one schedule per register of the profile.
  await expect(field(editor, 'productTypeId')).toBeDisabled();
  await expect(editor.getByRole('switch', { name: t.active })).toBeChecked();
  const usage = editor.getByRole('region', { name: t.usageCharges });
  await expect(usage.locator('[data-schedule-id]')).toHaveCount(3);
  await expect(usage).toContainText('Peak register');
  const created = await planByCode(page, PLAN_CODE);
  expect(created.isTimeOfUse).toBe(true);
  // The new id is the session's price_plan_id, and the section shows the plan.
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('wattle.session') ?? '{}') as { state: { pricePlanId: number } });
  expect(session.state.pricePlanId).toBe(created.id);
  await editor.getByRole('button', { name: t.close }).click();
  await expect(editor).toBeHidden();
  await sectionOn(page, 'PRICEPLANS').getByLabel('Search').fill(PLAN_CODE);
  await expect(sectionOn(page, 'PRICEPLANS').locator('tbody tr[data-row-id]', { hasText: PLAN_CODE })).toBeVisible();
});

test('PRICEPLAN_EDIT: rates turn green when edited, steps are added and removed, new rows deleted', async ({ page }) => {
  await signInTo(page, world.url);
  const editor = await editPlan(page, PLAN_CODE);
  const fixed = editor.getByRole('region', { name: t.fixedCharges });
  const dailyRate = fixed.locator('[data-rate-id]').first();
  await expect(dailyRate).toHaveAttribute('data-rate-state', 'saved');
  await field(fixed, 'fixedCharges.0.rates.0.unitRate').fill('1.2');
  await expect(dailyRate).toHaveAttribute('data-rate-state', 'edited');
  // Minimum charge: the grid takes at most 4 places; a fifth is not typed.
  await field(fixed, 'fixedCharges.0.rates.0.minimumCharge').fill('0.1234');
  await field(fixed, 'fixedCharges.0.rates.0.minimumCharge').pressSequentially('5');
  await expect(field(fixed, 'fixedCharges.0.rates.0.minimumCharge')).toHaveValue('0.1234');
  await field(fixed, 'fixedCharges.0.rates.0.minimumCharge').fill('0.1');

  // Steps: band +1000, "to {next}" / "and greater", add disabled while the last step lacks a rate, at most 5.
  const peak = editor.locator('[data-schedule-id]', { hasText: /^Peak register/ }).first();
  const steps = peak.getByRole('group', { name: t.steps });
  const addStep = peak.getByRole('button', { name: t.addStep });
  const removeStep = peak.getByRole('button', { name: t.removeStep });
  await expect(removeStep).toBeDisabled();
  await expect(steps.getByTestId('band-end')).toHaveText([t.andGreater]);
  await addStep.click();
  await expect(steps.getByTestId('band-end')).toHaveText([t.toNext('1000'), t.andGreater]);
  await expect(addStep).toBeDisabled();
  const stepInputs = steps.locator('input[data-path$=".unitRate"]');
  await stepInputs.nth(1).fill('0.5');
  for (let n = 3; n <= 5; n++) {
    await expect(addStep).toBeEnabled();
    await addStep.click();
    await stepInputs.nth(n - 1).fill(`0.5${n}`);
  }
  await expect(steps.locator('[data-step]')).toHaveCount(5);
  await expect(addStep).toBeDisabled();
  await expect(steps.getByTestId('band-end')).toHaveText([t.toNext('1000'), t.toNext('2000'), t.toNext('3000'), t.toNext('4000'), t.andGreater]);
  // The first band start is fixed.
  await expect(steps.locator('input[data-path$=".0.bandStart"]')).toBeDisabled();
  await removeStep.click();
  await expect(steps.locator('[data-step]')).toHaveCount(4);
  // A band that does not rise is refused.
  await steps.locator('input[data-path$=".2.bandStart"]').fill('500');
  await steps.locator('input[data-path$=".2.bandStart"]').blur();
  await expect(steps).toContainText(texts.pricePlan.bandStartsAscending);
  await steps.locator('input[data-path$=".2.bandStart"]').fill('2000');

  // A new schedule has a temporary id and one rate with one step; deleting it removes it.
  const usage = editor.getByRole('region', { name: t.usageCharges });
  await usage.getByRole('button', { name: t.addUsageCharge }).click();
  const added = usage.locator('[data-schedule-id^="-"]');
  await expect(added).toHaveCount(1);
  await expect(added.locator('[data-step]')).toHaveCount(1);
  // Its rate is new: it can be deleted, the saved rates (current, not future) cannot.
  await expect(added.getByRole('button', { name: t.deleteRate })).toBeEnabled();
  await expect(dailyRate.getByRole('button', { name: t.deleteRate })).toBeDisabled();
  await added.getByRole('button', { name: t.deleteSchedule }).click();
  await expect(added).toHaveCount(0);

  await saveConfirmed(page);
  const saved = await planByCode(page, PLAN_CODE);
  expect(saved.fixedCharges[0]!.rates[0]!.unitRate).toBe('1.20');
  const savedPeak = saved.variableCharges.find((s) => s.invoiceDescription === 'Peak register')!;
  expect(savedPeak.rates[0]!.steps.map((s) => [s.bandStart, s.unitRate])).toEqual([
    ['0', '0.45'],
    ['1000', '0.50'],
    ['2000', '0.53'],
    ['3000', '0.54'],
  ]);
  // Saved, the rates are no longer green.
  await expect(dailyRate).toHaveAttribute('data-rate-state', 'saved');
});

test('price change: a fixed and a usage rate get a future rate; the old one ends the day before', async ({ page }) => {
  await signInTo(page, world.url);
  const editor = await editPlan(page, PLAN_CODE);
  const fixed = editor.getByRole('region', { name: t.fixedCharges });
  await fixed.getByRole('button', { name: t.priceChange }).click();
  const change = page.getByRole('dialog', { name: /Price change/ });
  await change.getByLabel(t.minimumCharge).fill('');
  await change.getByLabel(t.unitRate).fill('');
  await change.getByRole('button', { name: t.apply }).click();
  await expect(change.getByText(texts.pricePlan.required)).toHaveCount(3);
  // The price change dialog allows 6 places on the minimum charge.
  await change.getByLabel(t.minimumCharge).fill('0.1234567');
  await expect(change.getByText(texts.pricePlan.maxPlaces(6))).toBeVisible();
  const start = isoDaysFromNow(40);
  await change.getByLabel(t.startDate).fill(shownDate(start));
  await change.getByLabel(t.minimumCharge).fill('0.123456');
  await change.getByLabel(t.unitRate).fill('1.35');
  await change.getByRole('button', { name: t.apply }).click();
  await expect(change).toBeHidden();
  const rates = fixed.locator('[data-rate-id]');
  await expect(rates).toHaveCount(2);
  await expect(field(fixed, 'fixedCharges.0.rates.0.endDate')).toHaveValue(shownDate(dayBefore(start)));
  await expect(field(fixed, 'fixedCharges.0.rates.1.startDate')).toHaveValue(shownDate(start));
  await expect(rates.nth(1)).toHaveAttribute('data-rate-state', 'edited');
  await expect(rates.nth(1).getByRole('button', { name: t.deleteRate })).toBeEnabled();

  // A usage price change needs only a start date; the steps are copied.
  const offPeak = editor.locator('[data-schedule-id]', { hasText: /^Off-peak register/ }).first();
  await offPeak.getByRole('button', { name: t.priceChange }).click();
  await expect(change.getByLabel(t.unitRate)).toHaveCount(0);
  await change.getByRole('button', { name: t.apply }).click();
  await expect(change.getByText(texts.pricePlan.required)).toHaveCount(1);
  await change.getByLabel(t.startDate).fill(shownDate(start));
  await change.getByRole('button', { name: t.apply }).click();
  await expect(offPeak.locator('[data-rate-id]')).toHaveCount(2);
  await offPeak.locator('input[data-path$="rates.1.steps.0.unitRate"]').fill('0.2');

  await saveConfirmed(page);
  // Saved, the future rates show blue and may still be deleted.
  await expect(rates.nth(1)).toHaveAttribute('data-rate-state', 'future');
  await expect(rates.nth(1).getByRole('button', { name: t.deleteRate })).toBeEnabled();
  const saved = await planByCode(page, PLAN_CODE);
  const daily = saved.fixedCharges[0]!.rates;
  expect(daily.map((r) => [r.startDate, r.endDate, r.unitRate])).toEqual([
    [daily[0]!.startDate, dayBefore(start), '1.20'],
    [start, null, '1.35'],
  ]);
  // The price change's 6 places survive the plan's save (the grid itself types at most 4).
  expect(daily[1]!.minimumCharge).toBe('0.123456');
  const savedOffPeak = saved.variableCharges.find((s) => s.invoiceDescription === 'Off-peak register')!;
  expect(savedOffPeak.rates.map((r) => [r.endDate, r.steps[0]!.unitRate])).toEqual([
    [dayBefore(start), '0.18'],
    [null, '0.20'],
  ]);
});

test('timing-profile change applies to every usage schedule and saves; disabled when it cannot', async ({ page }) => {
  await signInTo(page, world.url);
  const editor = await editPlan(page, PLAN_CODE);
  const change = editor.getByRole('button', { name: t.changeTimingProfile });
  const profile = editor.getByLabel(t.timingProfile);
  // Disabled when it is the plan's profile, and when none is chosen.
  await expect(change).toBeDisabled();
  await profile.selectOption({ label: texts.pricePlan.defaultTimingProfile });
  await expect(change).toBeDisabled();
  await profile.selectOption({ label: 'Two rate (peak, off peak)' });
  await expect(change).toBeEnabled();
  await change.click();
  await throughImpact(page);
  const confirmation = page.getByRole('dialog', { name: t.saveTitle });
  await expect(confirmation).toContainText(texts.pricePlan.saveConfirm);
  await confirmed(page);
  const usage = editor.getByRole('region', { name: t.usageCharges });
  await expect(usage.locator('[data-schedule-id]')).toHaveCount(2);
  await expect(change).toBeDisabled();
  const saved = await planByCode(page, PLAN_CODE);
  expect(saved.variableCharges.map((s) => s.timingProfileDescription)).toEqual(['Two rate (peak, off peak)', 'Two rate (peak, off peak)']);
  // The peak schedule kept its rates.
  expect(saved.variableCharges[0]!.rates[0]!.steps).toHaveLength(4);
  await editor.getByRole('button', { name: t.close }).click();

  // A plan whose usage schedules have billed rates cannot change its profile.
  const billed = await planByCode(page, 'EN-RES-TOU');
  expect(billed.variableCharges.some((s) => !s.canDelete)).toBe(true);
  const other = await editPlan(page, 'EN-RES-TOU');
  await other.getByLabel(t.timingProfile).selectOption({ label: 'Two rate (peak, off peak)' });
  await expect(other.getByRole('button', { name: t.changeTimingProfile })).toBeDisabled();
  // Its billed rates keep their start date and unit rate.
  const inUse = other.locator('[data-rate-id]', { has: page.getByText(t.inUse, { exact: true }) }).first();
  await expect(inUse.locator('input[data-path$=".startDate"]')).toBeDisabled();
  await expect(inUse.locator('input[data-path$=".unitRate"]').first()).toBeDisabled();
});

test('All Rates: asks to save a dirty plan first, keeps the choice and reads the plan again', async ({ page }) => {
  await signInTo(page, world.url);
  const editor = await editPlan(page, 'EN-RES-SR');
  const allRates = editor.getByRole('switch', { name: t.allRates });
  await expect(allRates).not.toBeChecked();
  const shown = await editor.locator('[data-rate-id]').count();
  const everything = await planByCode(page, 'EN-RES-SR');
  const total = [...everything.fixedCharges, ...everything.variableCharges].reduce((n, s) => n + s.rates.length, 0);
  expect(total).toBeGreaterThan(shown);

  // Dirty: the §8 prompt; Cancel continues without saving.
  await field(editor, 'description').fill('Changed and dropped');
  await allRates.click();
  const prompt = page.getByRole('dialog', { name: t.saveTitle });
  await expect(prompt).toContainText(texts.pricePlan.unsavedSave);
  await prompt.getByRole('button', { name: texts.common.cancel }).click();
  await expect(allRates).toBeChecked();
  await expect(editor.locator('[data-rate-id]')).toHaveCount(total);
  await expect(field(editor, 'description')).toHaveValue(everything.description);
  expect(await page.evaluate(() => localStorage.getItem('wattle.pricePlan.allRates'))).toContain('"allRates":true');

  // Dirty again: Yes saves first (with the save confirmation), then switches.
  await field(editor, 'description').fill('Residential single rate (edited)');
  await allRates.click();
  await prompt.getByRole('button', { name: texts.common.yes }).click();
  await throughImpact(page);
  const confirmation = page.getByRole('dialog', { name: t.saveTitle });
  await expect(confirmation).toContainText(texts.pricePlan.saveConfirm);
  await confirmed(page);
  await expect(allRates).not.toBeChecked();
  await expect(editor.locator('[data-rate-id]')).toHaveCount(shown);
  expect((await planByCode(page, 'EN-RES-SR')).description).toBe('Residential single rate (edited)');

  // The choice is kept for the next plan opened.
  await allRates.click();
  await expect(allRates).toBeChecked();
  await editor.getByRole('button', { name: t.close }).click();
  const next = await editPlan(page, 'EN-BUS-SR');
  await expect(next.getByRole('switch', { name: t.allRates })).toBeChecked();
});

test('Preview impact: a price change rated against every billed account before it is saved', async ({ page }) => {
  await signInTo(page, world.url);
  const before = await planByCode(page, 'EN-BUS-SR');
  const editor = await editPlan(page, 'EN-BUS-SR');
  const usage = editor.getByRole('region', { name: t.usageCharges });
  await usage.getByRole('button', { name: t.priceChange }).first().click();
  const change = page.getByRole('dialog', { name: /Price change/ });
  await change.getByLabel(t.startDate).fill(shownDate(isoDaysFromNow(10)));
  await change.getByRole('button', { name: t.apply }).click();
  await expect(change).toBeHidden();
  // Every step of the new rate (the last one; the old rate it ends is edited too) doubled.
  const newRate = usage.locator('[data-rate-state="edited"]').last();
  const stepRates = newRate.locator('input[data-path$=".unitRate"]');
  for (let i = 0; i < (await stepRates.count()); i++) {
    const rate = Number(await stepRates.nth(i).inputValue());
    await stepRates.nth(i).fill((rate * 2).toFixed(7));
  }
  await editor.getByRole('button', { name: t.save }).click();
  const impact = impactOf(page);
  const i = texts.pricePlan.impact;
  await expect(impact.getByRole('button', { name: i.continue })).toBeEnabled({ timeout: 30_000 });
  // The demo's business customers on the plan pay more; each row links to its customer.
  await expect(impact).toContainText(i.accountsAffected);
  const increases = impact.getByRole('table', { name: i.largestIncreases });
  await expect(increases.locator('tbody tr').first()).toBeVisible();
  await expect(increases.locator('tbody tr').first().getByRole('link')).toHaveAttribute('href', /searchType=CUSTOMER/);
  await expect(increases.locator('tbody tr').first()).toContainText('%');
  // Cancel: back in the editor, nothing saved.
  await impact.getByRole('button', { name: texts.common.cancel }).click();
  await expect(impact).toBeHidden();
  await expect(editor.getByRole('button', { name: t.save })).toBeEnabled();
  const after = await planByCode(page, 'EN-BUS-SR');
  expect(after.variableCharges.map((s) => s.rates.length)).toEqual(before.variableCharges.map((s) => s.rates.length));
  await editor.getByRole('button', { name: t.close }).click();
  await page.getByRole('dialog', { name: texts.navigation.unsavedEditsTitle }).getByRole('button', { name: texts.common.yes }).click();
});

test('closing with unsaved changes asks first', async ({ page }) => {
  await signInTo(page, world.url);
  const editor = await editPlan(page, PLAN_CODE);
  await field(editor, 'description').fill('Not kept');
  await editor.getByRole('button', { name: t.close }).click();
  const prompt = page.getByRole('dialog', { name: texts.navigation.unsavedEditsTitle });
  await expect(prompt).toContainText(texts.navigation.unsavedEdits);
  await prompt.getByRole('button', { name: texts.common.cancel }).click();
  await expect(field(editor, 'description')).toHaveValue('Not kept');
  await editor.getByRole('button', { name: t.close }).click();
  await prompt.getByRole('button', { name: texts.common.yes }).click();
  await expect(editor).toBeHidden();
  expect((await planByCode(page, PLAN_CODE)).description).toBe('E2E time of use');
});

test('a ReadOnly user cannot save a price plan', async ({ page }) => {
  await signInTo(page, world.url);
  // The administrator becomes read-only (the last test: this world is ours alone).
  await setOwnRoles(page.request, world.url, 'ReadOnly');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInTo(page, world.url);

  const before = await planByCode(page, 'EN-GAS-BUS');
  // The policy offers a read-only user neither editor action (modules/policy), and the API refuses the save.
  await openPricePlans(page);
  const section = sectionOn(page, 'PRICEPLANS');
  await expect(section.getByRole('button', { name: 'Edit Price Plan' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Add Price Plan' })).toHaveCount(0);
  const refused = await page.request.put(`${world.url}/api/price-plan/${before.id}`, {
    headers: { 'X-CSRF': '1' },
    data: { ...before, description: 'Read-only edit' },
  });
  expect(refused.status()).toBe(403);
  expect((await planByCode(page, 'EN-GAS-BUS')).description).toBe(before.description);
});

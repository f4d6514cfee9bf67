import type { Building } from '@wattle/contract';
import { texts } from '@wattle/contract';
import { expectSuccess } from './dashboard.world';
import { expect, test } from './fixtures';
import { signInTo } from './sections.world';

const t = texts.propertyManagers;

/**
 * Property managers (spec 3 §2.16): add one (every field required), assign a building through the
 * searchable list, unlink it, switch the layout, and delete the manager after the confirmation.
 */
test('Property managers: add, assign and unlink a building, layout toggle, delete', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInTo(page, baseURL!);
  const [building] = (await (await page.request.get(`${baseURL}/api/buildings`)).json()) as Building[];
  expect(building).toBeDefined();
  await page.goto(`${baseURL}/property-manager`);
  await expect(page.getByRole('heading', { name: texts.pages.propertyManager, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: t.add, exact: true }).click();
  const add = page.getByRole('dialog', { name: t.addTitle });
  await add.getByRole('button', { name: t.save }).click();
  await expect(add.getByText(t.firstNameRequired)).toBeVisible();
  await expect(add.getByText(t.lastNameRequired)).toBeVisible();
  const email = `quinn.${Date.now()}@example.com`;
  await add.getByRole('textbox', { name: t.firstName }).fill('Quinn');
  await add.getByRole('textbox', { name: t.lastName }).fill('Harbour');
  await add.getByRole('textbox', { name: t.emailAddress }).fill(email);
  await add.getByLabel(t.password).fill('Manager123!');
  await add.getByRole('button', { name: t.save }).click();
  await expectSuccess(page, t.added('Quinn Harbour'));
  await expect(add).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: email });
  await row.click();
  await page.getByRole('button', { name: t.edit, exact: true }).click();
  const edit = page.getByRole('dialog', { name: `${t.editBuildingsTitle} - Quinn Harbour` });
  await expect(edit.getByRole('button', { name: t.updateBuildings })).toBeDisabled();
  await edit.getByRole('searchbox', { name: t.searchBuildings }).fill(building!.buildingCode);
  await edit.getByRole('checkbox', { name: `(${building!.buildingCode})` }).check();
  await edit.getByRole('button', { name: t.updateBuildings }).click();
  await expectSuccess(page, t.buildingsUpdated);
  await expect(edit).toBeHidden();
  const assigned = page.getByRole('row').filter({ hasText: building!.buildingCode });
  await expect(assigned).toBeVisible();

  await page.getByRole('button', { name: t.edit, exact: true }).click();
  await edit.getByRole('button', { name: `${t.unlink} ${building!.buildingCode}` }).click();
  await edit.getByRole('button', { name: t.updateBuildings }).click();
  await expectSuccess(page, t.buildingsUpdated);
  await expect(assigned).toHaveCount(0);

  // Side by side at first; switched off, the assigned buildings go under the managers.
  const managersHeading = page.getByRole('heading', { name: t.managersTitle, level: 2 });
  const buildingsHeading = page.getByRole('heading', { name: t.buildingsTitle, level: 2 });
  expect((await buildingsHeading.boundingBox())!.y).toBe((await managersHeading.boundingBox())!.y);
  await page.getByRole('switch', { name: t.layout }).uncheck();
  await expect.poll(async () => (await buildingsHeading.boundingBox())!.y).toBeGreaterThan((await managersHeading.boundingBox())!.y + 100);

  await row.click();
  await page.getByRole('button', { name: t.delete, exact: true }).click();
  const question = page.getByRole('dialog', { name: texts.confirm.deletingTitle });
  await expect(question).toContainText(t.deleteQuestion('Quinn Harbour'));
  await question.getByRole('button', { name: texts.common.yes }).click();
  await expectSuccess(page, t.deleted('Quinn Harbour'));
  await expect(row).toHaveCount(0);
});

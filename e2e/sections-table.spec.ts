import { expect, test, type Page } from '@playwright/test';
import type { SectionDataResponse } from '@wattle/contract';
import { readXlsx } from './support/downloads';
import { findDemoCustomer, sectionConfig, sectionOn, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';

/**
 * The table view of server-defined sections (spec 3 §2.5): paging with virtualised long pages, the
 * debounced search, highlight, multi-selection and multi-delete in READS, row expansion, row
 * colours, the Excel export with its formats, and document and image preview.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('sections-table');
});
test.afterAll(async () => {
  await world?.stop();
});

const rowsOf = (page: Page, code: string) => sectionOn(page, code).locator('tbody tr[data-row-id]');

/** A demo meter with at least `minRows` daily reads. */
async function meterWithReads(page: Page, minRows: number) {
  const reads = await sectionConfig(page.request, world.url, 'READS');
  for (let meterId = 1; meterId <= 400; meterId++) {
    const res = await page.request.get(
      `${world.url}/api/display/sections/${reads.id}/data?itemsPerPage=1&parameters=${encodeURIComponent(JSON.stringify({ meterId }))}`,
    );
    if (res.ok() && ((await res.json()) as SectionDataResponse).totalItems >= minRows)
      return { meterId, total: ((await res.json()) as SectionDataResponse).totalItems };
  }
  throw new Error('no meter with reads');
}

test('pages 50 rows at a time, offers 50/100/500/1000 and virtualises long pages', async ({ page }) => {
  await signInTo(page, world.url);
  const { meterId, total } = await meterWithReads(page, 120);
  await page.goto(`${world.url}/maintenance/READS?meterId=${meterId}`);
  const reads = sectionOn(page, 'READS');
  await expect(reads.getByText(new RegExp(`1\\D50 of ${total}`))).toBeVisible();
  await expect(rowsOf(page, 'READS').first()).toBeVisible();
  await reads.getByRole('button', { name: 'Go to next page' }).click();
  await expect(reads.getByText(new RegExp(`51\\D100 of ${total}`))).toBeVisible();

  await reads.getByRole('combobox', { name: /Rows per page/ }).click();
  await expect(page.getByRole('option')).toHaveText(['50', '100', '500', '1000']);
  await page.getByRole('option', { name: '500' }).click();
  await expect(reads.getByText(new RegExp(`1\\D${total} of ${total}`))).toBeVisible();
  // Only the rows in view are in the document.
  const rendered = await rowsOf(page, 'READS').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(total);
});

test('searches trimmed text after a pause, an empty search shows everything; highlights a row', async ({ page }) => {
  await signInTo(page, world.url);
  const { meterId, total } = await meterWithReads(page, 60);
  await page.goto(`${world.url}/maintenance/READS?meterId=${meterId}`);
  const date = (await rowsOf(page, 'READS')
    .first()
    .locator('td')
    .filter({ hasText: /^\d{2}\/\d{2}\/\d{4}$/ })
    .first()
    .textContent())!;
  const searches: string[] = [];
  page.on('request', (r) => {
    const search = new URL(r.url()).searchParams.get('search');
    if (r.url().includes('/data?') && search !== null) searches.push(search);
  });
  // Typed a key at a time, the search goes out once, trimmed, after typing stops.
  await sectionOn(page, 'READS').getByLabel('Search').pressSequentially(`  ${date}  `, { delay: 50 });
  await expect(rowsOf(page, 'READS')).toHaveCount(1);
  expect(searches).toEqual([date]);
  const search = sectionOn(page, 'READS').getByLabel('Search');
  await search.fill('   ');
  await expect(sectionOn(page, 'READS').getByText(new RegExp(`1\\D50 of ${total}`))).toBeVisible();

  await rowsOf(page, 'READS').nth(2).click();
  await expect(rowsOf(page, 'READS').nth(2)).toHaveAttribute('data-highlighted', 'true');
  await expect(sectionOn(page, 'READS').getByRole('button', { name: 'Edit' })).toBeEnabled();
});

test('READS selects several reads and deletes them together', async ({ page }) => {
  await signInTo(page, world.url);
  const { meterId, total } = await meterWithReads(page, 60);
  await page.goto(`${world.url}/maintenance/READS?meterId=${meterId}`);
  const reads = sectionOn(page, 'READS');
  const del = reads.getByRole('button', { name: 'Delete' });
  await expect(del).toBeDisabled();
  await rowsOf(page, 'READS').nth(0).getByRole('checkbox').check();
  await rowsOf(page, 'READS').nth(1).getByRole('checkbox').check();
  await del.click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete the selected items?');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog')).toContainText('2 records deleted successfully.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(reads.getByText(new RegExp(`1\\D50 of ${total - 2}`))).toBeVisible();
});

test('a single-delete table selects one row at a time', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'EMAIL', minRows: 2 });
  await page.goto(customer.link('/customer-email-messages'));
  const rows = rowsOf(page, 'EMAIL');
  await rows.nth(0).getByRole('radio').check();
  await rows.nth(1).getByRole('radio').check();
  await expect(rows.nth(0).getByRole('radio')).not.toBeChecked();
});

test('expands a row, colours rows, exports every row to .xlsx with the formats, hides export on small screens', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'ARTRANS', minRows: 10 });
  await page.goto(customer.link('/transaction-list'));
  const section = sectionOn(page, 'ARTRANS');
  const rows = rowsOf(page, 'ARTRANS');
  await expect(rows.first()).toBeVisible();
  await expect(section.locator('tbody tr[data-row-colour="green"]').first()).toBeVisible();

  await rows.first().getByRole('button', { name: 'Expand' }).click();
  await expect(section.getByTestId('row-expansion').first()).toContainText('Entered By');

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export to Excel' }).click();
  const book = await readXlsx(await download);
  const sheet = book.worksheets[0]!;
  expect(sheet.name).toBe('Transactions');
  expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Type', 'Description', 'Reference', 'Amount', 'Balance', 'Reason']);
  const total = Number(((await section.getByText(/\d+\D\d+ of \d+/).textContent()) ?? '').match(/of (\d+)/)![1]);
  expect(sheet.rowCount).toBe(total + 1);
  const amount = sheet.getRow(2).getCell(5);
  expect(typeof amount.value).toBe('number');
  expect(amount.numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
  const when = sheet.getRow(2).getCell(1);
  expect(when.value).toBeInstanceOf(Date);
  expect(when.numFmt).toBe('dd/mm/yyyy');
  expect(when.text.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 500, height: 900 });
  await expect(section.getByRole('button', { name: 'Export to Excel' })).toBeHidden();
});

test('previews a row’s document and image', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'ARTRANS', minRows: 1 });
  await page.goto(customer.link('/transaction-list'));
  const view = sectionOn(page, 'ARTRANS').getByRole('button', { name: 'View document' }).first();
  await view.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('iframe')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`${world.url}/maintenance/READIMPORTS`);
  await sectionOn(page, 'READIMPORTS').getByRole('button', { name: 'View image' }).first().click();
  const image = page.getByRole('dialog').getByRole('img', { name: 'Photo' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

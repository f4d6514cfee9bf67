import { businessDateIn, texts } from '@wattle/contract';
import { expect, test } from './fixtures';
import { sectionOn, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';
import { activeMeters, findServices, selectedMeter, sessionIds } from './services.world';

/**
 * The Services page (spec 3 §2.12): the meter selector and its selection rules, the tabs from the
 * system menu and the READS section (spec 3 §2.5) of the selected meter. A server of its own: the
 * READS journey adds and deletes reads.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('services-page');
});
test.afterAll(async () => {
  await world?.stop();
});

test('selects the first site with an active meter, then what the user clicks, and keeps it in the session', async ({ page }) => {
  await signInTo(page, world.url);
  const { customerId, services } = await findServices(page, world.url, (s) => new Set(s.map((a) => a.siteId)).size >= 2 && activeMeters(s).length >= 3);
  await page.goto(`${world.url}/services?customerId=${customerId}`);
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByLabel('Customer summary').getByText('Total Balance')).toBeVisible();

  // Level 1: each location with its number of accounts; level 2: site accounts; level 3: meters.
  const selector = page.getByTestId('meter-selector');
  const locations = new Set(services.map((s) => s.location));
  await expect(selector.getByTestId('service-location')).toHaveCount(locations.size);
  const first = services[0]!;
  await expect(selector.getByTestId('service-location').first()).toContainText(
    texts.services.accountCount(services.filter((s) => s.location === first.location).length),
  );
  await expect(selector.getByTestId('service-site-account').first()).toContainText(first.siteIdentifier);
  await expect(selector.getByTestId('service-site-account').first()).toContainText(first.offeringDescription);
  if (first.accountCloseDate === '0001-01-01T00:00:00')
    await expect(selector.getByTestId('service-site-account').first()).toContainText(texts.services.current);

  // On load without a site in the session: the first site with an active meter, its first active meter.
  const siteWithActive = services.find((s) => s.meters.some((m) => m.meterStatusCode === 'ACTIVE'))!;
  const expected = services
    .filter((s) => s.siteId === siteWithActive.siteId)
    .flatMap((s) => s.meters)
    .find((m) => m.meterStatusCode === 'ACTIVE')!;
  await expect(selectedMeter(page)).toHaveAttribute('data-meter-id', String(expected.id));
  await expect.poll(() => sessionIds(page)).toMatchObject({ siteId: siteWithActive.siteId, meterId: expected.id, accountId: siteWithActive.customerAccountId });

  // A meter click sets the session's site, account and meter.
  const other = services.find((s) => s.siteId !== siteWithActive.siteId && s.meters.length > 0)!;
  const otherMeter = other.meters.at(-1)!;
  await page.locator(`[data-testid="service-meter"][data-meter-id="${otherMeter.id}"]`).click();
  await expect(selectedMeter(page)).toHaveAttribute('data-meter-id', String(otherMeter.id));
  await expect.poll(() => sessionIds(page)).toMatchObject({ siteId: other.siteId, meterId: otherMeter.id, accountId: other.customerAccountId });

  // Coming back, the session's selection stays.
  await page.goto(`${world.url}/dashboard`);
  await page.goto(`${world.url}/services`);
  await expect(selectedMeter(page)).toHaveAttribute('data-meter-id', String(otherMeter.id));

  // A site click picks its first active meter.
  await page.locator(`[data-testid="service-site-account"][data-site-id="${siteWithActive.siteId}"] > [role="button"]`).first().click();
  await expect(selectedMeter(page)).toHaveAttribute('data-meter-id', String(expected.id));

  // A link naming a site: its first active meter.
  const linkedMeter = other.meters.find((m) => m.meterStatusCode === 'ACTIVE') ?? other.meters[0]!;
  await page.goto(`${world.url}/services?customerId=${customerId}&siteId=${other.siteId}`);
  await expect(selectedMeter(page)).toHaveAttribute('data-meter-id', String(linkedMeter.id));
});

test('shows "No sites available." for a customer without sites', async ({ page }) => {
  await signInTo(page, world.url);
  const { customerId } = await findServices(page, world.url, (s) => s.length === 0);
  await page.goto(`${world.url}/services?customerId=${customerId}`);
  await expect(page.getByText(texts.services.noSites)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('the tabs come from the system menu: each shows the section of its code, Usage the chart', async ({ page }) => {
  await signInTo(page, world.url);
  const { customerId, services } = await findServices(page, world.url, (s) => activeMeters(s).length >= 1);
  await page.goto(`${world.url}/services?customerId=${customerId}`);
  await expect(page.getByRole('tab')).toHaveText(['Site', 'Accounts', 'Meter', 'Reads', 'Usage']);
  const site = services.find((s) => s.meters.some((m) => m.meterStatusCode === 'ACTIVE'))!;
  await expect(sectionOn(page, 'SITEDETAILS').locator('input').first()).toHaveValue(site.siteIdentifier);
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await expect(sectionOn(page, 'SITEACCOUNTS').locator('tbody tr[data-row-id]').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Meter' }).click();
  await expect(sectionOn(page, 'METERDETAILS')).toBeVisible();
  await page.getByRole('tab', { name: 'Reads' }).click();
  await expect(sectionOn(page, 'METERREADS')).toBeVisible();
  await expect(sectionOn(page, 'READS')).toBeVisible();
  // The meter card sizes to its column, not the window: it was once squeezed to about 70 px, a character a line.
  const meterCard = sectionOn(page, 'METERREADS').getByRole('listitem').first();
  expect((await meterCard.boundingBox())!.width).toBeGreaterThanOrEqual(220);
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByTestId('usage-chart')).toBeVisible();
});

test('READS: adds an estimated read, edits it into a customer read, deletes it with another', async ({ page }) => {
  await signInTo(page, world.url);
  const { customerId } = await findServices(page, world.url, (s) => s.some((a) => a.meters.some((m) => m.meterCode.startsWith('E'))));
  await page.goto(`${world.url}/services?customerId=${customerId}`);
  await page.getByRole('tab', { name: 'Reads' }).click();
  const reads = sectionOn(page, 'READS');
  const rows = reads.locator('tbody tr[data-row-id]');
  await expect(rows.first()).toBeVisible();
  // The pager's count once the rows are counted (it reads "of 0" until then).
  const pager = reads.getByText(/of [1-9]\d*$/).first();
  await expect(pager).toBeVisible();
  const total = Number((await pager.textContent())!.match(/of (\d+)$/)![1]);

  const sysParams = (await (await page.request.get(`${world.url}/api/users/system-parameters`)).json()) as { code: string; parameter: string }[];
  const today = businessDateIn(sysParams.find((p) => p.code === 'TIME_ZONE')?.parameter);
  const shown = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
  await reads.getByRole('button', { name: 'Add' }).click();
  const add = page.getByRole('dialog', { name: 'Add' });
  await add.getByLabel('Read Date').fill(shown);
  await add.getByLabel('Usage').fill('12.5');
  await add.getByRole('combobox', { name: 'Read Type' }).click();
  await page.getByRole('option', { name: 'Estimated' }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.sections.saved);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(rows.first()).toContainText(shown);
  await expect(rows.first()).toContainText('Estimated');

  await rows.first().click();
  await reads.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await edit.getByLabel('Usage').fill('13.75');
  await edit.getByRole('combobox', { name: 'Read Type' }).click();
  await page.getByRole('option', { name: 'Customer' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.sections.saved);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(rows.first()).toContainText('Customer');
  await expect(rows.first()).toContainText('13.75');

  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await reads.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.sections.deleted(2));
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(reads.getByText(new RegExp(`of ${total - 1}$`))).toBeVisible();
});

import { addIsoDays, businessDateIn, DEFAULT_TIME_ZONE, texts } from '@wattle/contract';
import { expect, test } from './fixtures';
import { shownDate } from './support/dates';
import { admin, signIn } from './support/session';

/**
 * Maintenance › Meter Reads (issue 28 item 9): the page opens with a meter picker rather than an
 * empty table; a meter found by its serial number or its site's NMI shows its reads.
 */
const t = texts.services;
/** Demo customer 1's power meter and its site (seed/demo/services.ts): read daily up to yesterday. */
const METER = 'E00000001';
const NMI = '4100000001';

test('a meter picked by its serial number shows its reads, newest first; its NMI finds it too', async ({ page }) => {
  await signIn(page, { ...admin, useDemoMode: true }, { landing: '/maintenance/READS' });
  await expect(page.getByText(t.pickMeter)).toBeVisible();
  const picker = page.getByRole('combobox', { name: t.meter });

  await picker.fill(NMI);
  await expect(page.getByRole('option', { name: new RegExp(`^${METER} ·`) })).toBeVisible();
  await picker.fill(METER);
  await page.getByRole('option', { name: new RegExp(`^${METER} ·`) }).click();

  const reads = page.locator('section[data-section-code="READS"] tbody tr[data-row-id]');
  await expect(reads.first()).toContainText(shownDate(addIsoDays(businessDateIn(DEFAULT_TIME_ZONE), -1)));
  await expect(page.getByText(t.pickMeter)).toHaveCount(0);
  expect(await reads.count()).toBeGreaterThan(1);
});

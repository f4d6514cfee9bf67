import type { Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { addIsoDays, businessDateIn, texts, usageRangeDates, type AccountService, type UsageChart } from '@wattle/contract';
import { expect, test } from './fixtures';
import { signInTo } from './sections.world';
import { dailyUsage } from './services.world';
import { shownDate } from './support/dates';

/**
 * The usage chart of the Services page (spec 3 §2.13): stacked daily bars, range buttons (3
 * months by default, from the company's today), From and To (a To before From changes nothing),
 * estimated days marked, and a bar's day opening the full-screen interval chart.
 */
test.describe.configure({ timeout: 120_000 });

async function companyToday(page: Page, base: string) {
  const params = (await (await page.request.get(`${base}/api/users/system-parameters`)).json()) as { code: string; parameter: string }[];
  return businessDateIn(params.find((p) => p.code === 'TIME_ZONE')?.parameter);
}

/** A demo customer with one power site account of a single register whose yesterday has interval reads. */
async function intervalCustomer(page: Page, base: string, today: string) {
  const yesterday = addIsoDays(today, -1);
  for (let customerId = 1; customerId <= 200; customerId++) {
    const res = await page.request.get(`${base}/api/customers/${customerId}/account-services`);
    if (!res.ok()) continue;
    const services = ((await res.json()) as AccountService[]).filter((s) => s.meters.length > 0);
    const account = services[0];
    if (services.length !== 1 || account!.meters.length !== 1 || !account!.meters[0]!.meterCode.startsWith('E')) continue;
    const intervals = (await (await page.request.get(`${base}/api/account/${account!.id}/interval-usage-reads-chart/${yesterday}/data`)).json()) as UsageChart;
    if (intervals.series.length > 0) return { customerId, account: account!, yesterday };
  }
  throw new Error('no demo customer with interval reads yesterday');
}

const bars = (page: Page) => page.getByTestId('usage-chart').locator('.MuiBarElement-root');
const period = (page: Page) => page.getByTestId('usage-period');

test('shows the last 3 months by default, estimated days marked, and each range button its period', async ({ page, baseURL }) => {
  await signInTo(page, baseURL!);
  const today = await companyToday(page, baseURL!);
  const { customerId, account } = await intervalCustomer(page, baseURL!, today);
  await page.goto(`${baseURL}/services?customerId=${customerId}`);
  await page.getByRole('tab', { name: 'Usage' }).click();
  const chart = page.getByTestId('usage-chart');
  await expect(chart.getByRole('heading', { name: texts.services.dailyTitle })).toBeVisible();
  await expect(chart.getByRole('button', { name: '3m' })).toHaveAttribute('aria-pressed', 'true');
  const three = usageRangeDates('3m', today);
  await expect(period(page)).toHaveText(`${shownDate(three.startDate!)} – ${shownDate(today)}`);
  await expect(bars(page).first()).toBeVisible();

  const data = await dailyUsage(page, baseURL!, account.id, three.startDate!, today);
  const estimatedDays = new Set(data.series.flatMap((s) => s.data.filter((p) => p.estimated).map((p) => p.xValue)));
  await expect(chart.getByTestId('estimated-mark')).toHaveCount(estimatedDays.size);

  for (const range of ['1m', '6m', 'ytd', '1y'] as const) {
    await chart.getByRole('button', { name: range }).click();
    await expect(period(page)).toHaveText(`${shownDate(usageRangeDates(range, today).startDate!)} – ${shownDate(today)}`);
  }
  // All: from the first read.
  const everything = await dailyUsage(page, baseURL!, account.id, undefined, today);
  const first = everything.series.flatMap((s) => s.data.map((p) => p.xValue)).sort()[0]!;
  await chart.getByRole('button', { name: 'all' }).click();
  await expect(period(page)).toHaveText(`${shownDate(first)} – ${shownDate(today)}`);
});

test('From and To choose the period; a To before From changes nothing', async ({ page, baseURL }) => {
  await signInTo(page, baseURL!);
  const today = await companyToday(page, baseURL!);
  const { customerId } = await intervalCustomer(page, baseURL!, today);
  await page.goto(`${baseURL}/services?customerId=${customerId}`);
  await page.getByRole('tab', { name: 'Usage' }).click();
  const chart = page.getByTestId('usage-chart');
  const from = addIsoDays(today, -20);
  await chart.getByLabel('From').fill(shownDate(from));
  await expect(period(page)).toHaveText(`${shownDate(from)} – ${shownDate(today)}`);
  await expect(chart.getByRole('button', { name: '3m' })).toHaveAttribute('aria-pressed', 'false');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('daily-usage-reads-chart')) requests.push(r.url());
  });
  await chart.getByLabel('To').fill(shownDate(addIsoDays(from, -5)));
  await expect(period(page)).toHaveText(`${shownDate(from)} – ${shownDate(today)}`);
  expect(requests).toEqual([]);
  const to = addIsoDays(from, 10);
  await chart.getByLabel('To').fill(shownDate(to));
  await expect(period(page)).toHaveText(`${shownDate(from)} – ${shownDate(to)}`);
});

test('clicking a day’s bar opens the full-screen interval chart of that day', async ({ page, baseURL }) => {
  await signInTo(page, baseURL!);
  const today = await companyToday(page, baseURL!);
  const { customerId, account, yesterday } = await intervalCustomer(page, baseURL!, today);
  await page.goto(`${baseURL}/services?customerId=${customerId}`);
  await page.getByRole('tab', { name: 'Usage' }).click();
  await page.getByTestId('usage-chart').getByRole('button', { name: '1m' }).click();
  await bars(page).last().click();
  const dialog = page.getByRole('dialog', { name: `${texts.services.intervalTitle} · ${shownDate(yesterday)}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.MuiBarElement-root')).toHaveCount(48);
  // The day's total is the sum of its intervals, exactly.
  const intervals = (await (await page.request.get(`${baseURL}/api/account/${account.id}/interval-usage-reads-chart/${yesterday}/data`)).json()) as UsageChart;
  const total = intervals.series.flatMap((s) => s.data).reduce((sum, p) => sum.plus(String(p.yValue)), new Decimal(0));
  await expect(dialog.getByTestId('interval-day-total')).toHaveText(texts.services.dayTotal(intervals.yAxis[0]!.title, total.toString()));
  // Previous and next day move the chart; a day without interval reads (tomorrow) says so without a full screen.
  await dialog.getByRole('button', { name: texts.services.previousDay }).click();
  await expect(page.getByRole('dialog', { name: `${texts.services.intervalTitle} · ${shownDate(addIsoDays(yesterday, -1))}` })).toBeVisible();
  await page.getByRole('button', { name: texts.services.nextDay }).click();
  await page.getByRole('button', { name: texts.services.nextDay }).click();
  await page.getByRole('button', { name: texts.services.nextDay }).click();
  const tomorrow = page.getByRole('dialog', { name: `${texts.services.intervalTitle} · ${shownDate(addIsoDays(today, 1))}` });
  await expect(tomorrow.getByText(texts.services.noIntervals)).toBeVisible();
  await tomorrow.getByRole('button', { name: texts.services.close }).click();
  await expect(tomorrow).toBeHidden();
  await bars(page).last().click();
  await dialog.getByRole('button', { name: texts.services.close }).click();
  await expect(dialog).toBeHidden();
});

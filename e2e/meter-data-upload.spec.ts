import type { Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import {
  addIsoDays,
  businessDateIn,
  DEFAULT_TIME_ZONE,
  texts,
  type AccountService,
  type CustomerAccount,
  type Invoice,
  type InvoiceSummary,
  type UtilityAccountReads,
} from '@wattle/contract';
import { confirmWith, expectSuccess, openCard, openMeterReadUpload } from './dashboard.world';
import { expect, test } from './fixtures';
import { customerLink, signInTo } from './sections.world';
import { shownDate } from './support/dates';
import { openFromInvoicing } from './support/invoices';

/**
 * Issue 31: a zipped NEM12 upload followed to its outcome, its reads imported from the dashboard,
 * the estimated day marked in the usage chart and "Estimated" on the bill. On the shared server
 * (its job worker reads the upload): the customer is an interval customer from the top of the
 * demo's interval range (ids up to 200) down, away from the specs that take the first ones.
 *
 * Every day up to yesterday already has the demo's actual read, which an estimate never replaces
 * (docs/metering.md "Quality and revisions"): the file's estimated day is today, the first day
 * without a read; the days before it are the market's actual reads of the same half hours.
 */
test.describe.configure({ timeout: 240_000 });

const today = businessDateIn(DEFAULT_TIME_ZONE);
const actualDays = [3, 2, 1].map((n) => addIsoDays(today, -n));
const ZIP = 'estimated-days.zip';
const ACTUAL_FILE = 'NEM12#000001#MDP#RETAILER.V01';
const ESTIMATE_FILE = 'NEM12#000002#MDP#RETAILER.V01';

interface IntervalCustomer {
  account: CustomerAccount;
  service: AccountService;
  meterCode: string;
  /** The meter's half hours of the actual days, as stored. */
  intervals: Map<string, string[]>;
}

/** A demo customer with one power site account of one interval meter, its half hours stored for the actual days, and no draft waiting. */
async function intervalCustomer(page: Page, base: string): Promise<IntervalCustomer> {
  const json = async <T>(path: string): Promise<T | null> => {
    const res = await page.request.get(`${base}/api${path}`);
    return res.ok() ? ((await res.json()) as T) : null;
  };
  for (let customerId = 200; customerId > 100; customerId--) {
    const services = (await json<AccountService[]>(`/customers/${customerId}/account-services`))?.filter((s) => s.meters.length > 0);
    const service = services?.[0];
    if (services?.length !== 1 || service!.meters.length !== 1 || !service!.meters[0]!.meterCode.startsWith('E')) continue;
    if (service!.accountStatusDescription !== 'Active') continue;
    const reads = await json<UtilityAccountReads>(`/billing/utility-accounts/${service!.id}/reads?from=${actualDays[0]}&to=${today}`);
    const meter = reads?.meters[0];
    if (!meter?.isInterval) continue;
    const intervals = new Map(meter.intervals.map((d) => [d.readDate, d.quantities.map((q) => q!)]));
    if (intervals.has(today) || !actualDays.every((d) => intervals.has(d))) continue;
    const account = (await json<CustomerAccount>(`/customers/${customerId}/account`))!;
    const drafts = await json<{ items: InvoiceSummary[] }>(`/billing/invoices?customerAccountId=${account.accountId}`);
    if (drafts!.items.some((i) => i.status === 'DRAFT')) continue;
    return { account, service: service!, meterCode: meter.meterCode, intervals };
  }
  throw new Error('no demo customer with one interval meter and nothing waiting to be issued');
}

const compact = (isoDate: string) => isoDate.replaceAll('-', '');

/** A NEM12 file of one 30-minute stream of the meter: a 300 record a day, with its quality and the market's update time. */
function nem12(nmi: string, meterCode: string, days: { date: string; intervals: string[]; quality: string }[]): string {
  const updated = `${compact(today)}060000`;
  return [
    `100,NEM12,${updated.slice(0, 12)},MDP,RETAILER`,
    `200,${nmi},E1,E1,E1,N1,${meterCode},kWh,30,`,
    ...days.map((d) => `300,${compact(d.date)},${d.intervals.join(',')},${d.quality},,,${updated},`),
    '900',
  ].join('\r\n');
}

test('A zipped NEM12 upload is followed to its outcome, imported, its estimated day marked in the usage chart and "Estimated" on the invoice', async ({
  page,
  baseURL,
}) => {
  await signInTo(page, baseURL!);
  const customer = await intervalCustomer(page, baseURL!);
  const { service, meterCode, intervals } = customer;
  const actual = nem12(
    service.siteIdentifier,
    meterCode,
    actualDays.map((date) => ({ date, intervals: intervals.get(date)!, quality: 'A' })),
  );
  // Today estimated from the previous read (method 52): yesterday's half hours.
  const estimate = nem12(service.siteIdentifier, meterCode, [{ date: today, intervals: intervals.get(actualDays.at(-1)!)!, quality: 'E52' }]);
  const zip = zipSync({ [ACTUAL_FILE]: strToU8(actual), [ESTIMATE_FILE]: strToU8(estimate) });

  // Upload Files: the zip, then the import's progress and what became of each file in it.
  const upload = await openMeterReadUpload(page);
  await upload.getByLabel(texts.dashboard.chooseFiles).setInputFiles([{ name: ZIP, mimeType: 'application/zip', buffer: Buffer.from(zip) }]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expectSuccess(page, texts.dashboard.fileUploaded);
  const csv = texts.dashboard.csv;
  const status = upload.getByRole('status');
  await expect(status).toContainText(csv.received(4, 0, 0), { timeout: 60_000 });
  await expect(status).toContainText(csv.importProgress(4, 4));
  await expect(status.getByRole('progressbar')).toHaveCount(0);
  await expect(status.getByRole('alert')).toHaveText([
    texts.dashboard.fileUploaded,
    csv.received(4, 0, 0),
    `${ZIP}/${ACTUAL_FILE}: ${csv.received(3, 0, 0)}`,
    `${ZIP}/${ESTIMATE_FILE}: ${csv.received(1, 0, 0)}`,
  ]);
  await upload.getByRole('button', { name: texts.dashboard.close }).click();
  await expect(upload).toBeHidden();

  // Import Meter Reads: the zip's four days, imported.
  const queue = await openCard(page, 'Import Meter Reads');
  await queue.getByRole('searchbox', { name: 'Search' }).fill(ZIP);
  await expect(queue.getByText('1-4 of 4')).toBeVisible();
  await queue.locator('thead input[type=checkbox]').first().check();
  await queue.getByRole('button', { name: 'Import' }).click();
  await confirmWith(page, "Import the selected reads into the meters' history?");
  await expectSuccess(page, texts.dashboard.actionDone('Import', 4));
  await expect(queue.getByText('1-4 of 4')).toBeHidden();
  await queue.getByRole('button', { name: 'Close' }).last().click();

  // The usage chart: today is marked estimated, the market's actual days are not.
  await page.goto(`${baseURL}/services?customerId=${customer.account.customerId}`);
  await page.getByRole('tab', { name: 'Usage' }).click();
  const chart = page.getByTestId('usage-chart');
  await chart.getByRole('button', { name: '1m' }).click();
  const mark = (day: string) => chart.locator(`[data-testid="estimated-mark"][data-day="${day}"]`);
  await expect(mark(today)).toHaveText('E');
  for (const day of actualDays) await expect(mark(day)).toHaveCount(0);
  await expect(chart.getByText(texts.services.estimatedDays)).toBeVisible();
  // Today's intervals, each marked by its estimated quality.
  await chart.locator('.MuiBarElement-root').last().click();
  const day = page.getByRole('dialog', { name: `${texts.services.intervalTitle} · ${shownDate(today)}` });
  await expect(day.getByTestId('estimated-mark')).toHaveCount(48);
  await day.getByRole('button', { name: texts.services.close }).click();

  // Billed up to today by the instant invoice, then opened from the account's invoicing page: the usage line says Estimated.
  await page.goto(customerLink(baseURL!, customer.account, '/instant-invoice'));
  await expect(page.getByRole('textbox', { name: texts.invoice.invoiceDueDate })).not.toHaveValue('');
  await page.getByRole('button', { name: texts.invoice.generate }).click();
  const generated = page.getByRole('dialog').filter({ hasText: texts.invoice.generated });
  await expect(generated).toBeVisible({ timeout: 60_000 });
  await generated.getByRole('button', { name: texts.common.ok }).click();
  const listed = (await (await page.request.get(`${baseURL}/api/billing/invoices?customerAccountId=${customer.account.accountId}`)).json()) as {
    items: InvoiceSummary[];
  };
  const summary = listed.items.find((i) => i.kind === 'INVOICE' && i.invoiceDate === today && i.status !== 'DRAFT')!;
  const invoice = (await (await page.request.get(`${baseURL}/api/billing/invoices/${summary.id}`)).json()) as Invoice;
  const estimated = invoice.lines.filter((l) => l.estimated);
  expect(estimated.filter((l) => l.kind === 'USAGE' && l.periodTo === today).length).toBeGreaterThan(0);

  const dialog = await openFromInvoicing(page, baseURL!, customer.account, invoice);
  await expect(dialog.getByText(texts.common.estimated, { exact: true })).toHaveCount(estimated.length);
  for (const line of estimated) {
    await expect(dialog.getByRole('row').filter({ hasText: line.description }).first()).toContainText(texts.common.estimated);
  }
});

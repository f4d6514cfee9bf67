/** What the Services page and usage chart journeys share: finding demo customers by their services. */
import type { Page } from '@playwright/test';
import type { AccountService, UsageChart } from '@wattle/contract';

export interface CustomerServices {
  customerId: number;
  services: AccountService[];
}

/** The first demo customer (ids 1…200) whose services `wanted` accepts. */
export async function findServices(page: Page, base: string, wanted: (services: AccountService[]) => boolean): Promise<CustomerServices> {
  for (let customerId = 1; customerId <= 200; customerId++) {
    const res = await page.request.get(`${base}/api/customers/${customerId}/account-services`);
    if (!res.ok()) continue;
    const services = (await res.json()) as AccountService[];
    if (wanted(services)) return { customerId, services };
  }
  throw new Error('no demo customer with such services');
}

/** The daily usage of a site account over a period, as the chart asks for it. */
export async function dailyUsage(page: Page, base: string, accountId: number, startDate?: string, endDate?: string): Promise<UsageChart> {
  const query = new URLSearchParams({ ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) });
  const res = await page.request.get(`${base}/api/account/${accountId}/daily-usage-reads-chart/data?${query}`);
  return (await res.json()) as UsageChart;
}

export const activeMeters = (services: readonly AccountService[]) => services.flatMap((s) => s.meters.filter((m) => m.meterStatusCode === 'ACTIVE'));

/** The session identifiers the web app keeps in session storage. */
export const sessionIds = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('wattle.session') ?? '{}') as { state: Record<string, number | null> }).state);

export const selectedMeter = (page: Page) => page.locator('[data-testid="service-meter"][aria-current="true"]');

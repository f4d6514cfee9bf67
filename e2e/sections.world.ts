/**
 * What the section journeys share: a Wattle server of their own (they save, delete and run actions
 * on demo customers, which must not disturb the shared server of the other specs), and finding a
 * demo customer whose page has something to show.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CustomerAccount, SectionConfig, SectionDataResponse, SectionRow } from '@wattle/contract';
import { startAppWorld, type AppWorld } from './support/app-world';
import { admin, signIn, type Credentials } from './support/session';

export type SectionsWorld = AppWorld;

/** `env` adds to or overrides the world's server environment (e.g. JOBS: 'on' for a spec that needs the job worker). */
export const startSectionsWorld = (name: string, env: Record<string, string> = {}): Promise<SectionsWorld> =>
  startAppWorld(name, { DEMO_CUSTOMERS: '80', JOBS: 'off', ...env });

/** Signs in on the app at `url` (the demo dataset by default) and opens the dashboard. */
export const signInTo = (page: Page, url: string, credentials: Credentials = { ...admin, useDemoMode: true }) => signIn(page, credentials, { base: url });

export interface DemoCustomer extends CustomerAccount {
  /** The section's first rows for this customer. */
  rows: SectionRow[];
  /** The link that opens a customer page with the customer's identifiers (they go to the session). */
  link(pagePath: string): string;
}

const getJson = async <T>(api: APIRequestContext, url: string): Promise<T | null> => {
  const res = await api.get(url);
  return res.ok() ? ((await res.json()) as T) : null;
};

/** A section's configuration by code. */
export async function sectionConfig(api: APIRequestContext, base: string, code: string): Promise<SectionConfig> {
  const body = await getJson<{ sections: SectionConfig[] }>(api, `${base}/api/display/sections?codes=${code}`);
  expect(body, code).not.toBeNull();
  return body!.sections[0]!;
}

export interface CustomerWanted {
  code: string;
  types?: readonly string[];
  /** At least this many rows in the section (default 1). */
  minRows?: number;
  /** A row of the section's first page must match. */
  row?: (row: SectionRow) => boolean;
}

/**
 * The first demo customer (ids from 1 up) of one of `types` whose section `code` has what is
 * wanted, found through the API with the signed-in page's session.
 */
export async function findDemoCustomer(page: Page, base: string, opts: CustomerWanted): Promise<DemoCustomer> {
  const section = await sectionConfig(page.request, base, opts.code);
  const candidate = async (customerId: number): Promise<DemoCustomer | null> => {
    const parameters = encodeURIComponent(JSON.stringify({ customerId }));
    const data = await getJson<SectionDataResponse>(page.request, `${base}/api/display/sections/${section.id}/data?parameters=${parameters}`);
    if (!data || data.totalItems < (opts.minRows ?? 1) || (opts.row && !data.rows.some(opts.row))) return null;
    const account = await getJson<CustomerAccount>(page.request, `${base}/api/customers/${customerId}/account`);
    if (!account || (opts.types && !opts.types.includes(account.customerTypeCode))) return null;
    return { ...account, rows: data.rows, link: (pagePath) => customerLink(base, account, pagePath) };
  };
  // Asked a batch at a time, the first that fits (lowest id) wins, as one by one.
  for (let first = 1; first <= DEMO_CUSTOMERS_SCANNED; first += SCAN_BATCH) {
    const batch = await Promise.all(Array.from({ length: SCAN_BATCH }, (_, i) => candidate(first + i)));
    const found = batch.find((customer) => customer !== null);
    if (found) return found;
  }
  throw new Error(`no demo customer with rows in ${opts.code}`);
}

const DEMO_CUSTOMERS_SCANNED = 400;
const SCAN_BATCH = 20;

/** A customer page with the customer's identifiers in its query, as the search opens it. */
export function customerLink(base: string, account: CustomerAccount, pagePath: string) {
  const query = new URLSearchParams({
    customerId: String(account.customerId),
    accountId: String(account.accountId),
    partyId: String(account.primaryPartyId ?? ''),
    selectedCustomerTypeCode: account.customerTypeCode,
  });
  return `${base}${pagePath}?${query}`;
}

/** A section on the page by its code. */
export const sectionOn = (page: Page, code: string) => page.locator(`section[data-section-code="${code}"]`);

/** A table row of a section by its key. */
export const rowOn = (page: Page, code: string, key: string | null) => sectionOn(page, code).locator(`tbody tr[data-row-id="${key}"]`);

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_PAGES,
  SEARCH_CONTEXTS,
  texts,
  type CrmIdentifiers,
  type DashboardItem,
  type ProcessDataResponse,
  type PropertyManager,
  type ReportDefinition,
  type SectionConfig,
} from '@wattle/contract';
import { documents, networkNodes, sites } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { documentedOperations, openApiDocument, REQUIRED_QUERIES } from './openapi-fixtures';
import { pdfText } from './pdf-reading';
import { JANUARY_2025, parametersQuery, sheetRows } from './reports/reports-fixtures';
import { addCustomerFixture, adminScope, type CustomerFixture } from './sections-fixtures';

/**
 * Issue 23 item 4: a property manager sees only the customers, sites, accounts, documents and reads
 * of the buildings assigned to them, on every read path, and a customer of another building is a
 * 404. Two buildings with a customer each; the manager is assigned the first.
 */

type Caller = ReturnType<typeof as>;

let t: TestApp;
let admin: Caller;
let manager: Caller;
/** In the manager's building (a resident) and in the other one (a company, named "Harbour Bakery …"). */
let inside: CustomerFixture;
let outside: CustomerFixture;
let outsideDocumentId: number;
let otherBuildingId: number;
const sections = new Map<string, SectionConfig>();

const PASSWORD = 'Manager123!';
const enc = encodeURIComponent;
const idsOf = (f: CustomerFixture): CrmIdentifiers => ({
  customerId: f.customerId,
  accountId: f.accountId,
  partyId: f.partyId,
  siteId: f.siteId,
  meterId: f.meterId,
});

/** Still a write behind GET (role-method-matrix.test.ts): called on its own below. */
const KNOWN_WRITING_READS = ['GET /api/billing/invoices/{id}/pdf'];

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'off' });
  const scope = await adminScope(t.database);
  admin = as(t.app, await login(t.app));
  const [a, b] = await t.database.db
    .insert(networkNodes)
    .values([
      { ...scope, buildingCode: 'PMSA', description: 'Acacia Apartments' },
      { ...scope, buildingCode: 'PMSB', description: 'Banksia Court' },
    ])
    .returning({ id: networkNodes.id });
  otherBuildingId = b!.id;
  inside = await addCustomerFixture(t.database, scope, 'RESIDENT');
  outside = await addCustomerFixture(t.database, scope, 'COMPANY');
  await t.database.db.update(sites).set({ networkNodeId: a!.id }).where(eq(sites.id, inside.siteId!));
  await t.database.db.update(sites).set({ networkNodeId: b!.id }).where(eq(sites.id, outside.siteId!));
  [{ id: outsideDocumentId }] = (await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.customerId, outside.customerId))) as [
    { id: number },
  ];

  const added = await admin({
    method: 'POST',
    url: '/api/property-manager/users',
    payload: { firstName: 'Pat', lastName: 'Manager', emailAddress: 'pat.manager@example.com', password: PASSWORD },
  });
  expect(added.statusCode, added.body).toBe(200);
  const pm = (await admin({ method: 'GET', url: '/api/property-manager/users' })).json<PropertyManager[]>().find((m) => m.email === 'pat.manager@example.com')!;
  expect((await admin({ method: 'POST', url: `/api/property-manager/users/${pm.id}/buildings`, payload: ['PMSA'] })).statusCode).toBe(200);
  manager = as(t.app, await login(t.app, 'pat.manager@example.com', PASSWORD));

  const codes = [...new Set(Object.values(CUSTOMER_PAGES).flatMap((p) => p.sectionCodes)), 'READS'];
  const res = await admin({ method: 'GET', url: `/api/display/sections?codes=${codes.join(',')}` });
  expect(res.statusCode, res.body).toBe(200);
  const collect = (config: SectionConfig) => {
    sections.set(config.code, config);
    config.childSections.forEach(collect);
  };
  res.json<{ sections: SectionConfig[] }>().sections.forEach(collect);
}, 120_000);
afterAll(() => t.close());

/** What a response shows: its text, the cells of a workbook, the text of a PDF. */
async function shown(res: LightMyRequestResponse): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode !== 200) return res.body;
  if (type.includes('spreadsheetml')) return (await sheetRows(res.rawPayload)).flat().join(' ');
  // The fixtures' stored documents are not real PDFs: their bytes are their text.
  if (type.includes('application/pdf')) return pdfText(res.rawPayload).catch(() => res.body);
  return res.body;
}

/** Whether the text shows anything of the customer: its account number (also in invoice numbers) or its name. */
const showsOutside = (text: string) => text.includes(outside.accountNumber) || text.includes('Harbour Bakery');

/** Every documented GET, with the ids it names taken from the other building's customer. */
async function documentedReads(): Promise<string[]> {
  const idFor = (path: string, name: string): number | string => {
    if (name === 'date') return '2025-01-15';
    if (name === 'customerId') return outside.customerId;
    if (name === 'partyId') return outside.partyId;
    if (name === 'accountId') return outside.utilityAccountId!;
    if (name !== 'id') return 1;
    if (path.startsWith('/api/documents/')) return outsideDocumentId;
    if (path.startsWith('/api/billing/invoices/')) return outside.invoiceId;
    if (path.startsWith('/api/billing/utility-accounts/')) return outside.utilityAccountId!;
    return 1;
  };
  const reads = documentedOperations(await openApiDocument(t.app)).filter((o) => o.method === 'GET' && !KNOWN_WRITING_READS.includes(o.name));
  expect(reads.length).toBeGreaterThan(100);
  return reads.map((o) => o.path.replace(/\{(\w+)\}/g, (_, name: string) => String(idFor(o.path, name))) + (REQUIRED_QUERIES[o.name] ?? ''));
}

/** The reads that take a query: search, every report's data and export, every dashboard queue and its export. */
async function queriedReads(caller: Caller): Promise<string[]> {
  const values = [outside.accountNumber, 'Harbour', 'Bakery', 'George', 'Nguyen'];
  const search = SEARCH_CONTEXTS.flatMap((context) => [
    ...values.map((value) => `/api/search/search-by-text?searchContext=${context}&searchValue=${enc(value)}&openOnly=false`),
    `/api/search/search-by-text?searchContext=${context}&searchValue=George&openOnly=false&networkNodeId=${otherBuildingId}`,
  ]);
  const byId = [
    `/api/search/search-by-id?searchContext=Customer&entityId=${outside.customerId}`,
    `/api/search/search-by-id?searchContext=Contact&entityId=${outside.partyId}`,
    `/api/search/search-by-id?searchContext=Site&entityId=${outside.siteId}`,
    `/api/search/search-by-building?networkNodeId=${otherBuildingId}`,
  ];
  const reports = (await admin({ method: 'GET', url: '/api/reports' })).json<{ id: number }[]>();
  const reportReads: string[] = [];
  for (const { id } of reports) {
    // January 2025 for the reports that ask for dates; the others run with no parameter.
    const codes = (await admin({ method: 'GET', url: `/api/reports/${id}/filters` })).json<ReportDefinition>().filters.map((f) => f.parameterCode);
    const query = parametersQuery(Object.fromEntries(Object.entries(JANUARY_2025).filter(([code]) => codes.includes(code))));
    reportReads.push(`/api/reports/${id}/data?${query}&itemsPerPage=-1`, `/api/reports/${id}/export?${query}`);
  }
  const items = (await caller({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
  const queues = items.flatMap((item) => [
    `/api/dashboard/processes/${item.id}/data-with-pagination?processCode=${item.code}&itemsPerPage=-1`,
    `/api/dashboard/processes/${item.id}/export?processCode=${item.code}`,
  ]);
  return [...search, ...byId, ...reportReads, ...queues];
}

/** A customer section's data and export, for the customer's identifiers. */
const sectionReads = (ids: CrmIdentifiers) =>
  [...sections.values()].flatMap((s) => [
    `/api/display/sections/${s.id}/data?parameters=${enc(JSON.stringify(ids))}`,
    `/api/display/sections/${s.id}/export?parameters=${enc(JSON.stringify(ids))}`,
  ]);

/** The URLs among `urls` whose answer shows the other building's customer to the caller. */
async function showingOutside(caller: Caller, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const res = await caller({ method: 'GET', url });
    expect(res.statusCode, `GET ${url}: ${res.body}`).toBeLessThan(500);
    if (showsOutside(await shown(res))) found.push(url);
  }
  return found;
}

describe('a property manager', () => {
  it('finds nothing of another building’s customer on any read: every GET, search, sections, reports, dashboard queues, exports', async () => {
    const urls = [...(await documentedReads()), ...(await queriedReads(manager)), ...sectionReads(idsOf(outside))];
    // The same reads show the customer to an administrator: the sweep looks where the customer is.
    const toAdmin = await showingOutside(admin, [...(await documentedReads()), ...(await queriedReads(admin)), ...sectionReads(idsOf(outside))]);
    const paths = [
      '/search/search-by-text',
      '/search/search-by-id',
      `/customers/${outside.customerId}/summary`,
      '/reports/',
      '/display/sections/',
      '/dashboard/processes/',
      '/export?',
    ];
    for (const path of paths) {
      expect(
        toAdmin.some((url) => url.includes(path)),
        `an administrator sees the customer through ${path}`,
      ).toBe(true);
    }
    expect(await showingOutside(manager, urls)).toEqual([]);
    // Every report the manager's role may run ran (none was left out as a bad request).
    const reportRuns = urls.filter((url) => /^\/api\/reports\/\d+\/data\?/.test(url));
    const statuses = await Promise.all(reportRuns.map(async (url) => (await manager({ method: 'GET', url })).statusCode));
    expect(statuses.filter((status) => status !== 200 && status !== 403)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(5);
  }, 300_000);

  it('gets 404 for every GET that names another building’s customer, contact, account, document or invoice', async () => {
    const named = [
      ...(await documentedReads()).filter(
        (url) =>
          [`/${outside.customerId}/`, `/${outside.partyId}/`, `/account/${outside.utilityAccountId}/`].some((part) => url.includes(part)) ||
          [
            `/api/documents/${outsideDocumentId}`,
            `/api/billing/invoices/${outside.invoiceId}`,
            `/api/billing/utility-accounts/${outside.utilityAccountId}/`,
          ].some((part) => url.startsWith(part)),
      ),
      `/api/billing/invoices/${outside.invoiceId}/pdf`,
      ...sectionReads(idsOf(outside)),
    ];
    expect(named.length).toBeGreaterThan(30);
    const answers = await Promise.all(named.map(async (url) => ({ url, status: (await manager({ method: 'GET', url })).statusCode })));
    expect(answers.filter((a) => a.status !== 404)).toEqual([]);
    expect((await admin({ method: 'GET', url: `/api/customers/${outside.customerId}/summary` })).statusCode).toBe(200);
  }, 120_000);

  it('counts the dashboard queues over their own rows, not the counts kept for the administrator', async () => {
    const items = (await manager({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
    const queue = (caller: Caller, item: DashboardItem) =>
      caller({ method: 'GET', url: `/api/dashboard/processes/${item.id}/data-with-pagination?processCode=${item.code}&itemsPerPage=-1` });
    let fewer = 0;
    for (const item of items) {
      const asAdmin = await queue(admin, item);
      const asManager = await queue(manager, item);
      if (asManager.statusCode !== 200) continue;
      const { totalItems, processItems } = asManager.json<ProcessDataResponse>();
      expect({ queue: item.code, totalItems }).toEqual({ queue: item.code, totalItems: processItems.length });
      if (totalItems < asAdmin.json<ProcessDataResponse>().totalItems) fewer++;
    }
    expect(fewer).toBeGreaterThan(0);
  });

  it('sees the customers of their own building as an administrator does', async () => {
    const found = await manager({ method: 'GET', url: '/api/search/search-by-text?searchContext=Customer&searchValue=Nguyen&openOnly=false' });
    expect(found.json<{ customerId: number | null }[]>().map((r) => r.customerId)).toEqual([inside.customerId]);
    const reads = [
      `/api/customers/${inside.customerId}/summary`,
      `/api/customers/${inside.customerId}/account-services`,
      `/api/customers/${inside.customerId}/documents`,
      `/api/customers/${inside.customerId}/payments`,
      `/api/billing/utility-accounts/${inside.utilityAccountId}/reads`,
      ...sectionReads(idsOf(inside)).filter((url) => url.includes('/data?')),
    ];
    for (const url of reads) {
      const [asManager, asAdmin] = [await manager({ method: 'GET', url }), await admin({ method: 'GET', url })];
      expect({ url, status: asManager.statusCode, body: asManager.json<unknown>() }).toEqual({
        url,
        status: asAdmin.statusCode,
        body: asAdmin.json<unknown>(),
      });
    }
    const summary = await manager({ method: 'GET', url: `/api/customers/${inside.customerId}/summary` });
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain(inside.accountNumber);
  }, 120_000);

  it('changes nothing but their own things: a customer write is refused alike inside and outside, a recent search is kept for their own customer only', async () => {
    const forbidden = { isSuccess: false, messages: [{ message: texts.server.forbidden, messageType: 'Error' }] };
    for (const customer of [inside, outside]) {
      const note = await manager({ method: 'POST', url: '/api/activities', payload: { customerId: customer.customerId, notes: 'called' } });
      const statement = await manager({ method: 'POST', url: `/api/customers/${customer.customerId}/statement?startDate=2025-01-01&endDate=2025-01-31` });
      expect([note.statusCode, note.json(), statement.statusCode, statement.json()]).toEqual([403, forbidden, 403, forbidden]);
    }
    const recent = (customer: CustomerFixture) =>
      manager({ method: 'POST', url: `/api/search/update-recent?searchContext=Customer&searchId=${customer.customerId}&customerId=${customer.customerId}` });
    expect((await recent(inside)).statusCode).toBe(200);
    expect((await recent(outside)).statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_SEARCH_MAX } from '@wattle/contract';
import { companies, recentSearches } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, addNetworkNode, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';

let t: TestApp;
let admin: ReturnType<typeof as>;
let clerk: ReturnType<typeof as>;
let demo: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
let building: number;
let emptyBuilding: number;
let otherBuilding: number;
let john: CreatedCustomer;
let mary: CreatedCustomer;
let foreign: CreatedCustomer;
const many: CreatedCustomer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const [acme] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ACME'));
  const live: Scope = { companyId: acme!.id, dataset: 'live' };
  building = await addNetworkNode(t.database, live, 'Harbour View');
  emptyBuilding = await addNetworkNode(t.database, live, 'Empty Tower');
  john = await addCustomer(t.database, live, {
    name: 'John Smith',
    type: 'RESIDENT',
    accountNumber: 'A1000001',
    alert: 'Life support',
    site: { location: 'Unit 2, 1 Harbour St', siteIdentifier: 'NMI0001', networkNodeId: building, openDate: '2024-03-01' },
  });
  mary = await addCustomer(t.database, live, {
    name: 'Mary Moved',
    type: 'COMPANY',
    accountNumber: 'A1000002',
    site: { location: 'Unit 1, 1 Harbour St', siteIdentifier: 'NMI0002', networkNodeId: building, closed: true, openDate: '2023-01-15' },
  });
  for (let i = 0; i < RECENT_SEARCH_MAX + 2; i++)
    many.push(await addCustomer(t.database, live, { name: `Recent ${i}`, type: 'RESIDENT', accountNumber: `R${i}` }));
  const otherCo = await createTenant(t.database, 'OTHERCO');
  const otherScope: Scope = { companyId: otherCo.companyId, dataset: 'live' };
  otherBuilding = await addNetworkNode(t.database, otherScope, 'Foreign Tower');
  foreign = await addCustomer(t.database, otherScope, {
    name: 'Foreign Smith',
    type: 'RESIDENT',
    accountNumber: 'F1',
    site: { location: '9 Foreign Rd', siteIdentifier: 'NMI9', networkNodeId: otherBuilding },
  });
  await createUser(t.database, acme!.id, 'clerk', '');
  admin = as(t.app, await login(t.app));
  clerk = as(t.app, await login(t.app, 'clerk', FIXTURE_PASSWORD));
  demo = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
  other = as(t.app, await login(t.app, otherCo.username, FIXTURE_PASSWORD));
});
afterAll(() => t.close());

const get = async (call: ReturnType<typeof as>, url: string) => {
  const res = await call({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /search/search-by-id and /search/single-search-result', () => {
  it('answers the card of an entity of each context', async () => {
    const customer = await get(admin, `/api/search/search-by-id?searchContext=Customer&entityId=${john.customerId}`);
    expect(customer.status).toBe(200);
    expect(customer.body).toHaveLength(1);
    expect(customer.body[0]).toMatchObject({ id: john.customerId, headerLine: 'John Smith', context: 'Customer', alert: 'Life support' });
    const contact = await get(admin, `/api/search/single-search-result?searchContext=Contact&searchId=${john.partyId}`);
    expect(contact.body).toMatchObject({ id: john.partyId, context: 'Contact', partyId: john.partyId, customerId: john.customerId });
    const site = await get(admin, `/api/search/single-search-result?searchContext=Site&searchId=${john.siteId}`);
    expect(site.body).toMatchObject({ id: john.siteId, context: 'Site', headerLine: 'Unit 2, 1 Harbour St', siteId: john.siteId, meterId: john.meterId });
  });

  it('never answers another company’s or dataset’s entity', async () => {
    expect((await get(admin, `/api/search/search-by-id?searchContext=Customer&entityId=${foreign.customerId}`)).body).toEqual([]);
    const single = await get(admin, `/api/search/single-search-result?searchContext=Customer&searchId=${foreign.customerId}`);
    expect(single.status).toBe(404);
    expect(single.body).toEqual({ isSuccess: false, messages: [{ message: 'No search result has that id.', messageType: 'NotFound' }] });
    expect((await get(demo, `/api/search/single-search-result?searchContext=Customer&searchId=${john.customerId}`)).status).toBe(404);
    expect((await get(other, `/api/search/single-search-result?searchContext=Customer&searchId=${foreign.customerId}`)).status).toBe(200);
  });

  it.each([
    '/api/search/search-by-id?searchContext=Customer',
    '/api/search/search-by-id?searchContext=Customer&entityId=abc',
    '/api/search/search-by-id?searchContext=customer&entityId=1',
    '/api/search/single-search-result?searchContext=Site&searchId=0',
    '/api/search/single-search-result?searchContext=Site&searchId=1e99',
    "/api/search/single-search-result?searchContext='&searchId=1",
  ])('refuses %s with a 400 envelope', async (url) => {
    const { status, body } = await get(admin, url);
    expect(status).toBe(400);
    expect(body.isSuccess).toBe(false);
  });
});

describe('GET /search/network-nodes and /search/search-by-building', () => {
  it('lists the company’s buildings by name', async () => {
    const { body } = await get(admin, '/api/search/network-nodes');
    expect(body).toEqual([
      { id: emptyBuilding, name: 'Empty Tower' },
      { id: building, name: 'Harbour View' },
    ]);
    expect((await get(other, '/api/search/network-nodes')).body).toEqual([{ id: otherBuilding, name: 'Foreign Tower' }]);
  });

  it('offers the buildings whose name or code contains the typed text, and refuses an over-long one', async () => {
    expect((await get(admin, '/api/search/network-nodes?search=harb')).body).toEqual([{ id: building, name: 'Harbour View' }]);
    expect((await get(admin, '/api/search/network-nodes?search=%25')).body).toEqual([]);
    expect((await get(admin, '/api/search/network-nodes?search=tower')).body.map((n: { name: string }) => n.name)).toEqual(['Empty Tower']);
    const long = await get(admin, `/api/search/network-nodes?search=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
  });

  it('answers the SITES tree: sites by address with the current account, and their utility accounts', async () => {
    const { status, body } = await get(admin, `/api/search/search-by-building?networkNodeId=${building}`);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        address: 'Unit 1, 1 Harbour St',
        icon: 'bolt',
        currentAccountDescription: '',
        siteId: mary.siteId,
        customerAccountId: null,
        customerTypeCode: null,
        customerId: null,
        utilityAccounts: [
          {
            utilityAccountId: mary.utilityAccountId,
            accountDescription: 'A1000002 · Mary Moved',
            accountStatus: 'CLOSED',
            accountPeriod: '15/01/2023 – 30/06/2025',
            customerAccountId: mary.accountId,
            siteId: mary.siteId,
            customerTypeCode: 'COMPANY',
            customerId: mary.customerId,
          },
        ],
      },
      {
        address: 'Unit 2, 1 Harbour St',
        icon: 'bolt',
        currentAccountDescription: 'A1000001 · John Smith',
        siteId: john.siteId,
        customerAccountId: john.accountId,
        customerTypeCode: 'RESIDENT',
        customerId: john.customerId,
        utilityAccounts: [
          {
            utilityAccountId: john.utilityAccountId,
            accountDescription: 'A1000001 · John Smith',
            accountStatus: 'ACTIVE',
            accountPeriod: '01/03/2024 – Current',
            customerAccountId: john.accountId,
            siteId: john.siteId,
            customerTypeCode: 'RESIDENT',
            customerId: john.customerId,
          },
        ],
      },
    ]);
    expect((await get(admin, `/api/search/search-by-building?networkNodeId=${emptyBuilding}`)).body).toEqual([]);
  });

  it('answers 404 for another company’s building and 400 for a bad id', async () => {
    const foreignTree = await get(admin, `/api/search/search-by-building?networkNodeId=${otherBuilding}`);
    expect(foreignTree.status).toBe(404);
    expect(foreignTree.body.isSuccess).toBe(false);
    for (const query of ['', 'networkNodeId=', 'networkNodeId=x', 'networkNodeId=-5']) {
      expect((await get(admin, `/api/search/search-by-building?${query}`)).status).toBe(400);
    }
  });
});

describe('GET /search/get-recent and POST /search/update-recent', () => {
  const recent = (call: ReturnType<typeof as>, context: string) => get(call, `/api/search/get-recent?searchContext=${context}`);
  const update = (call: ReturnType<typeof as>, query: string, headers: Record<string, string> = {}) =>
    call({ method: 'POST', url: `/api/search/update-recent?${query}`, headers });

  it('starts empty', async () => {
    expect((await recent(admin, 'Customer')).body).toEqual({ items: [], currentItemIndex: -1 });
  });

  it('records selections per context, most recent first, with the current card', async () => {
    expect(
      (await update(admin, `searchContext=Customer&searchId=${john.customerId}&customerId=${john.customerId}&accountId=${john.accountId}`)).statusCode,
    ).toBe(200);
    const res = await update(admin, `searchContext=Customer&searchId=${mary.customerId}&customerId=${mary.customerId}&accountId=${mary.accountId}`);
    const body = res.json();
    expect(body.currentItemIndex).toBe(0);
    expect(body.items.map((i: { tooltip: string }) => i.tooltip)).toEqual(['Mary Moved', 'John Smith']);
    expect(body.items[1]).toMatchObject({
      type: 'Customer',
      id: john.customerId,
      tooltip: 'John Smith',
      alert: 'Life support',
      result: { headerLine: 'John Smith' },
    });
    await update(admin, `searchContext=Customer&searchId=${john.customerId}`);
    expect((await recent(admin, 'Customer')).body.items.map((i: { id: number }) => i.id)).toEqual([john.customerId, mary.customerId]);
    await update(admin, `searchContext=Site&searchId=${john.siteId}`);
    expect((await recent(admin, 'Site')).body.items.map((i: { id: number }) => i.id)).toEqual([john.siteId]);
    expect((await recent(admin, 'Contact')).body.items).toEqual([]);
  });

  it(`keeps the last ${RECENT_SEARCH_MAX} per context`, async () => {
    for (const c of many) await update(admin, `searchContext=Customer&searchId=${c.customerId}`);
    const ids = (await recent(admin, 'Customer')).body.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual(
      many
        .slice(-RECENT_SEARCH_MAX)
        .reverse()
        .map((c) => c.customerId),
    );
    const stored = await t.database.db.select({ id: recentSearches.id }).from(recentSearches).where(eq(recentSearches.searchContext, 'Customer'));
    expect(stored).toHaveLength(RECENT_SEARCH_MAX);
  });

  it('is per user and per dataset', async () => {
    expect((await recent(clerk, 'Customer')).body.items).toEqual([]);
    expect((await recent(demo, 'Customer')).body.items).toEqual([]);
  });

  it('refuses another company’s entity, and bad input, leaving the list unchanged', async () => {
    const before = (await recent(admin, 'Customer')).body;
    const foreignRes = await update(admin, `searchContext=Customer&searchId=${foreign.customerId}`);
    expect(foreignRes.statusCode).toBe(404);
    for (const query of [
      'searchContext=Customer',
      'searchContext=Customer&searchId=abc',
      'searchContext=Nope&searchId=1',
      `searchContext=Customer&searchId=${john.customerId}&accountId=x`,
    ]) {
      const res = await update(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().isSuccess).toBe(false);
    }
    expect((await recent(admin, 'Customer')).body).toEqual(before);
    const rows = await t.database.db.select({ id: recentSearches.id }).from(recentSearches).where(eq(recentSearches.searchId, foreign.customerId));
    expect(rows).toEqual([]);
  });

  it('refuses an update without the CSRF header, and both calls without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/search/update-recent?searchContext=Customer&searchId=${john.customerId}`,
      headers: { cookie: '' },
    });
    expect([401, 403]).toContain(res.statusCode);
    const noCsrf = await admin({
      method: 'POST',
      url: `/api/search/update-recent?searchContext=Customer&searchId=${john.customerId}`,
      headers: { 'x-csrf': '' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/search/get-recent?searchContext=Customer' })).statusCode).toBe(401);
  });
});

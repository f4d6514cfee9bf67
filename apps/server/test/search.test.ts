import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, addNetworkNode, createTenant, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';

let t: TestApp;
let live: ReturnType<typeof as>;
let demo: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
let john: CreatedCustomer;
let harbourView: number;

interface Card {
  id: number;
  headerLine: string;
  context: string;
  isClosed: boolean;
  isProspect: boolean;
  customerTypeCode: string | null;
  [line: string]: unknown;
}

beforeAll(async () => {
  t = await createTestApp();
  const [acme] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ACME'));
  const acmeLive: Scope = { companyId: acme!.id, dataset: 'live' };
  harbourView = await addNetworkNode(t.database, acmeLive, 'Harbour View');
  john = await addCustomer(t.database, acmeLive, {
    name: 'John Smith',
    type: 'RESIDENT',
    accountNumber: 'A1000001',
    email: 'john.smith@example.com',
    mobile: '0412 345 678',
    site: { location: '12 High Street, Sydney NSW 2000', siteIdentifier: '4102000001', meterCode: 'MTR-001', networkNodeId: harbourView },
  });
  await addCustomer(t.database, acmeLive, { name: 'Jane Smithers', type: 'RESIDENT', accountNumber: 'A1000002', email: 'jane@example.com' });
  await addCustomer(t.database, acmeLive, { name: 'Smith & Sons Pty Ltd', type: 'COMPANY', accountNumber: 'B2000001' });
  await addCustomer(t.database, acmeLive, { name: 'Zoë Ångström', type: 'OCCUPIER', accountNumber: 'A1000003' });
  await addCustomer(t.database, acmeLive, { name: 'Carl Closedown', type: 'RESIDENT', accountNumber: 'A1000004', status: 'CLOSED' });
  await addCustomer(t.database, acmeLive, { name: 'Pria Prospect', type: 'COMPANY', accountNumber: 'P3000001', status: 'PROSPECT' });
  await addCustomer(t.database, acmeLive, { name: 'A1000001 Holdings', type: 'SUNDRY', accountNumber: 'Z9999999' });
  await addCustomer(t.database, acmeLive, { name: 'Unit B2000 Trust', type: 'SUNDRY', accountNumber: 'T5000001' });
  await addCustomer(t.database, acmeLive, { name: '100% Energy_Co', type: 'COMPANY', accountNumber: 'C4000001' });
  await addCustomer(t.database, acmeLive, { name: 'Back\\slash Ltd', type: 'COMPANY', accountNumber: 'C4000002' });
  await addCustomer(t.database, acmeLive, { name: 'Playacorp', type: 'COMPANY', accountNumber: 'C4000003' });
  await addCustomer(t.database, acmeLive, { name: '1000 Watts Energy', type: 'COMPANY', accountNumber: 'C4000004' });
  for (let i = 1; i <= 25; i++)
    await addCustomer(t.database, acmeLive, { name: `Pagey Person ${String(i).padStart(2, '0')}`, type: 'RESIDENT', accountNumber: `PG${1000 + i}` });
  await addCustomer(t.database, { companyId: acme!.id, dataset: 'demo' }, { name: 'Demo Smith', type: 'RESIDENT', accountNumber: 'A1000001' });
  const otherCo = await createTenant(t.database, 'OTHERCO');
  await addCustomer(t.database, { companyId: otherCo.companyId, dataset: 'live' }, { name: 'Other Smith', type: 'RESIDENT', accountNumber: 'A1000001' });

  live = as(t.app, await login(t.app));
  demo = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
  other = as(t.app, await login(t.app, otherCo.username, FIXTURE_PASSWORD));
});
afterAll(() => t.close());

async function search(call: ReturnType<typeof as>, params: Record<string, string | number | boolean>) {
  const query = new URLSearchParams(Object.entries({ searchContext: 'Customer', ...params }).map(([k, v]) => [k, String(v)]));
  const res = await call({ method: 'GET', url: `/api/search/search-by-text?${query}` });
  return { status: res.statusCode, body: res.json<Card[]>() };
}
const names = async (params: Record<string, string | number | boolean>, call = live) => {
  const { status, body } = await search(call, params);
  expect(status).toBe(200);
  return body.map((c) => c.headerLine);
};

describe('GET /search/search-columns', () => {
  it('offers All with id 0 first, then one option per searchable column', async () => {
    const res = await live({ method: 'GET', url: '/api/search/search-columns' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 0, name: 'All' },
      { id: 1, name: 'Name' },
      { id: 2, name: 'Account number' },
      { id: 3, name: 'Address' },
      { id: 4, name: 'Email' },
      { id: 5, name: 'Phone number' },
      { id: 6, name: 'Meter' },
      { id: 7, name: 'Site identifier' },
    ]);
  });
});

describe('GET /search/search-by-text ranking', () => {
  it('puts the exact account number first, then other matches of the same text', async () => {
    expect(await names({ searchValue: 'A1000001' })).toEqual(['John Smith', 'A1000001 Holdings']);
  });

  it('lists account-number and name prefixes before text found inside', async () => {
    expect(await names({ searchValue: 'b2000' })).toEqual(['Smith & Sons Pty Ltd', 'Unit B2000 Trust']);
    expect(await names({ searchValue: 'a100000' })).toEqual(['A1000001 Holdings', 'Jane Smithers', 'John Smith', 'Zoë Ångström']);
  });

  it('lists name prefixes before names containing the text, and matches case- and accent-insensitively', async () => {
    const found = await names({ searchValue: 'SMITH' });
    expect(found[0]).toBe('Smith & Sons Pty Ltd');
    expect(found).toEqual(expect.arrayContaining(['John Smith', 'Jane Smithers']));
    expect(await names({ searchValue: 'zoe angstrom' })).toEqual(['Zoë Ångström']);
    expect(await names({ searchValue: 'ÅNGSTRÖM' })).toEqual(['Zoë Ångström']);
  });

  it('finds misspelt names when nothing matches exactly', async () => {
    expect(await names({ searchValue: 'jonh smiht' })).toContain('John Smith');
  });

  it('matches short text only from the start (minimum length for infix matching)', async () => {
    expect(await names({ searchValue: 'sm' })).toEqual(['Smith & Sons Pty Ltd']);
    expect(await names({ searchValue: 'mi' })).toEqual([]);
  });

  it('searches emails, phone numbers (as typed or as digits), addresses, meters and site identifiers', async () => {
    expect(await names({ searchValue: 'john.smith@example' })).toEqual(['John Smith']);
    expect(await names({ searchValue: '0412 345' })).toEqual(['John Smith']);
    expect(await names({ searchValue: '345678' })).toEqual(['John Smith']);
    expect(await names({ searchValue: '12 high street' })).toEqual(['John Smith']);
    expect(await names({ searchValue: 'mtr-001', searchContext: 'Site' })).toEqual(['12 High Street, Sydney NSW 2000']);
    expect(await names({ searchValue: '4102000001', searchContext: 'Site' })).toEqual(['12 High Street, Sydney NSW 2000']);
  });

  it('searches one column when a search-by option is chosen', async () => {
    expect(await names({ searchValue: 'smith', columnId: 4 })).toEqual(['John Smith']);
    expect(await names({ searchValue: 'example', columnId: 4, searchContext: 'Contact' })).toEqual(['Jane Smithers', 'John Smith']);
    expect(await names({ searchValue: 'a1000001', columnId: 1 })).toEqual(['A1000001 Holdings']);
    expect(await names({ searchValue: 'a1000001', columnId: 2 })).toEqual(['John Smith']);
    expect(await names({ searchValue: 'high street', columnId: 3, searchContext: 'Site' })).toEqual(['12 High Street, Sydney NSW 2000']);
    expect(await names({ searchValue: '0412', columnId: 5, searchContext: 'Contact' })).toEqual(['John Smith']);
    expect(await names({ searchValue: 'mtr-001', columnId: 6, searchContext: 'Site' })).toHaveLength(1);
    expect(await names({ searchValue: 'mtr-001', columnId: 6 })).toEqual([]);
    expect(await names({ searchValue: '41020', columnId: 7, searchContext: 'Site' })).toHaveLength(1);
  });

  it('leaves out closed customers unless openOnly is false, and marks closed and prospect cards', async () => {
    expect(await names({ searchValue: 'closedown' })).toEqual([]);
    const { body } = await search(live, { searchValue: 'closedown', openOnly: false });
    expect(body.map((c) => [c.headerLine, c.isClosed])).toEqual([['Carl Closedown', true]]);
    const [prospect] = (await search(live, { searchValue: 'pria' })).body;
    expect(prospect).toMatchObject({ headerLine: 'Pria Prospect', isProspect: true, isClosed: false, customerTypeCode: 'COMPANY' });
  });

  it('answers the card fields of a result', async () => {
    const [card] = (await search(live, { searchValue: 'A1000001' })).body;
    expect(card).toEqual({
      id: john.customerId,
      headerLine: 'John Smith',
      line1: 'A1000001 · Residential',
      line2: null,
      line3: '0412 345 678',
      line4: 'john.smith@example.com',
      line5: '12 High Street, Sydney NSW 2000',
      tileIcon: 'home',
      context: 'Customer',
      customerId: john.customerId,
      accountId: john.accountId,
      siteId: john.siteId,
      meterId: john.meterId,
      partyId: john.partyId,
      customerTypeCode: 'RESIDENT',
      alert: null,
      isClosed: false,
      isProspect: false,
    });
  });

  it("shows a contact's relationship and a site's account status in words, not their codes", async () => {
    const [contact] = (await search(live, { searchValue: 'john.smith@example.com', searchContext: 'Contact' })).body;
    expect(contact).toMatchObject({ headerLine: 'John Smith', line5: 'Account holder' });
    const [site] = (await search(live, { searchValue: '4102000001', searchContext: 'Site' })).body;
    expect(site).toMatchObject({ headerLine: '12 High Street, Sydney NSW 2000', line5: 'Active' });
    // Search by id (and Recent) read the cards another way: the same words.
    const byId = await live({ method: 'GET', url: `/api/search/search-by-id?searchContext=Contact&entityId=${john.partyId}` });
    expect(byId.json<Card[]>()).toEqual([expect.objectContaining({ line5: 'Account holder' })]);
  });

  it('filters by network node', async () => {
    expect(await names({ searchValue: 'smith', networkNodeId: harbourView })).toEqual(['John Smith']);
    expect(await names({ searchValue: 'smith', networkNodeId: 2_000_000 })).toEqual([]);
  });

  it('pages the ranked results', async () => {
    const first = await names({ searchValue: 'pagey', pageSize: 10 });
    const third = await names({ searchValue: 'pagey', pageSize: 10, page: 3 });
    expect(first).toHaveLength(10);
    expect(first[0]).toBe('Pagey Person 01');
    expect(third).toEqual(['Pagey Person 21', 'Pagey Person 22', 'Pagey Person 23', 'Pagey Person 24', 'Pagey Person 25']);
    expect(await names({ searchValue: 'pagey', pageSize: 100, page: 6 })).toEqual([]);
  });

  it('treats %, _ and \\ as themselves', async () => {
    expect(await names({ searchValue: '100%' })).toEqual(['100% Energy_Co']);
    expect(await names({ searchValue: 'energy_co' })).toEqual(['100% Energy_Co']);
    // Unescaped, 'y_c' would also match Playacorp and '0% e' 1000 Watts Energy.
    expect(await names({ searchValue: 'y_c' })).toEqual(['100% Energy_Co']);
    expect(await names({ searchValue: '0% e' })).toEqual(['100% Energy_Co']);
    expect(await names({ searchValue: '%%%' })).toEqual([]);
    expect(await names({ searchValue: '___' })).toEqual([]);
    expect(await names({ searchValue: 'k\\sl' })).toEqual(['Back\\slash Ltd']);
  });

  it('answers nothing for empty text, and never queries for it', async () => {
    expect(await names({ searchValue: '   ' })).toEqual([]);
    expect(await names({})).toEqual([]);
  });
});

describe('GET /search/search-by-text never crosses tenants or datasets', () => {
  it('finds only the session company’s rows of the session dataset', async () => {
    expect(await names({ searchValue: 'A1000001' }, demo)).toEqual(['Demo Smith']);
    expect(await names({ searchValue: 'A1000001' }, other)).toEqual(['Other Smith']);
    expect(await names({ searchValue: 'smith' }, other)).toEqual(['Other Smith']);
    expect(await names({ searchValue: 'smiht' }, other)).toEqual(['Other Smith']);
    expect(await names({ searchValue: 'smith' })).not.toContain('Other Smith');
    expect(await names({ searchValue: 'smith' })).not.toContain('Demo Smith');
  });
});

describe('GET /search/search-by-text never answers 5xx', () => {
  const hostile = [
    "'",
    '"',
    "'; drop table search_entries; --",
    '%',
    '%%',
    '_',
    '\\',
    '\\\\%',
    '%_\\',
    "O'Brien",
    'Ｏ％＿＼',
    '∖﹪',
    '😀😀😀',
    'مرحبا بالعالم',
    'a\u0301e\u0301',
    '\u0000abc',
    '\uD800abc',
    '\u202Eabc',
    ' \t\n ',
    'x'.repeat(200),
    '1'.repeat(200),
    '(((',
    '[a-z]*',
    '$1',
    'null',
    'undefined',
  ];

  it.each(hostile)('answers 200 for %j in every context and column', async (value) => {
    for (const searchContext of ['Contact', 'Customer', 'Site']) {
      for (const columnId of [0, 1, 2, 3, 4, 5, 6, 7]) {
        const { status, body } = await search(live, { searchValue: value, searchContext, columnId });
        expect(status, `${searchContext}/${columnId}`).toBe(200);
        expect(Array.isArray(body)).toBe(true);
      }
    }
  });

  it('refuses a 10 kB text with a 400 envelope', async () => {
    const { status, body } = await search(live, { searchValue: 'a'.repeat(10_240) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ isSuccess: false });
  });

  it.each([
    '/search/search-by-id?searchContext={v}&entityId={v}',
    '/search/single-search-result?searchContext={v}&searchId={v}',
    '/search/search-by-building?networkNodeId={v}',
    '/search/get-recent?searchContext={v}',
    '/search/network-nodes?search={v}',
  ])('answers %s with any hostile value below 500, refusals in the envelope', async (template) => {
    // A lone surrogate cannot be percent-encoded; the raw-query cases below send its bytes.
    const encodable = hostile.filter((v) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(v));
    for (const value of [...encodable, 'a'.repeat(10_240), '-1', '0', '99999999999999999999', '1.5', 'Customer']) {
      const res = await live({ method: 'GET', url: `/api${template.replaceAll('{v}', encodeURIComponent(value))}` });
      expect(res.statusCode, `${template} ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
      if (res.statusCode >= 400)
        expect(res.json()).toMatchObject({ isSuccess: false, messages: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]) });
    }
  });

  it.each(['searchValue=%ED%A0%80', 'searchValue=%FF%FE', 'searchValue=%00', 'searchValue=%', 'searchValue=%25%5F%5C', 'searchValue=a&searchValue=b'])(
    'answers a raw query %s without a 5xx',
    async (raw) => {
      const res = await live({ method: 'GET', url: `/api/search/search-by-text?searchContext=Customer&${raw}` });
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it.each([
    ['no context', 'searchValue=x'],
    ['an unknown context', 'searchContext=Meter&searchValue=x'],
    ['a column that is not a number', 'searchContext=Customer&searchValue=x&columnId=abc'],
    ['an unknown column', 'searchContext=Customer&searchValue=x&columnId=99'],
    ['page 0', 'searchContext=Customer&searchValue=x&page=0'],
    ['a page size over the maximum', 'searchContext=Customer&searchValue=x&pageSize=1000'],
    ['a negative network node', 'searchContext=Customer&searchValue=x&networkNodeId=-1'],
    ['an openOnly that is not a flag', 'searchContext=Customer&searchValue=x&openOnly=maybe'],
  ])('refuses %s with a 400 envelope', async (_, query) => {
    const res = await live({ method: 'GET', url: `/api/search/search-by-text?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccess).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/search-by-text?searchContext=Customer&searchValue=smith' });
    expect(res.statusCode).toBe(401);
  });
});

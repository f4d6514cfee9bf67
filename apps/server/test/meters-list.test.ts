import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeterPage } from '@wattle/contract';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, FIXTURE_PASSWORD } from './search-fixtures';
import { adminScope } from './sections-fixtures';
import { addServicesFixture, type ServicesFixture } from './services-fixtures';

/** GET /meters: Maintenance › Meter Reads' picker finds meters by serial number, NMI or customer, a page at a time. */
let t: TestApp;
let call: ReturnType<typeof as>;
let first: ServicesFixture;
let second: ServicesFixture;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  const scope = await adminScope(t.database);
  first = await addServicesFixture(t.database, scope);
  second = await addServicesFixture(t.database, scope);
});
afterAll(() => t.close());

/** The fixtures' numbers (their series runs on across the files that share a worker's modules). */
const numberOf = (fixture: ServicesFixture) => fixture.meterCode.split('-')[1]!;

const meters = async (query: string) => {
  const res = await call({ method: 'GET', url: `/api/meters?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MeterPage>();
};

describe('GET /meters', () => {
  it('finds a meter by its serial number, with its site and the customer billed for it', async () => {
    const a = numberOf(first);
    const page = await meters(`search=${first.meterCode}`);
    expect(page.items).toEqual([
      {
        meterId: first.meterId,
        meterCode: first.meterCode,
        description: '',
        siteIdentifier: `NMI-SV-${a}`,
        location: `${a} Harbour Street, Sydney NSW 2000`,
        customerNumber: expect.any(String),
        customerName: `Sam Services ${a}`,
      },
    ]);
    expect(page).toMatchObject({ page: 1, hasMore: false });
  });

  it("finds a site's meters by its NMI and a customer's by name, by serial number", async () => {
    const [a, b] = [numberOf(first), numberOf(second)];
    expect((await meters(`search=nmi-sv-${b}`)).items.map((m) => m.meterCode)).toEqual([`GEN-${b}`, `OP-${b}`, `PK-${b}`]);
    expect((await meters(`search=Sam%20Services%20${a}`)).items.map((m) => m.meterCode)).toEqual([`GA-${a}`, `GB-${a}`, `GEN-${a}`, `OP-${a}`, `PK-${a}`]);
  });

  it('pages: each page says whether another follows', async () => {
    const one = await meters('search=Sam%20Services&pageSize=4');
    const three = await meters('search=Sam%20Services&pageSize=4&page=3');
    expect(one).toMatchObject({ page: 1, pageSize: 4, hasMore: true });
    expect(one.items).toHaveLength(4);
    expect(three).toMatchObject({ page: 3, hasMore: false });
    expect(three.items.map((m) => m.meterCode).sort()).toEqual([`PK-${numberOf(first)}`, `PK-${numberOf(second)}`].sort());
  });

  it('answers one meter by id, and nothing of another company', async () => {
    expect((await meters(`meterId=${second.peakMeterId}`)).items.map((m) => m.meterCode)).toEqual([`PK-${numberOf(second)}`]);
    const { username } = await createTenant(t.database, 'MTOTHER', 'ADMIN');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    const res = await other({ method: 'GET', url: `/api/meters?meterId=${second.peakMeterId}` });
    expect(res.json<MeterPage>().items).toEqual([]);
    expect((await other({ method: 'GET', url: '/api/meters?search=Sam%20Services' })).json<MeterPage>().items).toEqual([]);
  });
});

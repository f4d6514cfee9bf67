import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDING_ATTRIBUTES, texts, type Building, type BuildingNetwork } from '@wattle/contract';
import { auditLog, billingCycles, networkNodeAttributes, networkNodes } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addNetworkNode, createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Call = ReturnType<typeof as>;
let t: TestApp;
let call: Call;
let scope: Scope;
let buildingId: number;
let otherBuildingId: number;
let networkId: number;
let cycleId: number;
const messages = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);

const get = async (id = buildingId, caller = call) => {
  const res = await caller({ method: 'GET', url: `/api/buildings/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Building>();
};
const put = (body: unknown, id = buildingId, caller = call) => caller({ method: 'PUT', url: `/api/buildings/${id}`, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  buildingId = await addNetworkNode(t.database, scope, 'Harbour View');
  otherBuildingId = await addNetworkNode(t.database, scope, 'Park Lane');
  await t.database.db.insert(networkNodeAttributes).values({ ...scope, networkNodeId: buildingId, key: 'FLOORS', value: '12' });
  const networks = await call({ method: 'GET', url: '/api/buildings/lookup/networks' });
  networkId = networks.json<BuildingNetwork[]>()[0]!.id;
  const [cycle] = await t.database.db
    .select({ id: billingCycles.id })
    .from(billingCycles)
    .where(and(eq(billingCycles.companyId, scope.companyId), eq(billingCycles.dataset, scope.dataset)));
  cycleId = cycle!.id;
});
afterAll(() => t.close());

describe('GET /buildings and /buildings/{id}', () => {
  it('lists the buildings by code and reads one with its attributes', async () => {
    const res = await call({ method: 'GET', url: '/api/buildings' });
    expect(res.statusCode).toBe(200);
    const codes = res.json<Building[]>().map((b) => b.buildingCode);
    expect(codes).toEqual([...codes].sort());
    const building = await get();
    expect(building).toMatchObject({
      id: buildingId,
      buildingDescription: 'Harbour View',
      attributesDictionary: { FLOORS: '12' },
      offMarket: false,
      billingDay: null,
    });
  });

  it('answers 404 for an unknown building and 400 for a malformed id', async () => {
    const missing = await call({ method: 'GET', url: '/api/buildings/999999' });
    expect(missing.statusCode).toBe(404);
    expect(messages(missing.body)).toEqual([texts.building.notFound]);
    expect((await call({ method: 'GET', url: '/api/buildings/abc' })).statusCode).toBe(400);
  });
});

describe('lookups', () => {
  it('networks carry id and productTypeCode', async () => {
    const res = await call({ method: 'GET', url: '/api/buildings/lookup/networks' });
    expect(res.statusCode).toBe(200);
    for (const n of res.json<BuildingNetwork[]>()) expect(n).toMatchObject({ id: expect.any(Number), productTypeCode: expect.any(String) });
  });

  it('attribute keys offer the ones the product reads and those in use', async () => {
    const res = await call({ method: 'GET', url: '/api/buildings/lookup/building-attributes' });
    expect(res.statusCode).toBe(200);
    const values = res.json<{ value: string; display: string }[]>().map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining([BUILDING_ATTRIBUTES.reconciliationThreshold, 'FLOORS']));
  });
});

describe('PUT /buildings/{id}', () => {
  it('saves every field, replaces the attributes and audits before and after', async () => {
    const before = await get();
    const body: Building = {
      ...before,
      buildingCode: 'HV-01',
      buildingDescription: 'Harbour View Towers',
      networkId,
      offMarket: true,
      billingDay: 15,
      defaultBillingCycleId: cycleId,
      attributesDictionary: { [BUILDING_ATTRIBUTES.reconciliationThreshold]: '7.5', 'gate-meter_1': 'GM1' },
    };
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await get()).toEqual(body);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'BUILDING_UPDATED')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ entity: 'network_node', entityId: String(buildingId), oldValues: before, newValues: body });
  });

  it('clears the billing day, network and cycle with null', async () => {
    const res = await put({ ...(await get()), billingDay: null, networkId: null, defaultBillingCycleId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await get()).toMatchObject({ billingDay: null, networkId: null, defaultBillingCycleId: null });
  });

  it.each([
    [{ buildingCode: '  ' }, `buildingCode: ${texts.building.codeRequired}`],
    [{ billingDay: 0 }, `billingDay: ${texts.building.billingDayRange}`],
    [{ billingDay: 32 }, `billingDay: ${texts.building.billingDayRange}`],
    [{ billingDay: 1.5 }, `billingDay: ${texts.building.billingDayWhole}`],
    [{ attributesDictionary: { 'has space': 'x' } }, `attributesDictionary.has space: ${texts.building.invalidKeyTitle}: ${texts.building.invalidKeyText}`],
    [{ attributesDictionary: { '1st': 'x' } }, `attributesDictionary.1st: ${texts.building.invalidKeyTitle}: ${texts.building.invalidKeyText}`],
    [{ attributesDictionary: { XmlData: 'x' } }, `attributesDictionary.XmlData: ${texts.building.invalidKeyTitle}: ${texts.building.invalidKeyText}`],
    [{ attributesDictionary: { '': 'x' } }, `attributesDictionary.: ${texts.building.invalidKeyTitle}: ${texts.building.invalidKeyText}`],
    [{ networkId: 999999 }, `networkId: ${texts.building.unknownValue}`],
    [{ defaultBillingCycleId: 999999 }, `defaultBillingCycleId: ${texts.building.unknownValue}`],
  ])('refuses %j with its message and saves nothing', async (change, message) => {
    const before = await get();
    const res = await put({ ...before, ...change });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([message]);
    expect(await get()).toEqual(before);
  });

  it('refuses a code another building has (409)', async () => {
    const other = await get(otherBuildingId);
    const res = await put({ ...(await get()), buildingCode: other.buildingCode });
    expect(res.statusCode).toBe(409);
    expect(messages(res.body)).toEqual([texts.building.codeTaken]);
  });

  it('refuses a malformed body with a 400 envelope', async () => {
    for (const body of [{}, { ...(await get()), billingDay: '15' }, { ...(await get()), attributesDictionary: { A: 1 } }]) {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false });
    }
  });

  it('a ReadOnly or ordinary user reads but may not save; only administrators write', async () => {
    for (const role of ['ReadOnly', 'USER']) {
      const user = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, `building-${role}`, role), FIXTURE_PASSWORD));
      const building = await get(buildingId, user);
      const res = await put({ ...building, buildingDescription: 'Changed' }, buildingId, user);
      expect(res.statusCode).toBe(403);
    }
    expect((await get()).buildingDescription).toBe('Harbour View Towers');
  });

  it("another company's building is not found and never changed", async () => {
    const { username } = await createTenant(t.database, 'BLDOTHER');
    const stranger = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await stranger({ method: 'GET', url: `/api/buildings/${buildingId}` })).statusCode).toBe(404);
    const res = await put({ ...(await get()), buildingDescription: 'Hijacked' }, buildingId, stranger);
    expect(res.statusCode).toBe(404);
    const list = await stranger({ method: 'GET', url: '/api/buildings' });
    expect(list.json<Building[]>().map((b) => b.id)).not.toContain(buildingId);
    const [row] = await t.database.db.select({ d: networkNodes.description }).from(networkNodes).where(eq(networkNodes.id, buildingId));
    expect(row!.d).toBe('Harbour View Towers');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, ZERO_DATE, type AccountService, type UsageChart } from '@wattle/contract';
import { meterReads } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';
import { addDailyReads, addIntervalDay, addServicesFixture, type ServicesFixture } from './services-fixtures';

/** Spec 3 §2.12, §2.13, §3: the Services page's account, site and meter tree and the usage charts. */
let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let f: ServicesFixture;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  f = await addServicesFixture(t.database, scope);
  await addDailyReads(t.database, scope, f.meterId!, '2025-03-01', 10, '5.000');
  await addDailyReads(t.database, scope, f.peakMeterId, '2025-03-01', 10, '2.500', ['2025-03-04']);
  await addDailyReads(t.database, scope, f.offPeakMeterId, '2025-03-05', 3, '1.250');
  await addIntervalDay(t.database, scope, f.peakMeterId, '2025-03-04', '0.100');
  // A gas register read covering three days.
  await t.database.db
    .insert(meterReads)
    .values({ ...scope, meterId: f.activeGasMeterId, readDate: '2025-01-10', quantity: '9.000', reading: '1009', periodDays: 3 });
});
afterAll(() => t.close());

const dailyUrl = (accountId: number, query = '') => `/api/account/${accountId}/daily-usage-reads-chart/data${query}`;
const seriesNamed = (chart: UsageChart, name: string) => chart.series.find((s) => s.name === name)!;

describe('GET /customers/{id}/account-services', () => {
  it('answers every site account by location with its meters, the zero date for a current account', async () => {
    const res = await call({ method: 'GET', url: `/api/customers/${f.customerId}/account-services` });
    expect(res.statusCode, res.body).toBe(200);
    const services = res.json<AccountService[]>();
    expect(services.map((s) => s.id)).toEqual([f.siteAccountId, f.gasAccountId]);
    const [power, gas] = services as [AccountService, AccountService];
    expect(power).toMatchObject({
      siteId: f.siteId,
      customerAccountId: f.accountId,
      location: expect.stringContaining('Harbour Street'),
      locationIcon: 'Home',
      siteIdentifier: expect.stringMatching(/^NMI-SV-/),
      accountStatusDescription: 'Active',
      accountOpenDate: '2024-01-01T00:00:00',
      accountCloseDate: ZERO_DATE,
    });
    expect(power.utilityIcon).toBeTruthy();
    expect(power.offeringDescription).toBeTruthy();
    expect(power.meters.map((m) => [m.id, m.accountId, m.meterStatusCode])).toEqual([
      [f.meterId, f.siteAccountId, 'ACTIVE'],
      [f.offPeakMeterId, f.siteAccountId, 'ACTIVE'],
      [f.peakMeterId, f.siteAccountId, 'ACTIVE'],
    ]);
    expect(gas).toMatchObject({ accountStatusDescription: 'Closed', accountCloseDate: '2025-02-28T00:00:00', siteId: f.gasSiteId });
    expect(gas.meters.map((m) => [m.id, m.meterStatusCode, m.meterDescription])).toEqual([
      [f.inactiveMeterId, 'INACTIVE', 'GAS_BASIC register'],
      [f.activeGasMeterId, 'ACTIVE', 'GAS_BASIC register'],
    ]);
  });

  it('answers an empty list for a customer without sites', async () => {
    const bare = await addCustomer(t.database, scope, { name: 'No Sites', type: 'RESIDENT', accountNumber: `SV-BARE-${Date.now() % 100000}` });
    const res = await call({ method: 'GET', url: `/api/customers/${bare.customerId}/account-services` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a malformed id with 400 and an unknown one with 404, in the envelope', async () => {
    const bad = await call({ method: 'GET', url: '/api/customers/abc/account-services' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isSuccess: false, messages: [{ messageType: 'Error' }] });
    const missing = await call({ method: 'GET', url: '/api/customers/999999/account-services' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages[0].message).toBe(texts.server.notFound);
  });
});

describe('GET /account/{accountId}/daily-usage-reads-chart/data', () => {
  it('stacks one series per register or price class, day by day, estimated days marked', async () => {
    const res = await call({ method: 'GET', url: dailyUrl(f.siteAccountId, '?startDate=2025-03-03&endDate=2025-03-06') });
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json<UsageChart>();
    expect(chart).toMatchObject({
      title: texts.services.dailyTitle,
      xAxis: { title: texts.services.dateAxis },
      yAxis: [{ title: texts.services.usageAxis('kWh') }],
    });
    expect(chart.subTitle).toContain('NMI-SV-');
    expect(chart.series.map((s) => s.name).sort()).toEqual([f.meterCode, 'Off peak', 'Peak'].sort());
    expect(seriesNamed(chart, 'Peak').data).toEqual([
      { xValue: '2025-03-03', yValue: 2.5, estimated: false },
      { xValue: '2025-03-04', yValue: 2.5, estimated: true },
      { xValue: '2025-03-05', yValue: 2.5, estimated: false },
      { xValue: '2025-03-06', yValue: 2.5, estimated: false },
    ]);
    expect(seriesNamed(chart, 'Off peak').data.map((p) => p.xValue)).toEqual(['2025-03-05', '2025-03-06']);
  });

  it('spreads a read covering several days evenly over them, and reads from the first read without a start', async () => {
    const chart = (await call({ method: 'GET', url: dailyUrl(f.gasAccountId, '?endDate=2025-01-31') })).json<UsageChart>();
    expect(chart.yAxis[0]!.title).toBe(texts.services.usageAxis('kWh'));
    expect(chart.series).toHaveLength(1);
    expect(chart.series[0]!.data).toEqual(['2025-01-08', '2025-01-09', '2025-01-10'].map((xValue) => ({ xValue, yValue: 3, estimated: false })));
    const cut = (await call({ method: 'GET', url: dailyUrl(f.gasAccountId, '?startDate=2025-01-10&endDate=2025-01-31') })).json<UsageChart>();
    expect(cut.series[0]!.data.map((p) => p.xValue)).toEqual(['2025-01-10']);
  });

  it('refuses an end before the start and a malformed date with 400', async () => {
    const backwards = await call({ method: 'GET', url: dailyUrl(f.siteAccountId, '?startDate=2025-03-06&endDate=2025-03-01') });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().messages[0].message).toContain(texts.services.endBeforeStart);
    expect((await call({ method: 'GET', url: dailyUrl(f.siteAccountId, '?startDate=2025-02-30') })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: dailyUrl(0) })).statusCode).toBe(400);
  });
});

describe('GET /account/{accountId}/interval-usage-reads-chart/{date}/data', () => {
  it('answers the day’s 48 half hours per register, the day’s estimate marked', async () => {
    const res = await call({ method: 'GET', url: `/api/account/${f.siteAccountId}/interval-usage-reads-chart/2025-03-04/data` });
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json<UsageChart>();
    expect(chart).toMatchObject({ title: texts.services.intervalTitle, xAxis: { title: texts.services.timeAxis } });
    expect(chart.series.map((s) => s.name)).toEqual(['Peak']);
    const data = chart.series[0]!.data;
    expect(data).toHaveLength(48);
    expect(data[0]).toEqual({ xValue: '00:00', yValue: 0.1, estimated: true });
    expect(data[47]!.xValue).toBe('23:30');
  });

  it('answers no series for a day without interval reads, 400 for a malformed date', async () => {
    const none = await call({ method: 'GET', url: `/api/account/${f.siteAccountId}/interval-usage-reads-chart/2025-03-05/data` });
    expect(none.json<UsageChart>().series).toEqual([]);
    expect((await call({ method: 'GET', url: `/api/account/${f.siteAccountId}/interval-usage-reads-chart/05-03-2025/data` })).statusCode).toBe(400);
  });
});

describe('tenancy and roles', () => {
  it('gives 404 for another company’s customer and site account, and lets a ReadOnly user read', async () => {
    const { username } = await createTenant(t.database, 'SVOTHER', 'ADMIN');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await other({ method: 'GET', url: `/api/customers/${f.customerId}/account-services` })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: dailyUrl(f.siteAccountId) })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/account/${f.siteAccountId}/interval-usage-reads-chart/2025-03-04/data` })).statusCode).toBe(404);
    const demo = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
    expect((await demo({ method: 'GET', url: dailyUrl(f.siteAccountId) })).statusCode).toBe(404);

    const reader = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'sv-reader', 'ReadOnly'), FIXTURE_PASSWORD));
    expect((await reader({ method: 'GET', url: `/api/customers/${f.customerId}/account-services` })).statusCode).toBe(200);
    expect((await reader({ method: 'GET', url: dailyUrl(f.siteAccountId) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: dailyUrl(f.siteAccountId) })).statusCode).toBe(401);
  });
});

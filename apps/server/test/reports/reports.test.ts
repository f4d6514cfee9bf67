import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ITEMS_MAX, REPORT_MAX_RANGE_DAYS, texts, type MyReportsResponse, type ReportDataResponse, type ReportDefinition } from '@wattle/contract';
import { users } from '../../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { createTenant, createUser, FIXTURE_PASSWORD } from '../search-fixtures';
import { addCustomerFixture, adminScope, type CustomerFixture } from '../sections-fixtures';
import { envelope, JANUARY_2025, parametersQuery, reportIds, sheetRows, type Caller } from './reports-fixtures';

const t = texts.reports;
let app: TestApp;
let admin: Caller;
let readOnly: Caller;
let writer: Caller;
let otherCompany: Caller;
let customer: CustomerFixture;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  const scope = await adminScope(app.database);
  customer = await addCustomerFixture(app.database, scope, 'RESIDENT');
  await addCustomerFixture(app.database, scope, 'COMPANY');
  admin = as(app.app, await login(app.app));
  readOnly = as(app.app, await login(app.app, await createUser(app.database, scope.companyId, 'reports-readonly', 'ReadOnly'), FIXTURE_PASSWORD));
  writer = as(app.app, await login(app.app, await createUser(app.database, scope.companyId, 'reports-writer', ''), FIXTURE_PASSWORD));
  const { username } = await createTenant(app.database, 'REPOTHER');
  otherCompany = as(app.app, await login(app.app, username, FIXTURE_PASSWORD));
  ids = await reportIds(admin);
}, 120_000);
afterAll(() => app.close());

const dataUrl = (id: number, parameters: Record<string, string>, more = '') => `/api/reports/${id}/data?${parametersQuery(parameters)}${more}`;

describe('GET /reports/{reportId}/filters', () => {
  it('answers the report with its filters in form order, Run allowed, and its columns', async () => {
    const res = await admin({ method: 'GET', url: `/api/reports/${ids['Payments Received']}/filters` });
    expect(res.statusCode).toBe(200);
    const report = res.json<ReportDefinition>();
    expect(report).toMatchObject({ name: 'Payments Received', runNowAllowed: 'Y' });
    expect(report.filters.map((f) => [f.parameterCode, f.filterType, f.isRequired])).toEqual([
      ['START_DATE', 'DATEPICKER', true],
      ['END_DATE', 'DATEPICKER', true],
      ['PAYMENT_METHOD', 'LOOKUP', false],
    ]);
    expect(report.filters[2]!.lookupCode).toBe('PAYMENT_METHOD');
    expect(report.config.columns.map((c) => c.field)).toContain('amount');
  });

  it('answers 404 for a report of another company, and 400 for an id that is not a number', async () => {
    expect((await otherCompany({ method: 'GET', url: `/api/reports/${ids['Payments Received']}/filters` })).statusCode).toBe(404);
    const bad = await admin({ method: 'GET', url: '/api/reports/abc/filters' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ isSuccess: boolean }>().isSuccess).toBe(false);
  });

  it("refuses a report outside the user's roles (403), and serves it to the roles it names", async () => {
    const journal = ids['Journal Export']!;
    expect((await readOnly({ method: 'GET', url: `/api/reports/${journal}/filters` })).json()).toEqual(envelope(texts.server.forbidden));
    expect((await writer({ method: 'GET', url: `/api/reports/${journal}/filters` })).statusCode).toBe(403);
    expect((await admin({ method: 'GET', url: `/api/reports/${journal}/filters` })).statusCode).toBe(200);
  });
});

describe('GET /reports/{reportId}/data', () => {
  it("runs the query over the company's tables: the fixture's payment, with the column config", async () => {
    const res = await admin({ method: 'GET', url: dataUrl(ids['Payments Received']!, JANUARY_2025) });
    expect(res.statusCode).toBe(200);
    const data = res.json<ReportDataResponse>();
    expect(data.items).toContainEqual(
      expect.objectContaining({
        payment_date: '2025-01-10',
        account_number: customer.accountNumber,
        method: 'BPAY',
        amount: '50.00',
        customer_id: customer.customerId,
      }),
    );
    expect(data.totalItems).toBe(data.items.length);
    expect(data.config.columns.find((c) => c.field === 'amount')).toMatchObject({ format: 'CURRENCY2', showTotal: true });
  });

  it('filters by a LOOKUP value, and pages on the server', async () => {
    const cash = await admin({ method: 'GET', url: dataUrl(ids['Payments Received']!, { ...JANUARY_2025, PAYMENT_METHOD: 'CASH' }) });
    expect(cash.json<ReportDataResponse>().items.some((r) => r.account_number === customer.accountNumber)).toBe(false);
    const page = await admin({ method: 'GET', url: dataUrl(ids['Customer List']!, {}, '&itemsPerPage=1&page=1&sortBy=customer_number&sortDescending=true') });
    const data = page.json<ReportDataResponse>();
    expect(data.items).toHaveLength(1);
    expect(data.totalItems).toBeGreaterThan(1);
  });

  it('shows coded values as words: read type and source, statuses, payment method', async () => {
    const reads = (await admin({ method: 'GET', url: dataUrl(ids['Meter Reads']!, JANUARY_2025) })).json<ReportDataResponse>().items;
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads.map((r) => `${r.read_type} ${r.source}`))).toEqual(new Set(['Actual Smart']));
    const payments = (await admin({ method: 'GET', url: dataUrl(ids['Payments Received']!, JANUARY_2025) })).json<ReportDataResponse>().items;
    expect(payments.find((r) => r.account_number === customer.accountNumber)).toMatchObject({ method: 'BPAY', status: 'Cleared' });
    const customers = (await admin({ method: 'GET', url: dataUrl(ids['Customer List']!, {}) })).json<ReportDataResponse>().items;
    expect(customers.find((r) => r.account_number === customer.accountNumber)).toMatchObject({ status: 'Active', account_status: 'Active' });
  });

  it.each([
    ['a missing date', { END_DATE: '2025-01-31' }, 'START_DATE: Required'],
    ['a date that is not one', { START_DATE: '2025-02-30', END_DATE: '2025-03-01' }, `START_DATE: ${t.notADate}`],
    ['an end before the start', { START_DATE: '2025-02-01', END_DATE: '2025-01-01' }, `END_DATE: ${t.endBeforeStart}`],
    ['more than 100 days', { START_DATE: '2025-01-01', END_DATE: '2025-04-12' }, t.rangeTooLong(REPORT_MAX_RANGE_DAYS)],
    ['a choice not in the lookup', { ...JANUARY_2025, PAYMENT_METHOD: 'BITCOIN' }, `PAYMENT_METHOD: ${t.notAChoice}`],
    ['an unknown parameter', { ...JANUARY_2025, COLOUR: 'red' }, `COLOUR: ${t.unknownParameter}`],
  ])('refuses %s with a 400 naming the parameter', async (_name, parameters, message) => {
    const res = await admin({ method: 'GET', url: dataUrl(ids['Payments Received']!, parameters) });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 400, body: envelope(message) });
  });

  it('allows exactly 100 days, refuses text that is not JSON of text values, a bad amount and an unknown sort', async () => {
    expect((await admin({ method: 'GET', url: dataUrl(ids['Payments Received']!, { START_DATE: '2025-01-01', END_DATE: '2025-04-11' }) })).statusCode).toBe(
      200,
    );
    for (const json of ['{', '[]', '{"START_DATE":1}']) {
      const res = await admin({ method: 'GET', url: `/api/reports/${ids['Payments Received']}/data?reportParametersJson=${encodeURIComponent(json)}` });
      expect(res.json()).toEqual(envelope(t.badParametersJson));
    }
    const nul = await admin({ method: 'GET', url: dataUrl(ids['Invoices Issued']!, { ...JANUARY_2025, ACCOUNT_NUMBER: 'A\u0000B' }) });
    expect(nul.statusCode).toBe(200);
    const amount = await admin({ method: 'GET', url: dataUrl(ids['Aged Debtors']!, { MIN_BALANCE: 'lots' }) });
    expect(amount.json()).toEqual(envelope(`MIN_BALANCE: ${t.notAnAmount}`));
    const sort = await admin({ method: 'GET', url: dataUrl(ids['Customer List']!, {}, '&sortBy=password') });
    expect(sort.statusCode).toBe(400);
  });

  it('runs every seeded report on its own tables', async () => {
    for (const [name, id] of Object.entries(ids)) {
      const report = (await admin({ method: 'GET', url: `/api/reports/${id}/filters` })).json<ReportDefinition>();
      const dated = report.filters.some((f) => f.parameterCode === 'START_DATE');
      const res = await admin({ method: 'GET', url: dataUrl(id, dated ? JANUARY_2025 : {}) });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 200 });
    }
    const aged = (await admin({ method: 'GET', url: dataUrl(ids['Aged Debtors']!, {}) })).json<ReportDataResponse>();
    // The fixture owes 101.25: its 150.00 invoice long past due, less the 50.00 payment after the 1.25 fee it settles first.
    expect(aged.items.find((r) => r.account_number === customer.accountNumber)).toMatchObject({ balance: '101.25', current: '0.00', days_over_90: '101.25' });
    const life = (await admin({ method: 'GET', url: dataUrl(ids['Life Support Register']!, {}) })).json<ReportDataResponse>();
    expect(life.items).toContainEqual(expect.objectContaining({ customer_id: customer.customerId, equipment: 'CPAP' }));
  });

  it('answers 409 for a report that cannot run now or has no query yet', async () => {
    const id = ids['Payments Received']!;
    await app.database.db.execute(`update reports set run_now_allowed = false where id = ${id}` as never);
    try {
      const res = await admin({ method: 'GET', url: dataUrl(id, JANUARY_2025) });
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 409, body: envelope(t.runNowNotAllowed) });
      expect((await admin({ method: 'GET', url: `/api/reports/${id}/filters` })).json<ReportDefinition>().runNowAllowed).toBe('N');
    } finally {
      await app.database.db.execute(`update reports set run_now_allowed = true where id = ${id}` as never);
    }
  });
});

describe('GET /reports/{reportId}/export', () => {
  it('streams the rows as a workbook with the shown columns', async () => {
    const res = await readOnly({ method: 'GET', url: `/api/reports/${ids['Payments Received']}/export?${parametersQuery(JANUARY_2025)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Payments Received.xlsx"');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Payment Date', 'Account Number', 'Customer', 'Method', 'Reference', 'Status', 'Amount']);
    expect(rows).toContainEqual(['2025-01-10', customer.accountNumber, expect.any(String), 'BPAY', '', 'Cleared', '50']);
  });

  it('refuses bad parameters before anything is written', async () => {
    const res = await admin({ method: 'GET', url: `/api/reports/${ids['Payments Received']}/export?${parametersQuery({})}` });
    expect(res.json()).toEqual(envelope('START_DATE: Required'));
  });
});

describe('/reports/{reportId}/user-report-settings', () => {
  it("stores each user's show flag per column and applies it to the report's columns", async () => {
    const id = ids['Payments Received']!;
    const url = `/api/reports/${id}/user-report-settings`;
    expect((await readOnly({ method: 'GET', url })).json()).toEqual([]);
    const put = await readOnly({ method: 'PUT', url, payload: [{ columnName: 'method', show: false }] });
    expect({ status: put.statusCode, body: put.json<unknown>() }).toEqual({ status: 200, body: [{ columnName: 'method', show: false }] });
    await readOnly({
      method: 'PUT',
      url,
      payload: [
        { columnName: 'method', show: true },
        { columnName: 'reference', show: false },
      ],
    });
    expect((await readOnly({ method: 'GET', url })).json()).toEqual([
      { columnName: 'method', show: true },
      { columnName: 'reference', show: false },
    ]);
    const config = (await readOnly({ method: 'GET', url: `/api/reports/${id}/filters` })).json<ReportDefinition>().config;
    expect(config.columns.find((c) => c.field === 'reference')!.visible).toBe(false);
    expect((await admin({ method: 'GET', url })).json()).toEqual([]);
  });

  it('refuses a column the report does not have, a malformed body and another company', async () => {
    const url = `/api/reports/${ids['Payments Received']}/user-report-settings`;
    expect((await admin({ method: 'PUT', url, payload: [{ columnName: 'password', show: true }] })).json()).toEqual(envelope(t.unknownColumn('password')));
    expect((await admin({ method: 'PUT', url, payload: { columnName: 'method' } })).statusCode).toBe(400);
    expect((await otherCompany({ method: 'PUT', url, payload: [{ columnName: 'method', show: true }] })).statusCode).toBe(404);
  });
});

describe('create-job, My Reports and the download (no worker in this app)', () => {
  it('queues the report for the user, lists it newest first, and refuses the download until Ready', async () => {
    const id = ids['Payments Received']!;
    // A save needs only a valid form: more than 100 days is fine.
    const long = { START_DATE: '2025-01-01', END_DATE: '2025-12-31' };
    const res = await writer({ method: 'POST', url: `/api/reports/${id}/create-job?sectionId=7&${parametersQuery(long)}` });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
      status: 200,
      body: { isSuccess: true, messages: [{ message: t.queued, messageType: 'Success' }] },
    });
    await writer({ method: 'POST', url: `/api/reports/${ids['Customer List']}/create-job?${parametersQuery({})}` });
    const list = (await writer({ method: 'GET', url: '/api/reports/my-reports' })).json<MyReportsResponse>();
    expect(list.items.map((r) => [r.name, r.status])).toEqual([
      ['Customer List', 'Queued'],
      ['Payments Received', 'Queued'],
    ]);
    expect(list.items[0]!.dateRun).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const searched = (await writer({ method: 'GET', url: '/api/reports/my-reports?search=payments' })).json<MyReportsResponse>();
    expect(searched.items.map((r) => r.name)).toEqual(['Payments Received']);
    expect((await admin({ method: 'GET', url: '/api/reports/my-reports' })).json<MyReportsResponse>().items).toEqual([]);

    const saved = list.items[1]!.id;
    const early = await writer({ method: 'GET', url: `/api/reports/my-reports/${saved}` });
    expect({ status: early.statusCode, body: early.json<unknown>() }).toEqual({ status: 409, body: envelope(t.savedReportNotReady) });
    const notTheirs = await admin({ method: 'GET', url: `/api/reports/my-reports/${saved}` });
    expect({ status: notTheirs.statusCode, body: notTheirs.json<unknown>() }).toEqual({ status: 404, body: envelope(t.savedReportNotFound) });
    expect((await otherCompany({ method: 'GET', url: `/api/reports/my-reports/${saved}` })).statusCode).toBe(404);
  });

  it('refuses an invalid form, a locked report and bad paging', async () => {
    const id = ids['Payments Received']!;
    expect((await writer({ method: 'POST', url: `/api/reports/${id}/create-job?${parametersQuery({})}` })).json()).toEqual(envelope('START_DATE: Required'));
    expect((await readOnly({ method: 'POST', url: `/api/reports/${ids['User Activity']}/create-job?${parametersQuery(JANUARY_2025)}` })).statusCode).toBe(403);
    expect((await otherCompany({ method: 'POST', url: `/api/reports/${id}/create-job?${parametersQuery(JANUARY_2025)}` })).statusCode).toBe(404);
    expect((await writer({ method: 'GET', url: '/api/reports/my-reports?itemsPerPage=0' })).statusCode).toBe(400);
    expect((await writer({ method: 'GET', url: '/api/reports/my-reports?sortBy=secret' })).statusCode).toBe(400);
  });
});

// Last in the file: it adds ALL_ITEMS_MAX + 1 rows to the audit log and to one user's My Reports.
describe("'All' rows, capped as the dashboard caps them", () => {
  const tooMany = envelope(texts.server.tooManyRows(ALL_ITEMS_MAX));

  it('refuses report data asked for all rows when more than ALL_ITEMS_MAX match, and still pages them', async () => {
    const { companyId } = await adminScope(app.database);
    await app.database.db.execute(
      sql`insert into audit_log (company_id, dataset, event, username, created_at)
          select ${companyId}, 'live', 'test.bulk', 'bulk', timestamptz '2025-01-15 00:00:00+00' from generate_series(1, ${ALL_ITEMS_MAX + 1})`,
    );
    const url = dataUrl(ids['User Activity']!, { ...JANUARY_2025, USERNAME: 'bulk' });
    const all = await admin({ method: 'GET', url: `${url}&itemsPerPage=-1` });
    expect({ status: all.statusCode, body: all.json<unknown>() }).toEqual({ status: 400, body: tooMany });
    const page = (await admin({ method: 'GET', url: `${url}&itemsPerPage=25&page=2` })).json<ReportDataResponse>();
    expect({ items: page.items.length, total: page.totalItems }).toEqual({ items: 25, total: ALL_ITEMS_MAX + 1 });
  }, 120_000);

  it("refuses a ReadOnly user's My Reports asked for all rows when they have more than ALL_ITEMS_MAX", async () => {
    const { companyId } = await adminScope(app.database);
    const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'reports-readonly'));
    await app.database.db.execute(
      sql`insert into saved_reports (company_id, dataset, report_id, user_id, name)
          select ${companyId}, 'live', ${ids['Customer List']!}, ${user!.id}, 'Bulk' from generate_series(1, ${ALL_ITEMS_MAX + 1})`,
    );
    const all = await readOnly({ method: 'GET', url: '/api/reports/my-reports?itemsPerPage=-1' });
    expect({ status: all.statusCode, body: all.json<unknown>() }).toEqual({ status: 400, body: tooMany });
    const page = (await readOnly({ method: 'GET', url: '/api/reports/my-reports?itemsPerPage=25' })).json<MyReportsResponse>();
    expect({ items: page.items.length, total: page.totalItems }).toEqual({ items: 25, total: ALL_ITEMS_MAX + 1 });
  }, 120_000);
});

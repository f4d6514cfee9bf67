import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type MyReportsResponse, type SavedReport } from '@wattle/contract';
import { users } from '../../src/db/schema/index';
import type { Tx } from '../../src/db/client';
import { withScope } from '../../src/db/tenancy';
import { queueSavedReport } from '../../src/modules/reports/saved-reports.service';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { addCustomerFixture, adminScope, type CustomerFixture } from '../sections-fixtures';
import { JANUARY_2025, parametersQuery, reportIds, sheetRows, type Caller } from './reports-fixtures';

let app: TestApp;
let admin: Caller;
let customer: CustomerFixture;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp({ JOBS: 'on' });
  customer = await addCustomerFixture(app.database, await adminScope(app.database), 'RESIDENT');
  admin = as(app.app, await login(app.app));
  ids = await reportIds(admin);
}, 120_000);
afterAll(() => app.close());

/** The saved report once the worker has finished with it (Ready or Failed). */
async function finished(name: string): Promise<SavedReport> {
  for (;;) {
    const list = (await admin({ method: 'GET', url: '/api/reports/my-reports' })).json<MyReportsResponse>();
    const row = list.items.find((r) => r.name === name);
    if (row && (row.status === 'Ready' || row.status === 'Failed')) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the reports-generate worker', () => {
  it('turns a queued report into a Ready workbook of its rows, downloaded as name-dateRun.xlsx', async () => {
    const queued = await admin({ method: 'POST', url: `/api/reports/${ids['Payments Received']}/create-job?${parametersQuery(JANUARY_2025)}` });
    expect(queued.json()).toEqual({ isSuccess: true, messages: [{ message: texts.reports.queued, messageType: 'Success' }] });
    const saved = await finished('Payments Received');
    expect(saved.status).toBe('Ready');

    const res = await admin({ method: 'GET', url: `/api/reports/my-reports/${saved.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Payments Received-\d{4}-\d{2}-\d{2} \d{4}\.xlsx"$/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Payment Date', 'Account Number', 'Customer', 'Method', 'Reference', 'Status', 'Amount']);
    expect(rows.slice(1)).toEqual([['2025-01-10', customer.accountNumber, expect.any(String), 'BPAY', '', 'Cleared', '50']]);
  }, 60_000);

  it('queues through queueSavedReport after its transaction, and marks a report whose parameters fail as Failed', async () => {
    const scope = await adminScope(app.database);
    const [{ userId }] = (await app.database.db.select({ userId: users.id }).from(users).where(eq(users.username, 'admin'))) as [{ userId: number }];
    const scoped = <T>(work: (tx: Tx) => Promise<T>) => withScope(app.database.db, scope, work);
    await scoped((tx) =>
      queueSavedReport(tx, scope, {
        reportId: ids['Customer List']!,
        userId,
        reportScheduleId: null,
        name: 'Scheduled customers',
        parameters: { INCLUDE_CLOSED: 'true', TIME_PERIOD: 'PREVIOUS_DAY' },
      }),
    );
    await scoped((tx) =>
      queueSavedReport(tx, scope, {
        reportId: ids['Meter Reads']!,
        userId,
        reportScheduleId: null,
        name: 'Broken reads',
        parameters: { START_DATE: 'soon' },
      }),
    );
    const customers = await finished('Scheduled customers');
    expect(customers.status).toBe('Ready');
    const rows = await sheetRows((await admin({ method: 'GET', url: `/api/reports/my-reports/${customers.id}` })).rawPayload);
    expect(rows[0]![0]).toBe('Customer Number');
    expect(rows.map((r) => r[5])).toContain(customer.accountNumber);

    const broken = await finished('Broken reads');
    expect(broken.status).toBe('Failed');
    const res = await admin({ method: 'GET', url: `/api/reports/my-reports/${broken.id}` });
    expect(res.statusCode).toBe(409);
  }, 60_000);
});

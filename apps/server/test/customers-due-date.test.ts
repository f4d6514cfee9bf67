import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts } from '../src/db/schema/index';
import { businessClock } from '../src/lib/business-date';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let customer: CreatedCustomer;
const realNow = businessClock.now;
const dueDateUrl = (customerId: number | string, query = '') => `/api/customers/${customerId}/next-invoice-due-date${query}`;
const dueDate = async (query: string) => {
  const res = await call({ method: 'GET', url: dueDateUrl(customer.customerId, query) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  // A site in NSW: its due dates follow NSW's holidays and the national ones, as every company is given
  // them (seed/reference/holidays.ts); the test enters none itself.
  customer = await addCustomer(t.database, scope, {
    name: 'Dora Duedate',
    type: 'RESIDENT',
    accountNumber: 'DUE20001',
    site: { location: '1 Due St', siteIdentifier: 'NMI9001' },
  });
});
afterEach(() => {
  businessClock.now = realNow;
});
afterAll(() => t.close());

describe('GET /customers/{customerId}/next-invoice-due-date', () => {
  it('adds the account’s payment terms to the invoice date', async () => {
    expect(await dueDate('?invoiceDate=2026-11-25')).toBe('2026-12-09');
  });

  it('rolls past Good Friday, the Easter weekend and Easter Monday', async () => {
    expect(await dueDate('?invoiceDate=2026-03-20')).toBe('2026-04-07');
  });

  it('moves a weekend due date to the Monday, ignoring other states’ holidays (VIC’s Labour Day, Canberra Day...)', async () => {
    expect(await dueDate('?invoiceDate=2026-02-21')).toBe('2026-03-09');
  });

  it('moves a public holiday to the next business day', async () => {
    expect(await dueDate('?invoiceDate=2026-01-12')).toBe('2026-01-27');
  });

  it('rolls over Christmas, the weekend and the state’s additional Boxing Day with 30-day terms', async () => {
    await t.database.db.update(customerAccounts).set({ paymentTermsDays: 30 }).where(eq(customerAccounts.id, customer.accountId));
    try {
      expect(await dueDate('?invoiceDate=2026-11-25')).toBe('2026-12-29');
    } finally {
      await t.database.db.update(customerAccounts).set({ paymentTermsDays: 14 }).where(eq(customerAccounts.id, customer.accountId));
    }
  });

  it('dates the invoice on the company’s business date when no invoice date is given', async () => {
    // 23:30 UTC on 24 November is already 25 November in Sydney.
    businessClock.now = () => new Date('2026-11-24T23:30:00Z');
    expect(await dueDate('')).toBe('2026-12-09');
  });

  it('refuses a bad date or id with a 400 envelope naming the field', async () => {
    for (const query of ['?invoiceDate=2026-02-30', '?invoiceDate=25/11/2026', '?invoiceDate=']) {
      const res = await call({ method: 'GET', url: dueDateUrl(customer.customerId, query) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ messages: { message: string }[] }>().messages[0]!.message, query).toContain('invoiceDate');
    }
    const res = await call({ method: 'GET', url: dueDateUrl('abc', '?invoiceDate=2026-11-25') });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ messages: { message: string }[] }>().messages[0]!.message).toContain('customerId');
  });

  it('answers 404 for another company’s customer and for no customer', async () => {
    const { username } = await createTenant(t.database, 'DUEDATECO');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await other({ method: 'GET', url: dueDateUrl(customer.customerId, '?invoiceDate=2026-11-25') })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: dueDateUrl(999999, '?invoiceDate=2026-11-25') })).statusCode).toBe(404);
  });

  it('answers every role', async () => {
    for (const roles of ['ADMIN', 'DEVELOPER', '', 'ReadOnly']) {
      const username = await createUser(t.database, scope.companyId, `due-${roles || 'staff'}`.toLowerCase(), roles);
      const caller = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
      const res = await caller({ method: 'GET', url: dueDateUrl(customer.customerId, '?invoiceDate=2026-01-12') });
      expect(res.statusCode, roles).toBe(200);
      expect(res.body).toBe('2026-01-27');
    }
  });
});

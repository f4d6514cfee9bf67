import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type CustomerSummary, type InvoiceSummary, type PaymentRecorded } from '@wattle/contract';
import { auditLog, customerAccounts, paymentAllocations, payments, transactions } from '../../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, finishedRun, flatPowerPlan, type Caller } from '../billing/billing-fixtures';
import { issuedInvoice } from './payments-fixtures';

let t: TestApp;
let call: Caller;
let scope: Scope;

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
});
afterAll(async () => {
  await t?.close();
});

const pay = (customerId: number, payload: object, caller = call) => caller({ method: 'POST', url: `/api/customers/${customerId}/payments`, payload });
const payment = (amount: string, reference = 'REF') => ({ amount, paymentDate: '2026-11-20', method: 'BPAY', reference });
const invoicesOf = async (c: CreatedCustomer) =>
  (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${c.accountId}` })).json<{ items: InvoiceSummary[] }>().items;
const invoiceBy = async (c: CreatedCustomer, id: number) => (await invoicesOf(c)).find((i) => i.id === id)!;

/** The stored balance, and the sum of the account's transactions it must always equal. */
async function balances(accountId: number) {
  const [stored] = await t.database.db.select({ balance: customerAccounts.balance }).from(customerAccounts).where(eq(customerAccounts.id, accountId));
  const [summed] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)::numeric(18, 2)::text` })
    .from(transactions)
    .where(eq(transactions.customerAccountId, accountId));
  return { stored: stored!.balance, summed: summed!.total };
}

describe('POST /customers/{customerId}/payments', () => {
  it('allocates oldest due date first, partly where the money runs out, and the balance and summary follow', async () => {
    const c = await addCustomer(t.database, scope, { name: 'Pay Oldest', type: 'RESIDENT', accountNumber: 'PAY-OLDEST' });
    const a = await issuedInvoice(t, scope, c.accountId, '100.00', '2026-09-01');
    const b = await issuedInvoice(t, scope, c.accountId, '50.00', '2026-08-01');
    const later = await issuedInvoice(t, scope, c.accountId, '80.00', '2026-10-01');

    const first = await pay(c.customerId, payment('120'));
    expect(first.statusCode, first.body).toBe(200);
    const recorded = first.json<PaymentRecorded>();
    expect(recorded.allocations).toEqual([
      { invoiceId: b.id, invoiceNumber: b.invoiceNumber, amount: '50.00' },
      { invoiceId: a.id, invoiceNumber: a.invoiceNumber, amount: '70.00' },
    ]);
    expect(recorded.unallocated).toBe('0.00');
    expect(await invoiceBy(c, b.id)).toMatchObject({ status: 'PAID', amountPaid: '50.00', balanceDue: '0.00' });
    expect(await invoiceBy(c, a.id)).toMatchObject({ status: 'PART_PAID', amountPaid: '70.00', balanceDue: '30.00' });
    expect(await invoiceBy(c, later.id)).toMatchObject({ status: 'ISSUED', amountPaid: '0.00', balanceDue: '80.00' });
    expect(await balances(c.accountId)).toEqual({ stored: '110.00', summed: '110.00' });
    const summary = (await call({ method: 'GET', url: `/api/customers/${c.customerId}/summary` })).json<CustomerSummary>();
    expect(summary.items.find((i) => i.name === texts.customer.totalBalance)?.value).toBe('$110.00');

    const second = (await pay(c.customerId, payment('200.00'))).json<PaymentRecorded>();
    expect(second.allocations).toEqual([
      { invoiceId: a.id, invoiceNumber: a.invoiceNumber, amount: '30.00' },
      { invoiceId: later.id, invoiceNumber: later.invoiceNumber, amount: '80.00' },
    ]);
    expect(second.unallocated).toBe('90.00');
    expect((await invoicesOf(c)).map((i) => i.status)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(await balances(c.accountId)).toEqual({ stored: '-90.00', summed: '-90.00' });

    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(second.id)));
    expect(audited).toMatchObject({ event: 'payment.recorded', entity: 'payment', username: 'admin' });
  });

  it('keeps what is left as a credit that the next issued invoice uses', async () => {
    const plan = await flatPowerPlan(call, 'PAY-FLAT');
    const account = await accountOnPlan(t, scope, plan, 'PAYCREDIT', '10.000');
    const paid = (await pay(account.customerId, payment('150.00'))).json<PaymentRecorded>();
    expect(paid).toMatchObject({ allocations: [], unallocated: '150.00' });

    const run = await call({
      method: 'POST',
      url: '/api/billing/bill-runs',
      payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds: [account.customerAccountId] },
    });
    await finishedRun(call, run.json<{ id: number }>().id);
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${run.json<{ id: number }>().id}/issue` })).json()).toMatchObject({ issued: 1 });

    const [invoice] = (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${account.customerAccountId}` })).json<{
      items: InvoiceSummary[];
    }>().items;
    expect(invoice).toMatchObject({ total: '119.35', status: 'PAID', amountPaid: '119.35', balanceDue: '0.00' });
    const allocated = await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paid.id));
    expect(allocated.map((a) => a.amount)).toEqual(['119.35']);
    expect(await balances(account.customerAccountId)).toEqual({ stored: '-30.65', summed: '-30.65' });
  });

  it('refuses bad input with the envelope and writes nothing', async () => {
    const c = await addCustomer(t.database, scope, { name: 'Pay Bad', type: 'RESIDENT', accountNumber: 'PAY-BAD' });
    const bad = [
      payment('0'),
      payment('-5.00'),
      payment('1.234'),
      payment('ten'),
      { ...payment('10'), paymentDate: '2026-02-30' },
      { ...payment('10'), method: 'BITCOIN' },
      { ...payment('10'), reference: 'x'.repeat(51) },
      { ...payment('10'), extra: 1 },
      { amount: '10.00', method: 'CASH' },
    ];
    for (const body of bad) {
      const res = await pay(c.customerId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, messages: [{ messageType: 'Error' }] });
    }
    expect((await pay(0, payment('10'))).statusCode).toBe(400);
    const missing = await pay(999_999, payment('10'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages[0].message).toBe(texts.payments.customerNotFound);
    expect(await t.database.db.select().from(payments).where(eq(payments.customerAccountId, c.accountId))).toEqual([]);
    expect(await balances(c.accountId)).toEqual({ stored: '0.00', summed: '0.00' });
  });

  it('refuses ReadOnly users and never reaches another company’s customer', async () => {
    const c = await addCustomer(t.database, scope, { name: 'Pay Guard', type: 'RESIDENT', accountNumber: 'PAY-GUARD' });
    await createUser(t.database, scope.companyId, 'pay-reader', 'ReadOnly');
    const reader = as(t.app, await login(t.app, 'pay-reader', FIXTURE_PASSWORD));
    expect((await pay(c.customerId, payment('10'), reader)).statusCode).toBe(403);

    const other = await createTenant(t.database, 'PAYOTHER');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    expect((await pay(c.customerId, payment('10'), stranger)).statusCode).toBe(404);
    expect(await t.database.db.select().from(payments).where(eq(payments.customerAccountId, c.accountId))).toEqual([]);

    for (const role of ['ADMIN', 'DEVELOPER']) {
      await createUser(t.database, scope.companyId, `pay-${role.toLowerCase()}`, role);
      const user = as(t.app, await login(t.app, `pay-${role.toLowerCase()}`, FIXTURE_PASSWORD));
      expect((await pay(c.customerId, payment('1.00'), user)).statusCode, role).toBe(200);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '@wattle/contract';
import { customerAccounts, sites, utilityAccounts } from '../../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, finishedRun, flatPowerPlan, type BilledAccount, type Caller } from './billing-fixtures';

/**
 * One due date rule for the instant invoice and the bill run (issue 25 d): a customer account whose
 * utility accounts are in NSW (the first made, so the first a bill run loads) and in VIC (the first
 * by open date). With 1 day of terms, an invoice of Monday 2 November 2026 falls due on Tuesday
 * 3 November, Melbourne Cup day in VIC only: the account's due dates follow VIC and roll to the 4th.
 */
let t: TestApp;
let call: Caller;
let account: BilledAccount;

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  const scope = await adminScope(t.database);
  account = await accountOnPlan(t, scope, await flatPowerPlan(call, 'DUE-FLAT'), 'Twostates', '10.000');
  const db = t.database.db;
  const [nsw] = await db
    .select({ pricePlanId: utilityAccounts.pricePlanId, productTypeId: sites.productTypeId })
    .from(utilityAccounts)
    .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
    .where(eq(utilityAccounts.id, account.utilityAccountId));
  const [vicSite] = await db
    .insert(sites)
    .values({
      ...scope,
      productTypeId: nsw!.productTypeId,
      siteIdentifier: 'VIC0000001',
      streetName: '1 Collins St',
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
      location: '1 Collins St',
    })
    .returning({ id: sites.id });
  await db.insert(utilityAccounts).values({
    ...scope,
    customerAccountId: account.customerAccountId,
    siteId: vicSite!.id,
    pricePlanId: nsw!.pricePlanId,
    openDate: '2024-06-01',
    lastBilledDate: '2026-09-30',
    accountStatus: 'ACTIVE',
  });
  await db.update(customerAccounts).set({ paymentTermsDays: 1 }).where(eq(customerAccounts.id, account.customerAccountId));
});

afterAll(async () => {
  await t?.close();
});

describe('invoiceDueDates: the instant invoice and the bill run', () => {
  it('propose the same due date, from the state of the first site by open date', async () => {
    const proposed = await call({ method: 'GET', url: `/api/customers/${account.customerId}/next-invoice-due-date?invoiceDate=2026-11-02` });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.body).toBe('2026-11-04');

    const started = await call({
      method: 'POST',
      url: '/api/billing/bill-runs',
      payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds: [account.customerAccountId] },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await finishedRun(call, started.json<{ id: number }>().id)).status).toBe('COMPLETED');
    const drafts = (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${account.customerAccountId}` })).json<{
      items: InvoiceSummary[];
    }>();
    const draft = (await call({ method: 'GET', url: `/api/billing/invoices/${drafts.items[0]!.id}` })).json<Invoice>();
    expect(draft.dueDate).toBe(proposed.body);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type Invoice, type InvoiceSummary } from '@wattle/contract';
import { auditLog, utilityAccounts } from '../../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { createTenant, createUser, FIXTURE_PASSWORD } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, finishedRun, flatPowerPlan, type BilledAccount, type Caller } from './billing-fixtures';

/**
 * Cancel-and-rebill worked by hand on the flat plan ($1.00 a day, 25c a kWh): account R, 10 kWh a
 * day in October 2026 = 31.00 + 3.10 and 77.50 + 7.75 = 119.35. Its October invoice is issued,
 * then its reads are found to be 8 kWh a day: the rebill credits 119.35 and bills October again,
 * 31.00 + 3.10 and 62.00 + 6.20 = 102.30.
 */
let t: TestApp;
let call: Caller;
let r: BilledAccount;

const invoicesOf = async (account: BilledAccount) =>
  (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${account.customerAccountId}` })).json<{ items: InvoiceSummary[] }>().items;
const invoiceOf = async (id: number) => (await call({ method: 'GET', url: `/api/billing/invoices/${id}` })).json<Invoice>();
const lastBilled = async (account: BilledAccount) =>
  (await t.database.db.select({ d: utilityAccounts.lastBilledDate }).from(utilityAccounts).where(eq(utilityAccounts.id, account.utilityAccountId)))[0]!.d;
const rebill = (id: number, reason = 'Reads were wrong', caller = call) =>
  caller({ method: 'POST', url: `/api/billing/invoices/${id}/rebill`, payload: { reason } });

async function billAndIssue(account: BilledAccount, periodTo: string) {
  const run = await call({
    method: 'POST',
    url: '/api/billing/bill-runs',
    payload: { periodTo, invoiceDate: '2026-11-02', customerAccountIds: [account.customerAccountId] },
  });
  const id = run.json<{ id: number }>().id;
  await finishedRun(call, id);
  expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${id}/issue` })).json()).toMatchObject({ issued: 1 });
}

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  const scope = await adminScope(t.database);
  const plan = await flatPowerPlan(call, 'REBILL-FLAT');
  r = await accountOnPlan(t, scope, plan, 'R', '10.000');
  await billAndIssue(r, '2026-10-31');
});

afterAll(async () => {
  await t?.close();
});

describe('POST /billing/invoices/{id}/rebill', () => {
  it('credits the whole invoice, voids it and bills its period again from the data as it is now', async () => {
    const [issued] = await invoicesOf(r);
    expect(issued).toMatchObject({ status: 'ISSUED', total: '119.35' });
    await t.database.db.execute(`update meter_reads set quantity = 8 where meter_id = ${r.meterId}`);

    const res = await rebill(issued!.id);
    expect(res.statusCode, res.body).toBe(200);
    const { creditNote, billRunId } = res.json<{ creditNote: { id: number; invoiceNumber: string }; billRunId: number }>();
    expect(await invoiceOf(creditNote.id)).toMatchObject({ kind: 'CREDIT_NOTE', creditsInvoiceId: issued!.id, total: '-119.35', status: 'ISSUED' });
    expect((await invoiceOf(issued!.id)).status).toBe('VOID');
    expect(await lastBilled(r)).toBe('2026-09-30');

    expect(await finishedRun(call, billRunId)).toMatchObject({ status: 'COMPLETED', invoices: 1, total: '102.30' });
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${billRunId}/issue` })).json()).toEqual({ issued: 1, held: 0 });
    const rebilled = (await invoicesOf(r)).find((i) => i.kind === 'INVOICE' && i.status === 'ISSUED')!;
    expect(rebilled).toMatchObject({ periodFrom: '2026-10-01', periodTo: '2026-10-31', total: '102.30' });
    expect(rebilled.invoiceNumber! > creditNote.invoiceNumber).toBe(true);
    expect(await lastBilled(r)).toBe('2026-10-31');

    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'invoice.rebill'));
    expect(audited).toMatchObject({ entityId: String(issued!.id), detail: 'Reads were wrong' });
  });

  it('refuses a void invoice, and one the account has been billed past, writing nothing', async () => {
    const voided = (await invoicesOf(r)).find((i) => i.status === 'VOID')!;
    expect((await rebill(voided.id)).statusCode).toBe(409);

    const october = (await invoicesOf(r)).find((i) => i.kind === 'INVOICE' && i.status === 'ISSUED')!;
    await t.database.db.update(utilityAccounts).set({ lastBilledDate: '2026-11-30' }).where(eq(utilityAccounts.id, r.utilityAccountId));
    const before = (await invoicesOf(r)).length;
    const later = await rebill(october.id);
    expect(later.statusCode).toBe(409);
    expect(later.json().messages[0].message).toBe(texts.billing.billedSince);
    expect((await invoicesOf(r)).length).toBe(before);
    expect((await invoiceOf(october.id)).status).toBe('ISSUED');
    expect(await lastBilled(r)).toBe('2026-11-30');
  });

  it('answers bad input with a 400, another company with a 404, and keeps it to administrators', async () => {
    const [invoice] = await invoicesOf(r);
    const blank = await rebill(invoice!.id, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messages[0].message).toContain(texts.billing.reasonRequired);
    expect((await call({ method: 'POST', url: '/api/billing/invoices/abc/rebill', payload: { reason: 'x' } })).statusCode).toBe(400);

    const other = await createTenant(t.database, 'REBILLOTHER');
    expect((await rebill(invoice!.id, 'x', as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD)))).statusCode).toBe(404);
    const scope = await adminScope(t.database);
    for (const role of ['ReadOnly', 'DEVELOPER']) {
      await createUser(t.database, scope.companyId, `rebill-${role}`, role);
      expect((await rebill(invoice!.id, 'x', as(t.app, await login(t.app, `rebill-${role}`, FIXTURE_PASSWORD)))).statusCode).toBe(403);
    }
  });
});

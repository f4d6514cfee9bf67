import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type BillRun, type DashboardItem, type InvoiceSummary, type ProcessDataResponse } from '@wattle/contract';
import { billingExceptions, meterReads, unbilledTransactions } from '../../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { dataUrl } from '../dashboard-context';
import { accountOnPlan, flatPowerPlan, type BilledAccount, type Caller } from './billing-fixtures';

/**
 * Reviewing a run's exceptions (docs/billing.md "Reviewing exceptions"): the flat plan of
 * bill-runs.test.ts, accounts billed to 31 October 2026. H and R have no October read (NO_READS
 * holds their drafts at 31.00 + 3.10), and X; K has 2 kWh a day.
 */
let t: TestApp;
let call: Caller;
let scope: Scope;
let runId: number;
const accounts: Record<string, BilledAccount> = {};

const url = (account: BilledAccount, action: 'accept' | 'rerate', run = runId) =>
  `/api/billing/bill-runs/${run}/accounts/${account.customerAccountId}/${action}`;
const post = (path: string, caller = call) => caller({ method: 'POST', url: path });
const runOf = async () => (await call({ method: 'GET', url: `/api/billing/bill-runs/${runId}` })).json<BillRun>();
const draftsOf = async (account: BilledAccount) =>
  (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${account.customerAccountId}&billRunId=${runId}` })).json<{
    items: InvoiceSummary[];
  }>().items;

async function unbilledRow(account: BilledAccount, mode: 'Summary' | 'Exceptions') {
  const items = (await call({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
  const item = items.find((i) => i.code === 'UNBILLEDSUMMARY')!;
  const res = await call({ method: 'GET', url: dataUrl(item, { additionalParametersJson: JSON.stringify({ mode }), search: `BR-${accountName(account)}` }) });
  return res.json<ProcessDataResponse>().processItems.find((r) => Number(r.cust_account_id) === account.customerAccountId);
}
async function billingExceptionsAction(code: string, exceptionId: number) {
  const items = (await call({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
  const item = items.find((i) => i.code === 'BILLEXCEPTIONS')!;
  const action = item.actions.find((a) => a.code === code)!;
  return call({
    method: 'POST',
    url: '/api/dashboard/processes/run-action',
    payload: { processId: item.id, actionId: action.id, options: '', itemsJson: JSON.stringify([{ key_exception_id: exceptionId }]) },
  });
}
const accountName = (account: BilledAccount) => Object.entries(accounts).find(([, a]) => a === account)![0];

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  const plan = await flatPowerPlan(call, 'REVIEW-FLAT');
  for (const [name, kwh] of [
    ['H', null],
    ['R', null],
    ['K', '2.000'],
    ['X', null],
  ] as const)
    accounts[name] = await accountOnPlan(t, scope, plan, name, kwh);
  const res = await call({
    method: 'POST',
    url: '/api/billing/bill-runs',
    payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds: Object.values(accounts).map((a) => a.customerAccountId) },
  });
  runId = res.json<{ id: number }>().id;
  for (let i = 0; i < 600 && ['QUEUED', 'RUNNING'].includes((await runOf()).status); i++) await new Promise((r) => setTimeout(r, 50));
});

afterAll(async () => {
  await t?.close();
});

describe('the unbilled summary after a run', () => {
  it("shows the run's drafts: held accounts flagged Y with their run, billed ones N, in the Exceptions view only the held", async () => {
    expect(await runOf()).toMatchObject({ status: 'COMPLETED', invoices: 4, exceptions: 3 });
    expect(await unbilledRow(accounts.H!, 'Summary')).toMatchObject({ has_exceptions: 'Y', transactions: 1, unbilled_amount: '31.00', bill_run_id: runId });
    expect(await unbilledRow(accounts.K!, 'Summary')).toMatchObject({ has_exceptions: 'N', transactions: 2, unbilled_amount: '46.50', bill_run_id: runId });
    expect(await unbilledRow(accounts.H!, 'Exceptions')).toBeDefined();
    expect(await unbilledRow(accounts.K!, 'Exceptions')).toBeUndefined();
  });
});

describe('POST /billing/bill-runs/{id}/accounts/{customerAccountId}/accept', () => {
  it('approves the open exceptions; the draft becomes issuable and issuing takes it', async () => {
    const res = await post(url(accounts.H!, 'accept'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 1, issuable: true });
    const [e] = await t.database.db.select().from(billingExceptions).where(eq(billingExceptions.customerAccountId, accounts.H!.customerAccountId));
    expect(e).toMatchObject({ status: 'APPROVED', resolvedBy: 'admin' });
    const rows = await t.database.db.select().from(unbilledTransactions).where(eq(unbilledTransactions.customerAccountId, accounts.H!.customerAccountId));
    expect(rows.map((r) => r.status)).toEqual(['UNBILLED']);
    expect(await unbilledRow(accounts.H!, 'Summary')).toMatchObject({ has_exceptions: 'N' });
    expect(await unbilledRow(accounts.H!, 'Exceptions')).toBeUndefined();

    const again = await post(url(accounts.H!, 'accept'));
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].message).toBe(texts.billing.noOpenExceptions);
  });
});

describe('POST /billing/bill-runs/{id}/accounts/{customerAccountId}/rerate', () => {
  it("replaces the account's draft with one rated from the fixed data, once, and updates the run's counters", async () => {
    const [before] = await draftsOf(accounts.R!);
    const october = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    await t.database.db.insert(meterReads).values(october.map((readDate) => ({ ...scope, meterId: accounts.R!.meterId, readDate, quantity: '4.000' })));
    // Two re-rates at once take turns on the run account's row: one draft remains.
    const [first, second] = await Promise.all([post(url(accounts.R!, 'rerate')), post(url(accounts.R!, 'rerate'))]);
    expect([first.statusCode, second.statusCode], first.body + second.body).toEqual([200, 200]);
    expect(second.json()).toMatchObject({ outcome: 'INVOICED', exceptions: 0 });
    const drafts = await draftsOf(accounts.R!);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.id).not.toBe(before!.id);
    // 31.00 + 3.10 and 124 kWh at 25c: 31.00 + 3.10.
    expect(drafts[0]).toMatchObject({ status: 'DRAFT', total: '68.20' });
    const exceptions = await t.database.db
      .select()
      .from(billingExceptions)
      .where(and(eq(billingExceptions.customerAccountId, accounts.R!.customerAccountId), eq(billingExceptions.billRunId, runId)));
    expect(exceptions).toEqual([]);
    expect(await runOf()).toMatchObject({ invoices: 4, exceptions: 2 });
    expect(await unbilledRow(accounts.R!, 'Summary')).toMatchObject({ has_exceptions: 'N', transactions: 2, unbilled_amount: '62.00' });
  });

  it('issues every draft nothing holds; a HELD exception is approved by neither screen (409, nothing written) and issues once released', async () => {
    const [x] = await t.database.db.select().from(billingExceptions).where(eq(billingExceptions.customerAccountId, accounts.X!.customerAccountId));
    expect((await billingExceptionsAction('HOLD', x!.id)).statusCode).toBe(200);
    const res = await post(`/api/billing/bill-runs/${runId}/issue`);
    expect(res.json()).toEqual({ issued: 3, held: 1 });

    // One rule (docs/billing.md "Reviewing exceptions"): only an OPEN exception is approved, from the dialog as from the run's review.
    const approve = await billingExceptionsAction('APPROVE', x!.id);
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toEqual({ isSuccess: false, messages: [{ message: texts.billing.onlyOpenApprovable, messageType: 'Error' }] });
    const accept = await post(url(accounts.X!, 'accept'));
    expect(accept.statusCode).toBe(409);
    expect(accept.json().messages[0].message).toBe(texts.billing.noOpenExceptions);
    const [still] = await t.database.db.select().from(billingExceptions).where(eq(billingExceptions.id, x!.id));
    expect(still).toMatchObject({ status: 'HELD', resolvedBy: null });
    expect((await post(`/api/billing/bill-runs/${runId}/issue`)).json()).toEqual({ issued: 0, held: 1 });

    expect((await billingExceptionsAction('RELEASE', x!.id)).statusCode).toBe(200);
    expect((await post(`/api/billing/bill-runs/${runId}/issue`)).json()).toEqual({ issued: 1, held: 0 });
  });

  it('refuses to re-rate an account whose invoice was issued (409)', async () => {
    const refused = await post(url(accounts.K!, 'rerate'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].message).toBe(texts.billing.alreadyIssued);
    expect(await unbilledRow(accounts.K!, 'Summary')).toMatchObject({ has_exceptions: 'NOTRANS', transactions: 0, bill_run_id: null });
  });
});

describe('refusals', () => {
  it('refuses ReadOnly users (403), hides another company’s run (404), names a bad id (400) and an account not in the run (404)', async () => {
    await createUser(t.database, scope.companyId, 'review-reader', 'ReadOnly');
    const reader = as(t.app, await login(t.app, 'review-reader', FIXTURE_PASSWORD));
    expect((await post(url(accounts.H!, 'accept'), reader)).statusCode).toBe(403);
    expect((await post(url(accounts.H!, 'rerate'), reader)).statusCode).toBe(403);

    const other = await createTenant(t.database, 'REVIEWOTHER');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    expect((await post(url(accounts.H!, 'accept'), stranger)).statusCode).toBe(404);
    expect((await post(url(accounts.H!, 'rerate'), stranger)).statusCode).toBe(404);

    const bad = await post(`/api/billing/bill-runs/x/accounts/${accounts.H!.customerAccountId}/accept`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].message).toMatch(/^id: /);
    const badAccount = await post(`/api/billing/bill-runs/${runId}/accounts/1.5/rerate`);
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().messages[0].message).toMatch(/^customerAccountId: /);
    const outside = await post(`/api/billing/bill-runs/${runId}/accounts/999999/accept`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().messages[0].message).toBe(texts.billing.accountNotInRun);
  });
});

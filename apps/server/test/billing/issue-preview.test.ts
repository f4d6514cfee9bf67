import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type BillRunIssuePreview } from '@wattle/contract';
import { auditLog, billingExceptions, invoices, transactions, utilityAccounts } from '../../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, finishedRun, flatPowerPlan, type BilledAccount, type Caller } from './billing-fixtures';

/**
 * Issuing asks first (issue 28 item 6, docs/billing.md "Issuing asks first"). The flat plan of
 * bill-runs.test.ts ($1.00 a day, 25c a kWh + 10% GST), accounts last billed 30 September 2026,
 * billed to 31 October (31 days). Worked by hand:
 *  - IA: 10 kWh a day = 310 kWh: 31.00 + 3.10 + 77.50 + 7.75 = 119.35, issued.
 *  - IB: 5 kWh a day = 155 kWh: 31.00 + 3.10 + 38.75 + 3.88 (3.875 half up) = 76.73, issued.
 *  - IC: no read in October: the run's NO_READS holds its draft (31.00 + 3.10 = 34.10).
 *  - IH: 4 kWh a day = 124 kWh: 31.00 + 3.10 + 31.00 + 3.10 = 68.20; the run itself raises nothing,
 *    but a HIGH_USAGE exception was raised for the account (no invoice) before the run: held.
 * Preview: 2 to issue, 119.35 + 76.73 = 196.08; 2 held, IC and IH, each with its exception's message.
 */
let t: TestApp;
let call: Caller;
let scope: Scope;
let runId: number;
const accounts: Record<string, BilledAccount> = {};
const HIGH_USAGE_MESSAGE = 'Usage 12.4 kWh a day is more than 3 × the 3.1 kWh a day of the 90 days before';

const preview = (caller = call, id: number | string = runId) => caller({ method: 'GET', url: `/api/billing/bill-runs/${id}/issue-preview` });
const issue = (caller = call) => caller({ method: 'POST', url: `/api/billing/bill-runs/${runId}/issue` });
const draftOf = async (account: BilledAccount) =>
  (
    await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerAccountId, account.customerAccountId), eq(invoices.billRunId, runId)))
  )[0]!;
const lastBilled = async (account: BilledAccount) =>
  (await t.database.db.select({ d: utilityAccounts.lastBilledDate }).from(utilityAccounts).where(eq(utilityAccounts.id, account.utilityAccountId)))[0]!.d;

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  const plan = await flatPowerPlan(call, 'ISSUE-FLAT');
  for (const [name, kwh] of [
    ['IA', '10.000'],
    ['IB', '5.000'],
    ['IC', null],
    ['IH', '4.000'],
  ] as const)
    accounts[name] = await accountOnPlan(t, scope, plan, name, kwh);
  // Raised for the account, outside any run (a read check), before the run is issued.
  await t.database.db.insert(billingExceptions).values({
    ...scope,
    customerAccountId: accounts.IH!.customerAccountId,
    utilityAccountId: accounts.IH!.utilityAccountId,
    exceptionCode: 'HIGH_USAGE',
    message: HIGH_USAGE_MESSAGE,
  });
  const res = await call({
    method: 'POST',
    url: '/api/billing/bill-runs',
    payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds: Object.values(accounts).map((a) => a.customerAccountId) },
  });
  runId = res.json<{ id: number }>().id;
  expect(await finishedRun(call, runId)).toMatchObject({ status: 'COMPLETED', invoices: 4, exceptions: 1 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /billing/bill-runs/{id}/issue-preview', () => {
  it('answers the count and total to issue and each held account with its reason, writing nothing', async () => {
    const audits = (await t.database.db.select().from(auditLog)).length;
    const res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BillRunIssuePreview>();
    const noReads = await t.database.db
      .select({ message: billingExceptions.message })
      .from(billingExceptions)
      .where(eq(billingExceptions.customerAccountId, accounts.IC!.customerAccountId));
    expect(body).toEqual({
      issue: 2,
      total: '196.08',
      held: 2,
      heldAccounts: [
        {
          customerAccountId: accounts.IC!.customerAccountId,
          accountNumber: 'BR-IC',
          customerName: 'IC',
          invoiceId: (await draftOf(accounts.IC!)).id,
          total: '34.10',
          reasons: noReads.map((e) => ({ code: 'NO_READS', message: e.message })),
        },
        {
          customerAccountId: accounts.IH!.customerAccountId,
          accountNumber: 'BR-IH',
          customerName: 'IH',
          invoiceId: (await draftOf(accounts.IH!)).id,
          total: '68.20',
          reasons: [{ code: 'HIGH_USAGE', message: HIGH_USAGE_MESSAGE }],
        },
      ],
    });
    expect(noReads).toHaveLength(1);
    expect((await draftOf(accounts.IA!)).status).toBe('DRAFT');
    expect((await t.database.db.select().from(auditLog)).length).toBe(audits);
  });

  it('answers bad input with the 400 envelope naming the field, a dry run with a 409', async () => {
    const bad = await preview(call, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isSuccess: false, messages: [{ message: expect.stringMatching(/^id: /), messageType: 'Error' }] });
    const dry = await call({
      method: 'POST',
      url: '/api/billing/bill-runs',
      payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds: [accounts.IA!.customerAccountId], dryRun: true },
    });
    const dryId = dry.json<{ id: number }>().id;
    await finishedRun(call, dryId);
    const refused = await preview(call, dryId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ isSuccess: false, messages: [{ message: texts.billing.dryRunNotIssuable, messageType: 'Error' }] });
  });

  it('hides another company’s run (404) and is the administrator’s alone (403 for the others)', async () => {
    const other = await createTenant(t.database, 'ISSUEOTHER');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    const hidden = await preview(stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ isSuccess: false, messages: [{ message: texts.billing.runNotFound, messageType: 'NotFound' }] });
    for (const [name, roles] of [
      ['issue-developer', 'DEVELOPER'],
      ['issue-reader', 'ReadOnly'],
      ['issue-staff', ''],
    ] as const) {
      await createUser(t.database, scope.companyId, name, roles);
      const caller = as(t.app, await login(t.app, name, FIXTURE_PASSWORD));
      const res = await preview(caller);
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toEqual({ isSuccess: false, messages: [{ message: texts.server.forbidden, messageType: 'Error' }] });
    }
  });
});

describe('POST /billing/bill-runs/{id}/issue', () => {
  it('never issues an account with an open exception: the account-level HIGH_USAGE keeps IH a draft until accepted', async () => {
    const res = await issue();
    expect(res.statusCode, res.body).toBe(200);
    // What the preview said: IA and IB issued, IC and IH held.
    expect(res.json()).toEqual({ issued: 2, held: 2 });
    expect((await draftOf(accounts.IA!)).status).toBe('ISSUED');
    const held = await draftOf(accounts.IH!);
    expect(held).toMatchObject({ status: 'DRAFT', invoiceNumber: null, total: '68.20' });
    expect(await lastBilled(accounts.IH!)).toBe('2026-09-30');
    expect(await t.database.db.select().from(transactions).where(eq(transactions.customerAccountId, accounts.IH!.customerAccountId))).toEqual([]);
    expect((await preview()).json<BillRunIssuePreview>()).toMatchObject({ issue: 0, total: '0', held: 2 });

    // The review's Accept approves the exceptions that hold the draft, the account-level one included.
    const accepted = await call({ method: 'POST', url: `/api/billing/bill-runs/${runId}/accounts/${accounts.IH!.customerAccountId}/accept` });
    expect(accepted.json()).toEqual({ accepted: 1, issuable: true });
    expect((await preview()).json<BillRunIssuePreview>()).toMatchObject({ issue: 1, total: '68.20', held: 1 });
    expect((await issue()).json()).toEqual({ issued: 1, held: 1 });
    expect(await draftOf(accounts.IH!)).toMatchObject({ status: 'ISSUED', total: '68.20' });
    expect(await lastBilled(accounts.IH!)).toBe('2026-10-31');
  });
});

import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { texts, type CustomerSummary, type ProcessItem, type ReportDataResponse } from '@wattle/contract';
import { withScope } from '../../src/db/tenancy';
import { reassessCreditStatus } from '../../src/modules/collections/credit-status.service';
import { type CreatedCustomer } from '../search-fixtures';
import { parametersQuery, reportIds } from '../reports/reports-fixtures';
import { issuedInvoice } from './payments-fixtures';
import { balances, feeOn, ledgerSuite, payIn, residents } from './ledger-fixtures';

const s = ledgerSuite();
let agedDebtorsId: number;

beforeAll(async () => {
  agedDebtorsId = (await reportIds(s.call))['Aged Debtors']!;
});

const BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
const customer = residents(s, 'AGED');
const pay = (c: CreatedCustomer, amount: string) => payIn(s, c, amount, { reference: '' });
const agedDebtors = async (more = '&itemsPerPage=-1') => {
  const res = await s.call({ method: 'GET', url: `/api/reports/${agedDebtorsId}/data?${parametersQuery({})}${more}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportDataResponse>();
};
const figures = (row: ProcessItem | undefined) => Object.fromEntries(['balance', ...BUCKETS].map((f) => [f, row?.[f]]));
const sum = (values: readonly unknown[]) => values.reduce<Decimal>((total, v) => total.plus(String(v)), new Decimal(0)).toFixed(2);
const summaryItem = async (c: CreatedCustomer, name: string) =>
  (await s.call({ method: 'GET', url: `/api/customers/${c.customerId}/summary` })).json<CustomerSummary>().items.find((i) => i.name === name)!.value;

describe('the debtor figures: one calculation over the ledger', () => {
  it('ages each balance so the buckets add up to it, and the report totals to the sum of balances', async () => {
    // Part-paid and overdue, overdue, not yet due, and a fee outside any invoice.
    const mixed = await customer('Aged Mixed');
    await issuedInvoice(s.t, s.scope, mixed.accountId, '200.00', s.day(-100));
    await issuedInvoice(s.t, s.scope, mixed.accountId, '150.00', s.day(-45));
    await issuedInvoice(s.t, s.scope, mixed.accountId, '120.00', s.day(-10));
    await issuedInvoice(s.t, s.scope, mixed.accountId, '90.00', s.day(14));
    await feeOn(s.t, s.scope, mixed.accountId, '12.50', s.day(-5));
    await pay(mixed, '230.00'); // pays the 200.00 and 30.00 of the 150.00
    // A credit: paid more than was billed.
    const credit = await customer('Aged Credit');
    await issuedInvoice(s.t, s.scope, credit.accountId, '60.00', s.day(-20));
    await pay(credit, '100.00');
    // A credit outside any payment (a negative adjustment) settles the oldest debt.
    const adjusted = await customer('Aged Adjusted');
    await issuedInvoice(s.t, s.scope, adjusted.accountId, '100.00', s.day(-70));
    await feeOn(s.t, s.scope, adjusted.accountId, '-30.00', s.day(-3));

    expect(await balances(s.t, mixed.accountId)).toEqual({ stored: '342.50', summed: '342.50' });
    const report = await agedDebtors();
    const row = (c: CreatedCustomer) => report.items.find((r) => r.customer_id === c.customerId);
    // 120.00 left of the 150.00 is 31-60 days past due; 120.00 + 12.50 is 1-30; 90.00 is not yet due.
    expect(figures(row(mixed))).toEqual({
      balance: '342.50',
      current: '90.00',
      days_1_30: '132.50',
      days_31_60: '120.00',
      days_61_90: '0.00',
      days_over_90: '0.00',
    });
    expect(figures(row(credit))).toEqual({
      balance: '-40.00',
      current: '-40.00',
      days_1_30: '0.00',
      days_31_60: '0.00',
      days_61_90: '0.00',
      days_over_90: '0.00',
    });
    expect(figures(row(adjusted))).toEqual({
      balance: '70.00',
      current: '0.00',
      days_1_30: '0.00',
      days_31_60: '0.00',
      days_61_90: '70.00',
      days_over_90: '0.00',
    });

    for (const r of report.items) expect(sum(BUCKETS.map((b) => r[b])), String(r.account_number)).toBe(r.balance);
    const balanceSum = sum(report.items.map((r) => r.balance));
    expect(report.totals.balance).toBe(balanceSum);
    expect(sum(BUCKETS.map((b) => report.totals[b]))).toBe(balanceSum);
    // The totals row is the whole report's, whatever page is shown.
    const firstPage = await agedDebtors('&itemsPerPage=1');
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.totals).toEqual(report.totals);
  });

  it('gives the summary’s Overdue and the credit status from the same figures', async () => {
    const owing = await customer('Aged Summary');
    await issuedInvoice(s.t, s.scope, owing.accountId, '80.00', s.day(-30));
    await issuedInvoice(s.t, s.scope, owing.accountId, '45.00', s.day(7));
    await pay(owing, '20.00');
    const notDue = await customer('Aged Not Due');
    await issuedInvoice(s.t, s.scope, notDue.accountId, '55.00', s.day(3));

    expect(await summaryItem(owing, texts.customer.totalBalance)).toBe('$105.00');
    expect(await summaryItem(owing, 'Overdue')).toBe('$60.00');
    expect(await summaryItem(notDue, 'Overdue')).toBe('$0.00');
    const report = await agedDebtors();
    expect(report.items.find((r) => r.customer_id === owing.customerId)).toMatchObject({ current: '45.00', days_1_30: '60.00' });
    const reassess = (c: CreatedCustomer) => withScope(s.t.database.db, s.scope, (tx) => reassessCreditStatus(tx, c.accountId, c.customerId));
    expect([await reassess(owing), await reassess(notDue)]).toEqual(['ARREARS', 'GOOD']);
  });
});

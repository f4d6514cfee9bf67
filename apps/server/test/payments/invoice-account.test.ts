import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceAccount } from '@wattle/contract';
import { invoices, transactions } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { as, login } from '../helpers';
import { oneLine, pdfText } from '../pdf-reading';
import { addCustomer, createTenant, FIXTURE_PASSWORD } from '../search-fixtures';
import { issuedInvoice } from './payments-fixtures';
import { balances, feeOn, ledgerSuite } from './ledger-fixtures';

const s = ledgerSuite();

const accountOf = async (invoiceId: number, caller = s.call) => {
  const res = await caller({ method: 'GET', url: `/api/billing/invoices/${invoiceId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Invoice>().account;
};

describe('an invoice shows where it leaves the account (GET /billing/invoices/{id} and the PDF)', () => {
  it('previous balance, payments received since, other charges and total now due, worked by hand', async () => {
    const c = await addCustomer(s.t.database, s.scope, { name: 'Ada Account', type: 'RESIDENT', accountNumber: 'BILLS10042' });
    await withScope(s.t.database.db, s.scope, (tx) =>
      tx
        .insert(transactions)
        .values({ customerAccountId: c.accountId, transactionDate: s.day(-40), transactionType: 'OPENING', description: 'Opening balance', amount: '400.00' }),
    );
    const first = await issuedInvoice(s.t, s.scope, c.accountId, '120.35', s.day(-30));
    const paid = await s.call({
      method: 'POST',
      url: `/api/customers/${c.customerId}/payments`,
      payload: { amount: '100.00', paymentDate: s.day(-20), method: 'BPAY', reference: 'B1' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await feeOn(s.t, s.scope, c.accountId, '20.00', s.day(-15));
    const second = await issuedInvoice(s.t, s.scope, c.accountId, '17.13', s.day(-10));
    // Paid after the second invoice: not on it.
    await s.call({
      method: 'POST',
      url: `/api/customers/${c.customerId}/payments`,
      payload: { amount: '50.00', paymentDate: s.day(-5), method: 'BPAY', reference: 'B2' },
    });

    // The first invoice: no invoice before it, so the opening balance is "other" since: 0 − 0 + 400.00 + 120.35 = 520.35.
    const reference = { paymentReference: '100420', paymentMethod: 'BPAY' } as const;
    expect(await accountOf(first.id)).toEqual<InvoiceAccount>({
      previousBalance: '0.00',
      paymentsReceived: '0.00',
      otherChargesAndCredits: '400.00',
      thisInvoice: '120.35',
      totalNowDue: '520.35',
      ...reference,
    });
    // The second: 520.35 as at the first; 520.35 − 100.00 + 20.00 + 17.13 = 457.48 (not "Total due $17.13").
    expect(await accountOf(second.id)).toEqual<InvoiceAccount>({
      previousBalance: '520.35',
      paymentsReceived: '100.00',
      otherChargesAndCredits: '20.00',
      thisInvoice: '17.13',
      totalNowDue: '457.48',
      ...reference,
    });
    // The account now: 457.48 − 50.00.
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '407.48', summed: '407.48' });

    // A draft is not posted: it stands after everything dated on or before its date. 457.48 − 50.00 + 10.00 = 417.48.
    const [draft] = await withScope(s.t.database.db, s.scope, (tx) =>
      tx
        .insert(invoices)
        .values({ customerAccountId: c.accountId, invoiceDate: s.day(0), dueDate: s.day(14), amountExGst: '10.00', total: '10.00', status: 'DRAFT' })
        .returning({ id: invoices.id }),
    );
    expect(await accountOf(draft!.id)).toMatchObject({
      previousBalance: '457.48',
      paymentsReceived: '50.00',
      otherChargesAndCredits: '0.00',
      totalNowDue: '417.48',
    });

    const pdf = await s.call({ method: 'GET', url: `/api/billing/invoices/${second.id}/pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = oneLine(await pdfText(pdf.rawPayload));
    for (const expected of [
      'Total this invoice $17.13',
      'Previous balance $520.35',
      'Less payments received $100.00',
      'Other charges and credits $20.00',
      'Total now due $457.48',
      'Your payment method: BPAY',
    ])
      expect(text).toContain(expected);

    const other = await createTenant(s.t.database, 'BILLSOTHER');
    const stranger = as(s.t.app, await login(s.t.app, other.username, FIXTURE_PASSWORD));
    expect((await stranger({ method: 'GET', url: `/api/billing/invoices/${second.id}` })).statusCode).toBe(404);
  });
});

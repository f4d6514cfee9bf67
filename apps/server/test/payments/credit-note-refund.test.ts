/**
 * A credit note lowers what its invoice owes (docs/payments.md "Allocation", "Refunds"): allocation
 * pays only total − credited − paid, money paid beyond that is released, and the refundable credit
 * counts it, so a customer is refunded exactly what a credit note gave back, never twice.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { texts, type InvoiceSummary } from '@wattle/contract';
import { invoiceLines, invoices, paymentAllocations, transactions } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { unallocatedCredits } from '../../src/modules/payments/payments.repository';
import type { CreatedCustomer } from '../search-fixtures';
import { issuedInvoice } from './payments-fixtures';
import { balances, ledgerSuite, payIn, residents } from './ledger-fixtures';

const s = ledgerSuite();
const customer = residents(s, 'CNREFUND');
let numbers = 0;

/** An issued invoice of 100.00 in two lines (1: 70.00, 2: 30.00, no GST), due `dueDays` from today, with its INVOICE transaction. */
async function twoLineInvoice(c: CreatedCustomer, dueDays: number) {
  return withScope(s.t.database.db, s.scope, async (tx) => {
    const invoiceNumber = `CN-${++numbers}`;
    const [row] = await tx
      .insert(invoices)
      .values({
        customerAccountId: c.accountId,
        invoiceNumber,
        invoiceDate: s.day(dueDays - 14),
        dueDate: s.day(dueDays),
        amountExGst: '100.00',
        total: '100.00',
        status: 'ISSUED',
        issuedAt: new Date().toISOString(),
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values([
      { invoiceId: row!.id, lineNumber: 1, description: 'Supply', amount: '70.00' },
      { invoiceId: row!.id, lineNumber: 2, description: 'Usage', amount: '30.00' },
    ]);
    await tx.insert(transactions).values({
      customerAccountId: c.accountId,
      transactionDate: s.day(dueDays - 14),
      transactionType: 'INVOICE',
      description: `Invoice ${invoiceNumber}`,
      reference: invoiceNumber,
      amount: '100.00',
      invoiceId: row!.id,
    });
    return row!.id;
  });
}

/** Credits line 2 (30.00) of the invoice through the API. */
async function creditUsage(invoiceId: number) {
  const res = await s.call({ method: 'POST', url: `/api/billing/invoices/${invoiceId}/credit-note`, payload: { reason: 'Estimated read', lineNumbers: [2] } });
  expect(res.statusCode, res.body).toBe(200);
}

const invoiceOf = async (c: CreatedCustomer, id: number) =>
  (await s.call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${c.accountId}` }))
    .json<{ items: InvoiceSummary[] }>()
    .items.find((i) => i.id === id)!;
const refund = (c: CreatedCustomer, amount: string) =>
  s.call({ method: 'POST', url: `/api/customers/${c.customerId}/refunds`, payload: { amount, method: 'EFT', reference: 'BACK' } });
const creditsOf = (c: CreatedCustomer) => withScope(s.t.database.db, s.scope, (tx) => unallocatedCredits(tx, c.accountId));

describe('a credit note and what the invoice owes', () => {
  it('credit note first: a payment of 100.00 pays the 70.00 still owed, and 30.00 is refundable (not 0, not 60)', async () => {
    const c = await customer('Credit First');
    const invoiceId = await twoLineInvoice(c, -5);
    await creditUsage(invoiceId);
    // Owes 100.00 − 30.00 = 70.00.
    expect(await invoiceOf(c, invoiceId)).toMatchObject({ status: 'ISSUED', amountPaid: '0.00', balanceDue: '70.00' });

    const paid = await payIn(s, c, '100.00');
    expect(paid.allocations).toEqual([{ invoiceId, invoiceNumber: expect.any(String), amount: '70.00' }]);
    expect(paid.unallocated).toBe('30.00');
    expect(await invoiceOf(c, invoiceId)).toMatchObject({ status: 'PAID', amountPaid: '70.00', balanceDue: '0.00' });
    // Ledger: +100.00 invoice, −30.00 credit note, −100.00 payment.
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '-30.00', summed: '-30.00' });

    const above = await refund(c, '30.01');
    expect(above.statusCode).toBe(409);
    expect(above.json().messages[0].message).toBe(texts.payments.refundAboveCredit('30.00'));
    expect((await refund(c, '30.00')).statusCode).toBe(200);
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '0.00', summed: '0.00' });
    expect(await creditsOf(c)).toEqual([]);
  });

  it('credit note after the invoice was paid: the 30.00 it gave back is released from the payment and refundable once', async () => {
    const c = await customer('Credit After');
    const invoiceId = await twoLineInvoice(c, -5);
    const paid = await payIn(s, c, '100.00');
    expect(paid.unallocated).toBe('0.00');
    await creditUsage(invoiceId);

    // The payment's 100.00 allocation is never changed: a −30.00 allocation releases what the invoice no longer owes.
    const allocations = await s.t.database.db
      .select({ amount: paymentAllocations.amount })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.invoiceId, invoiceId))
      .orderBy(paymentAllocations.id);
    expect(allocations.map((a) => a.amount)).toEqual(['100.00', '-30.00']);
    expect(await invoiceOf(c, invoiceId)).toMatchObject({ status: 'PAID', amountPaid: '70.00', balanceDue: '0.00' });
    expect(await creditsOf(c)).toEqual([{ paymentId: paid.id, unallocated: '30.00' }]);
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '-30.00', summed: '-30.00' });

    expect((await refund(c, '30.00')).statusCode).toBe(200);
    expect((await refund(c, '0.01')).statusCode).toBe(409);
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '0.00', summed: '0.00' });
  });

  it('the money released pays the account’s other open invoice first, and nothing is refundable while it is owed', async () => {
    const c = await customer('Credit Other');
    const credited = await twoLineInvoice(c, -20);
    await payIn(s, c, '100.00');
    const other = await issuedInvoice(s.t, s.scope, c.accountId, '50.00', s.day(-5));
    await creditUsage(credited);

    expect(await invoiceOf(c, other.id)).toMatchObject({ status: 'PART_PAID', amountPaid: '30.00', balanceDue: '20.00' });
    expect(await invoiceOf(c, credited)).toMatchObject({ status: 'PAID', amountPaid: '70.00', balanceDue: '0.00' });
    // +100 − 100 + 50 − 30 = 20.00 owed: no credit to refund.
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '20.00', summed: '20.00' });
    expect((await refund(c, '0.01')).json().messages[0].message).toBe(texts.payments.refundAboveCredit('0.00'));
  });

  it('a part-paid invoice credited keeps what was paid and owes total − credit − paid', async () => {
    const c = await customer('Credit Part');
    const invoiceId = await twoLineInvoice(c, -5);
    await payIn(s, c, '50.00');
    await creditUsage(invoiceId);
    // 100.00 − 30.00 − 50.00 = 20.00.
    expect(await invoiceOf(c, invoiceId)).toMatchObject({ status: 'PART_PAID', amountPaid: '50.00', balanceDue: '20.00' });
    expect(await creditsOf(c)).toEqual([]);
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '20.00', summed: '20.00' });
  });
});

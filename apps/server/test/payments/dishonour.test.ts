import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { texts, type InvoiceSummary, type PaymentDishonoured } from '@wattle/contract';
import { auditLog, customerAccounts, paymentAllocations, payments, treatments } from '../../src/db/schema/index';
import { as, login } from '../helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer } from '../search-fixtures';
import { issuedInvoice } from './payments-fixtures';
import { balances, ledgerOf, ledgerSuite, payIn, residents, setDishonourFee } from './ledger-fixtures';

const s = ledgerSuite();

const customer = residents(s, 'DISH');
const pay = (c: CreatedCustomer, amount: string) => payIn(s, c, amount);
const dishonour = (id: number, reason = 'Refer to drawer', caller = s.call) =>
  caller({ method: 'POST', url: `/api/payments/${id}/dishonour`, payload: { reason } });
const invoicesOf = async (c: CreatedCustomer) =>
  (await s.call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${c.accountId}` })).json<{ items: InvoiceSummary[] }>().items;
const statusOf = async (c: CreatedCustomer, id: number) => (await invoicesOf(c)).find((i) => i.id === id)!;
const allocationsOf = (paymentId: number) =>
  s.t.database.db
    .select({ invoiceId: paymentAllocations.invoiceId, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(asc(paymentAllocations.id));

describe('POST /payments/{id}/dishonour', () => {
  it('reverses the payment and its allocations, puts the invoices back as they were and moves the collection path on (no fee when DISHONOUR_FEE is blank)', async () => {
    await setDishonourFee(s.t, s.scope, '');
    const c = await customer('Dishonour Plain');
    const late = await issuedInvoice(s.t, s.scope, c.accountId, '100.00', s.day(-40));
    const coming = await issuedInvoice(s.t, s.scope, c.accountId, '50.00', s.day(10));
    const paid = await pay(c, '120.00');
    expect(paid.allocations.map((a) => a.amount)).toEqual(['100.00', '20.00']);
    expect([(await statusOf(c, late.id)).status, (await statusOf(c, coming.id)).status]).toEqual(['PAID', 'PART_PAID']);

    const res = await dishonour(paid.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentDishonoured>()).toEqual({
      id: paid.id,
      reversed: [
        { invoiceId: late.id, invoiceNumber: late.invoiceNumber, amount: '100.00' },
        { invoiceId: coming.id, invoiceNumber: coming.invoiceNumber, amount: '20.00' },
      ],
      fee: '0.00',
      balance: '150.00',
      collectionStep: 'REMINDER',
      creditStatus: 'ARREARS',
    });
    // Nothing changed or deleted: each allocation has its negated row.
    expect(await allocationsOf(paid.id)).toEqual([
      { invoiceId: late.id, amount: '100.00' },
      { invoiceId: coming.id, amount: '20.00' },
      { invoiceId: late.id, amount: '-100.00' },
      { invoiceId: coming.id, amount: '-20.00' },
    ]);
    expect(await statusOf(c, late.id)).toMatchObject({ status: 'ISSUED', amountPaid: '0.00', balanceDue: '100.00' });
    expect(await statusOf(c, coming.id)).toMatchObject({ status: 'ISSUED', amountPaid: '0.00', balanceDue: '50.00' });
    expect((await s.t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paid.id)))[0]!.status).toBe('DISHONOURED');
    expect(await ledgerOf(s.t, c.accountId)).toEqual([
      { type: 'INVOICE', amount: '100.00' },
      { type: 'INVOICE', amount: '50.00' },
      { type: 'PAYMENT', amount: '-120.00' },
      { type: 'DISHONOUR', amount: '120.00' },
    ]);
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '150.00', summed: '150.00' });
    // The 100.00 due 40 days ago is past due again: a reminder for it, and the account in arrears.
    expect(
      await s.t.database.db
        .select({ type: treatments.treatmentType, amount: treatments.amountOverdue, status: treatments.status })
        .from(treatments)
        .where(eq(treatments.customerAccountId, c.accountId)),
    ).toEqual([{ type: 'REMINDER', amount: '100.00', status: 'OPEN' }]);
    expect((await s.t.database.db.select({ s: customerAccounts.creditStatus }).from(customerAccounts).where(eq(customerAccounts.id, c.accountId)))[0]!.s).toBe(
      'ARREARS',
    );
    const [audited] = await s.t.database.db.select().from(auditLog).where(eq(auditLog.event, 'payment.dishonoured'));
    expect(audited).toMatchObject({ entity: 'payment', entityId: String(paid.id), username: 'admin' });

    // Twice is refused, and changes nothing.
    const again = await dishonour(paid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ isSuccess: false, messages: [{ message: texts.payments.notCleared('DISHONOURED'), messageType: 'Error' }] });
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '150.00', summed: '150.00' });
    expect(await allocationsOf(paid.id)).toHaveLength(4);
  });

  it('charges DISHONOUR_FEE and lets the account’s other credit pay the invoice opened again', async () => {
    await setDishonourFee(s.t, s.scope, '15.00');
    const c = await customer('Dishonour Fee');
    const invoice = await issuedInvoice(s.t, s.scope, c.accountId, '80.00', s.day(12));
    const bounced = await pay(c, '100.00');
    const good = await pay(c, '30.00');
    expect([bounced.unallocated, good.unallocated]).toEqual(['20.00', '30.00']);

    const res = await dishonour(bounced.id, 'Insufficient funds');
    expect(res.statusCode, res.body).toBe(200);
    // Nothing is past due (the invoice is due in 12 days): no collection step, still in good standing.
    expect(res.json<PaymentDishonoured>()).toEqual({
      id: bounced.id,
      reversed: [{ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, amount: '80.00' }],
      fee: '15.00',
      balance: '65.00',
      collectionStep: null,
      creditStatus: 'GOOD',
    });
    expect(await statusOf(c, invoice.id)).toMatchObject({ status: 'PART_PAID', amountPaid: '30.00', balanceDue: '50.00' });
    expect(await allocationsOf(good.id)).toEqual([{ invoiceId: invoice.id, amount: '30.00' }]);
    expect((await ledgerOf(s.t, c.accountId)).slice(-2)).toEqual([
      { type: 'DISHONOUR', amount: '100.00' },
      { type: 'FEE', amount: '15.00' },
    ]);
    // 80 + 15 owed less the 30 good payment: 65.00, the invoice's 50.00 and the fee.
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '65.00', summed: '65.00' });
    await setDishonourFee(s.t, s.scope, '');
  });

  it('refuses a reason left blank, ReadOnly users, another company and a payment that is not cleared', async () => {
    const c = await customer('Dishonour Guard');
    await issuedInvoice(s.t, s.scope, c.accountId, '40.00', s.day(-5));
    const paid = await pay(c, '40.00');

    const blank = await dishonour(paid.id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ isSuccess: false, messages: [{ message: expect.stringContaining(texts.payments.reasonRequired) as string }] });

    await createUser(s.t.database, s.scope.companyId, 'dishonour-reader', 'ReadOnly');
    const reader = as(s.t.app, await login(s.t.app, 'dishonour-reader', FIXTURE_PASSWORD));
    expect((await dishonour(paid.id, 'No funds', reader)).statusCode).toBe(403);

    const other = await createTenant(s.t.database, 'DISHOTHER');
    const stranger = as(s.t.app, await login(s.t.app, other.username, FIXTURE_PASSWORD));
    const hidden = await dishonour(paid.id, 'No funds', stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().messages[0].message).toBe(texts.payments.paymentNotFound);
    expect((await dishonour(999_999)).statusCode).toBe(404);

    await s.t.database.db.update(payments).set({ status: 'PENDING' }).where(eq(payments.id, paid.id));
    const pending = await dishonour(paid.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().messages[0].message).toBe(texts.payments.notCleared('PENDING'));
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '0.00', summed: '0.00' });
    expect(await allocationsOf(paid.id)).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { texts, type RefundRecorded } from '@wattle/contract';
import { auditLog, paymentRefunds, refunds } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { unallocatedCredits } from '../../src/modules/payments/payments.repository';
import { as, login } from '../helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer } from '../search-fixtures';
import { issuedInvoice } from './payments-fixtures';
import { balances, feeOn, ledgerOf, ledgerSuite, payIn, residents } from './ledger-fixtures';

const s = ledgerSuite();

const customer = residents(s, 'REFUND');
const pay = (c: CreatedCustomer, amount: string) => payIn(s, c, amount, { method: 'EFT', reference: 'IN' });
const refund = (c: CreatedCustomer, amount: string, caller = s.call) =>
  caller({ method: 'POST', url: `/api/customers/${c.customerId}/refunds`, payload: { amount, method: 'EFT', reference: 'OUT-1' } });
const refundsOf = (c: CreatedCustomer) => s.t.database.db.select().from(refunds).where(eq(refunds.customerAccountId, c.accountId));
const creditsOf = (c: CreatedCustomer) => withScope(s.t.database.db, s.scope, (tx) => unallocatedCredits(tx, c.accountId));

describe('POST /customers/{customerId}/refunds', () => {
  it('pays back a credit, oldest payment first, and that money is never refunded or allocated again', async () => {
    const c = await customer('Refund Credit');
    await issuedInvoice(s.t, s.scope, c.accountId, '100.00', s.day(-20));
    const first = await pay(c, '130.00');
    const second = await pay(c, '20.00');
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '-50.00', summed: '-50.00' });

    const res = await refund(c, '40.00');
    expect(res.statusCode, res.body).toBe(200);
    const recorded = res.json<RefundRecorded>();
    // 30.00 left of the first payment, then 10.00 of the second.
    expect(recorded).toEqual({
      id: recorded.id,
      amount: '40.00',
      payments: [
        { paymentId: first.id, amount: '30.00' },
        { paymentId: second.id, amount: '10.00' },
      ],
      creditLeft: '10.00',
    });
    expect(
      await s.t.database.db
        .select({ paymentId: paymentRefunds.paymentId, amount: paymentRefunds.amount })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.refundId, recorded.id)),
    ).toEqual(recorded.payments);
    expect(await refundsOf(c)).toMatchObject([{ amount: '40.00', method: 'EFT', reference: 'OUT-1', refundDate: s.day(0) }]);
    expect((await ledgerOf(s.t, c.accountId)).at(-1)).toEqual({ type: 'REFUND', amount: '40.00' });
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '-10.00', summed: '-10.00' });
    expect(await creditsOf(c)).toEqual([{ paymentId: second.id, unallocated: '10.00' }]);
    const [audited] = await s.t.database.db.select().from(auditLog).where(eq(auditLog.event, 'refund.recorded'));
    expect(audited).toMatchObject({ entity: 'refund', entityId: String(recorded.id), username: 'admin' });

    // The 10.00 left is all there is: a cent more is refused, and writes nothing.
    const above = await refund(c, '10.01');
    expect(above.statusCode).toBe(409);
    expect(above.json()).toEqual({ isSuccess: false, messages: [{ message: texts.payments.refundAboveCredit('10.00'), messageType: 'Error' }] });
    expect(await refundsOf(c)).toHaveLength(1);
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '-10.00', summed: '-10.00' });

    expect((await refund(c, '10.00')).statusCode).toBe(200);
    expect(await creditsOf(c)).toEqual([]);
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '0.00', summed: '0.00' });
    expect((await refund(c, '0.01')).json()).toMatchObject({ messages: [{ message: texts.payments.refundAboveCredit('0.00') }] });
  });

  it('never pays back more than the credit balance, even when payment money is unallocated', async () => {
    const c = await customer('Refund Fee');
    await pay(c, '50.00');
    // A fee charged since: the payment's 50.00 is not allocated, but the account's credit is 35.00.
    await feeOn(s.t, s.scope, c.accountId, '15.00', s.day(0));
    const above = await refund(c, '35.01');
    expect(above.statusCode).toBe(409);
    expect(above.json().messages[0].message).toBe(texts.payments.refundAboveCredit('35.00'));
    expect(await refundsOf(c)).toEqual([]);
    expect((await refund(c, '35.00')).json<RefundRecorded>()).toMatchObject({ amount: '35.00', creditLeft: '0.00' });
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '0.00', summed: '0.00' });
  });

  it('refuses bad input, ReadOnly users and another company’s customer', async () => {
    const c = await customer('Refund Guard');
    await pay(c, '25.00');
    for (const body of [
      { amount: '0', method: 'EFT' },
      { amount: '5.001', method: 'EFT' },
      { amount: '5', method: 'CASH' },
      { amount: '5', method: 'EFT', extra: 1 },
    ]) {
      const res = await s.call({ method: 'POST', url: `/api/customers/${c.customerId}/refunds`, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, messages: [{ messageType: 'Error' }] });
    }
    await createUser(s.t.database, s.scope.companyId, 'refund-reader', 'ReadOnly');
    const reader = as(s.t.app, await login(s.t.app, 'refund-reader', FIXTURE_PASSWORD));
    expect((await refund(c, '5.00', reader)).statusCode).toBe(403);
    const other = await createTenant(s.t.database, 'REFUNDOTHER');
    const stranger = as(s.t.app, await login(s.t.app, other.username, FIXTURE_PASSWORD));
    const hidden = await refund(c, '5.00', stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().messages[0].message).toBe(texts.payments.customerNotFound);
    expect(await refundsOf(c)).toEqual([]);
    expect(await balances(s.t, c.accountId)).toEqual({ stored: '-25.00', summed: '-25.00' });
  });
});

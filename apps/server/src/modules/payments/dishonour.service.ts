import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { texts, type DishonourPayment, type PaymentDishonoured } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { payments, transactions } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { conflict, notFound } from '../../lib/errors';
import { takeNextCollectionStep } from '../collections/collection-path.service';
import { allocateAccount } from './allocation.service';
import { accountBalance } from './account-balance.repository';
import { dishonourFeeParameter, lockPaymentAndAccount, reverseAllocations } from './dishonour.repository';
import { settleStatuses } from './payments.repository';

/**
 * Dishonours a cleared payment (docs/payments.md "Dishonours"), all in one transaction: the payment
 * DISHONOURED, a DISHONOUR transaction of +amount, each allocation reversed by a negated row and
 * the invoices' statuses settled again, the account's other credits allocated to the invoices now
 * open, the dishonour fee (DISHONOUR_FEE) as a FEE transaction, the collection path's next step
 * and an audit row. A payment not CLEARED (dishonoured already, say) is refused with 409.
 */
export async function dishonourPayment(tx: Tx, paymentId: number, request: DishonourPayment, username: string): Promise<PaymentDishonoured> {
  const locked = await lockPaymentAndAccount(tx, paymentId);
  if (!locked) throw notFound(texts.payments.paymentNotFound);
  const { payment, customerId } = locked;
  if (payment.status !== 'CLEARED') throw conflict(texts.payments.notCleared(payment.status));
  const accountId = payment.customerAccountId;
  const today = await businessDate(tx);

  const reversed = await reverseAllocations(tx, paymentId, username);
  await tx
    .update(payments)
    .set({ status: 'DISHONOURED', updatedAt: sql`clock_timestamp()` })
    .where(eq(payments.id, paymentId));
  const entry = { customerAccountId: accountId, transactionDate: today, reference: payment.reference, paymentId, insertUser: username };
  await tx
    .insert(transactions)
    .values({ ...entry, transactionType: 'DISHONOUR', description: texts.payments.dishonoured(request.reason), amount: payment.amount });
  const fee = new Decimal((await dishonourFeeParameter(tx)) || 0).toFixed(2);
  if (new Decimal(fee).gt(0)) await tx.insert(transactions).values({ ...entry, transactionType: 'FEE', description: texts.payments.dishonourFee, amount: fee });
  await settleStatuses(
    tx,
    reversed.map((r) => r.invoiceId),
  );
  await allocateAccount(tx, accountId, username);
  const { step, creditStatus } = await takeNextCollectionStep(tx, accountId, customerId);

  await audit(tx, {
    event: 'payment.dishonoured',
    entity: 'payment',
    entityId: paymentId,
    username,
    oldValues: { status: payment.status },
    newValues: { status: 'DISHONOURED', reason: request.reason, accountId, amount: payment.amount, reversed, fee, collectionStep: step, creditStatus },
  });
  return { id: paymentId, reversed, fee, balance: await accountBalance(tx, accountId), collectionStep: step, creditStatus };
}

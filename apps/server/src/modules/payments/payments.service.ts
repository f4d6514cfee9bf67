import Decimal from 'decimal.js';
import { texts, type PaymentRecorded, type RecordPayment } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { allocateAccount } from './allocation.service';
import { insertPayment, lockMainAccount } from './payments.repository';

/**
 * Records a payment received for the customer's account (docs/payments.md): the payment, its credit
 * transaction, its allocations to the open invoices oldest due date first, and an audit row, all in
 * one transaction. What is not allocated stays a credit for the next issued invoice.
 */
export async function recordPayment(tx: Tx, customerId: number, request: Required<RecordPayment>, username: string): Promise<PaymentRecorded> {
  const accountId = await lockMainAccount(tx, customerId);
  if (accountId === null) throw notFound(texts.payments.customerNotFound);
  const amount = new Decimal(request.amount).toFixed(2);
  const id = await insertPayment(tx, {
    customerAccountId: accountId,
    amount,
    paymentDate: request.paymentDate,
    method: request.method,
    reference: request.reference || null,
    description: texts.payments.transaction(texts.payments.methods[request.method]),
    username,
  });
  const allocations = (await allocateAccount(tx, accountId, username))
    .filter((l) => l.paymentId === id)
    .map(({ invoiceId, invoiceNumber, amount }) => ({ invoiceId, invoiceNumber, amount }));
  const unallocated = allocations.reduce((left, a) => left.minus(a.amount), new Decimal(amount)).toFixed(2);
  await audit(tx, {
    event: 'payment.recorded',
    entity: 'payment',
    entityId: id,
    username,
    newValues: { ...request, accountId, amount, allocations, unallocated },
  });
  return { id, allocations, unallocated };
}

import Decimal from 'decimal.js';
import { texts, type RecordRefund, type RefundRecorded } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { conflict, notFound } from '../../lib/errors';
import { accountBalance } from './account-balance.repository';
import { lockMainAccount, unallocatedCredits } from './payments.repository';
import { refundableCredit, refundedParts } from './refund.rules';
import { insertRefund } from './refund.repository';

/**
 * Pays back the customer's credit (docs/payments.md "Refunds"), in one transaction: the refund, the
 * parts of its payments' unallocated money it uses up (oldest payment first, so that money is never
 * allocated or refunded again), a REFUND transaction of +amount and an audit row. More than the
 * credit is refused (409) and writes nothing.
 */
export async function recordRefund(tx: Tx, customerId: number, request: Required<RecordRefund>, username: string): Promise<RefundRecorded> {
  const accountId = await lockMainAccount(tx, customerId);
  if (accountId === null) throw notFound(texts.payments.customerNotFound);
  const amount = new Decimal(request.amount);
  const credits = await unallocatedCredits(tx, accountId);
  const credit = refundableCredit(await accountBalance(tx, accountId), credits);
  if (amount.gt(credit)) throw conflict(texts.payments.refundAboveCredit(credit.toFixed(2)));
  const parts = refundedParts(credits, amount);
  const id = await insertRefund(tx, {
    customerAccountId: accountId,
    amount: amount.toFixed(2),
    refundDate: await businessDate(tx),
    method: request.method,
    reference: request.reference || null,
    description: texts.payments.refunded(texts.payments.methods[request.method]),
    username,
    parts,
  });
  const recorded = { id, amount: amount.toFixed(2), payments: parts, creditLeft: credit.minus(amount).toFixed(2) };
  await audit(tx, { event: 'refund.recorded', entity: 'refund', entityId: id, username, newValues: { ...request, accountId, ...recorded } });
  return recorded;
}

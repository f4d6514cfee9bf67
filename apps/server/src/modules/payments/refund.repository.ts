import type { Tx } from '../../db/client';
import { paymentRefunds, refunds, transactions } from '../../db/schema/index';
import type { RefundedPart } from './refund.rules';

export interface NewRefund {
  customerAccountId: number;
  amount: string;
  refundDate: string;
  method: (typeof refunds.method.enumValues)[number];
  reference: string | null;
  description: string;
  username: string;
  parts: readonly RefundedPart[];
}

/** The refund, the payments' money it pays back, and its REFUND transaction (the account balance follows by trigger). */
export async function insertRefund(tx: Tx, refund: NewRefund): Promise<number> {
  const [row] = await tx
    .insert(refunds)
    .values({
      customerAccountId: refund.customerAccountId,
      refundDate: refund.refundDate,
      amount: refund.amount,
      method: refund.method,
      reference: refund.reference,
      insertUser: refund.username,
    })
    .returning({ id: refunds.id });
  await tx.insert(paymentRefunds).values(refund.parts.map((p) => ({ refundId: row!.id, paymentId: p.paymentId, amount: p.amount })));
  await tx.insert(transactions).values({
    customerAccountId: refund.customerAccountId,
    transactionDate: refund.refundDate,
    transactionType: 'REFUND',
    description: refund.description,
    reference: refund.reference,
    amount: refund.amount,
    insertUser: refund.username,
  });
  return row!.id;
}

import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { audit, type Actor } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { conflict, notFound } from '../../lib/errors';

/** Kinds reversed by their own process: an invoice by a credit note, a payment by a dishonour; a dishonour and a refund follow their payment's records. */
const NOT_REVERSIBLE = new Set(['INVOICE', 'PAYMENT', 'DISHONOUR', 'REFUND']);

/**
 * The Transactions page's Reverse (docs/payments.md): a transaction of the same type and the amount
 * negated, dated the business date, "Reversal of …", linked by `reversal_of_id`; the original is
 * never changed or deleted. Refused (409) for a reversal, a transaction already reversed, an
 * invoice's or credit note's transaction, and the kinds in NOT_REVERSIBLE. Audited.
 */
export async function reverseTransaction(tx: Tx, transactionId: number, actor: Actor): Promise<{ id: number; amount: string }> {
  const [original] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
  if (!original) throw notFound(texts.sections.rowNotFound);
  if (original.reversalOfId !== null) throw conflict(texts.ledger.isReversal);
  if (NOT_REVERSIBLE.has(original.transactionType)) throw conflict(texts.ledger.notReversible(original.transactionType));
  if (original.invoiceId !== null) throw conflict(texts.ledger.ofInvoice);
  const [already] = await tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.reversalOfId, transactionId));
  if (already) throw conflict(texts.ledger.alreadyReversed);
  const amount = new Decimal(original.amount).negated().toFixed(2);
  const [reversal] = await tx
    .insert(transactions)
    .values({
      customerAccountId: original.customerAccountId,
      transactionDate: await businessDate(tx),
      transactionType: original.transactionType,
      description: texts.ledger.reversal(original.description),
      reference: original.reference,
      amount,
      paymentId: original.paymentId,
      glAccountId: original.glAccountId,
      reasonCode: original.reasonCode,
      reversalOfId: original.id,
      insertUser: actor.username,
    })
    .returning({ id: transactions.id });
  await audit(tx, {
    event: 'transaction.reversed',
    entity: 'transaction',
    entityId: original.id,
    oldValues: { type: original.transactionType, amount: original.amount, description: original.description },
    newValues: { reversalId: reversal!.id, amount },
    ...actor,
  });
  return { id: reversal!.id, amount };
}

import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { directDebits, payments } from '../../../db/schema/index';
import { audit } from '../../../lib/audit';
import { businessDate } from '../../../lib/business-date';
import type { debitIntentSchema } from '../../integrations/payments/provider-event';
import { allocateAccount } from '../allocation.service';
import { dishonourPayment } from '../dishonour.service';
import { owedOf } from '../invoice-owed.repository';
import { insertPayment, settleStatuses } from '../payments.repository';

type DebitIntent = z.infer<typeof debitIntentSchema>;

/** The debit the event names (metadata `debit_id`), locked; null when this company has none. */
async function lockDebit(tx: Tx, intent: DebitIntent) {
  const [debit] = await tx.select().from(directDebits).where(eq(directDebits.id, intent.metadata.debit_id)).for('update');
  return debit ?? null;
}

/**
 * `payment_intent.succeeded` (docs/payments.md "Direct debit", the state machine): a debit PENDING
 * or SUBMITTED becomes COLLECTED with a DIRECT_DEBIT payment of what was collected, allocated to
 * its invoice first (what is left as any payment). Any other state: nothing (told twice, or a
 * failure came first).
 */
export async function debitCollected(tx: Tx, intent: DebitIntent, username: string) {
  const debit = await lockDebit(tx, intent);
  if (!debit || (debit.status !== 'PENDING' && debit.status !== 'SUBMITTED')) return;
  await tx.execute(sql`select id from customer_accounts where id = ${debit.customerAccountId} for update`);
  const amount = new Decimal(intent.amount).dividedBy(100).toFixed(2);
  const paymentId = await insertPayment(tx, {
    customerAccountId: debit.customerAccountId,
    amount,
    paymentDate: await businessDate(tx),
    method: 'DIRECT_DEBIT',
    reference: intent.id,
    description: texts.providerPayments.directDebitTransaction,
    username,
  });
  await tx.execute(sql`insert into payment_allocations (payment_id, invoice_id, amount, insert_user)
    select ${paymentId}, i.id, least(${amount}::numeric, ${owedOf('i')}), ${username} from invoices i
    where i.id = ${debit.invoiceId} and i.status in ('ISSUED', 'PART_PAID', 'OVERDUE') and ${owedOf('i')} > 0`);
  await settleStatuses(tx, [debit.invoiceId]);
  await allocateAccount(tx, debit.customerAccountId, username);
  await tx
    .update(directDebits)
    .set({ status: 'COLLECTED', paymentId, providerPaymentId: intent.id, updatedAt: sql`now()` })
    .where(eq(directDebits.id, debit.id));
  await audit(tx, {
    event: 'direct-debit.collected',
    entity: 'direct_debit',
    entityId: debit.id,
    username,
    oldValues: { status: debit.status },
    newValues: { status: 'COLLECTED', paymentId, providerPaymentId: intent.id, invoiceId: debit.invoiceId, amount },
  });
}

/**
 * `payment_intent.payment_failed`: a debit PENDING or SUBMITTED becomes FAILED (no payment was
 * written); a COLLECTED one is DISHONOURED, its payment dishonoured as the bank returned it (fee and
 * collection step included). FAILED or DISHONOURED already: nothing.
 */
export async function debitFailed(tx: Tx, intent: DebitIntent, username: string) {
  const debit = await lockDebit(tx, intent);
  if (!debit || debit.status === 'FAILED' || debit.status === 'DISHONOURED') return;
  const reason = intent.last_payment_error?.message ?? intent.last_payment_error?.code ?? 'failed';
  const collected = debit.status === 'COLLECTED' && debit.paymentId !== null ? debit.paymentId : null;
  if (collected !== null) {
    const [payment] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, collected));
    if (payment?.status === 'CLEARED') await dishonourPayment(tx, collected, { reason: texts.providerPayments.directDebitFailed(reason) }, username);
  }
  const status = collected !== null ? 'DISHONOURED' : 'FAILED';
  await tx
    .update(directDebits)
    .set({ status, failureReason: reason, providerPaymentId: intent.id, updatedAt: sql`now()` })
    .where(eq(directDebits.id, debit.id));
  await audit(tx, {
    event: `direct-debit.${status.toLowerCase()}`,
    entity: 'direct_debit',
    entityId: debit.id,
    username,
    oldValues: { status: debit.status },
    newValues: { status, reason, providerPaymentId: intent.id },
  });
}

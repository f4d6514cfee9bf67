import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';
import { cardPayments } from '../../../db/schema/index';
import { audit } from '../../../lib/audit';
import { businessDate } from '../../../lib/business-date';
import { badRequest } from '../../../lib/errors';
import type { checkoutSessionSchema } from '../../integrations/payments/provider-event';
import { allocateAccount } from '../allocation.service';
import { insertPayment } from '../payments.repository';
import type { z } from 'zod';

type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/**
 * A paid checkout session (`checkout.session.completed`) becomes a CARD payment on the account its
 * metadata names, referenced by the provider's payment id, allocated as any payment is. The
 * provider's payment id is unique (card_payments), and the account is locked first, so the payment
 * is written once however often, and by however many events, it is told.
 */
export async function recordCardPayment(tx: Tx, platformName: string, session: CheckoutSession, username: string) {
  if (session.payment_status !== 'paid') return;
  const accountId = session.metadata.account_id;
  const [account] = await sqlRows<{ id: number }>(tx, sql`select id from customer_accounts where id = ${accountId} for update`);
  if (!account) throw badRequest(texts.payments.customerNotFound);
  const providerPaymentId = session.payment_intent;
  const [known] = await tx
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(and(eq(cardPayments.platformName, platformName), eq(cardPayments.providerPaymentId, providerPaymentId)));
  if (known) return;
  const amount = new Decimal(session.amount_total).dividedBy(100).toFixed(2);
  const paymentId = await insertPayment(tx, {
    customerAccountId: accountId,
    amount,
    paymentDate: await businessDate(tx),
    method: 'CARD',
    reference: providerPaymentId,
    description: texts.providerPayments.cardTransaction,
    username,
  });
  await tx.insert(cardPayments).values({ customerAccountId: accountId, platformName, checkoutSessionId: session.id, providerPaymentId, amount, paymentId });
  const allocations = await allocateAccount(tx, accountId, username);
  await audit(tx, {
    event: 'payment.card',
    entity: 'payment',
    entityId: paymentId,
    username,
    newValues: { platformName, checkoutSessionId: session.id, providerPaymentId, accountId, amount, allocations },
  });
}

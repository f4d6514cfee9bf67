import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { CARD_PAYMENT_PLATFORMS, customerReturnPath, texts, type CardCheckout, type Dataset } from '@wattle/contract';
import { sqlRows } from '../../../db/sql-rows';
import type { Scoped } from '../../../lib/batches';
import { conflict, notFound } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secrets';
import { fromPaymentProvider } from '../../integrations/payments/payment-provider';
import { connectedPaymentPlatform, providerOrRefuse, type PaymentProviderFor } from '../../integrations/payments/payment-provider-access';
import { METADATA } from '../../integrations/payments/provider-event';

const t = texts.providerPayments;

export interface CardCheckoutDeps {
  box: SecretBox;
  providers: PaymentProviderFor | null;
  publicUrl: string;
}

/**
 * The Card Payment action (CC_PAYMENT, docs/payments.md "Card payments"): a checkout session at the
 * first connected card provider for the customer's main account and its balance, the account and
 * the company in its metadata; answers the hosted payment page. Nothing is written here: the
 * provider's signed webhook records the payment. The provider is asked outside any transaction.
 */
export async function cardCheckout(
  scoped: Scoped,
  deps: CardCheckoutDeps,
  scope: { companyId: number; dataset: Dataset },
  customerId: number,
): Promise<CardCheckout> {
  const { account, card } = await scoped(async (tx) => {
    const [row] = await sqlRows<{ id: number; accountNumber: string; balance: string }>(
      tx,
      sql`select id, account_number as "accountNumber", balance::text as balance from customer_accounts where customer_id = ${customerId} order by id limit 1`,
    );
    return { account: row, card: await connectedPaymentPlatform(tx, deps.box, CARD_PAYMENT_PLATFORMS) };
  });
  if (!account) throw notFound(texts.payments.customerNotFound);
  if (!card) throw conflict(t.cardNotConnected);
  const amount = new Decimal(account.balance);
  if (amount.lte(0)) throw conflict(t.nothingOwing(amount.toFixed(2)));
  const provider = await providerOrRefuse(deps.providers)(card.secretKey);
  const back = new URL(customerReturnPath(customerId), deps.publicUrl).toString();
  const session = await fromPaymentProvider(() =>
    provider.createCheckoutSession({
      amount: amount.toFixed(2),
      description: t.checkoutItem(account.accountNumber),
      successUrl: back,
      cancelUrl: back,
      metadata: { [METADATA.company]: String(scope.companyId), [METADATA.dataset]: scope.dataset, [METADATA.account]: String(account.id) },
      idempotencyKey: randomUUID(),
    }),
  );
  return { url: session.url, amount: amount.toFixed(2), platformName: card.platformName };
}

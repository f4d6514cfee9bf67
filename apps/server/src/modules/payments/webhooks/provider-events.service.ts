import { sql } from 'drizzle-orm';
import { texts, type PaymentPlatform } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';
import { badRequest } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secrets';
import { connectedPaymentPlatform } from '../../integrations/payments/payment-provider-access';
import { checkoutSessionSchema, debitIntentSchema, type ProviderEvent } from '../../integrations/payments/provider-event';
import { signatureMatches, webhookSecretOf } from '../../integrations/payments/webhook-signature';
import { recordCardPayment } from '../cards/card-payment.service';
import { debitCollected, debitFailed } from '../direct-debit/direct-debit-outcome.service';

export interface SignedEvent {
  platform: PaymentPlatform;
  raw: string;
  signature: string | undefined;
  event: ProviderEvent;
}

/** Whether the event was new (taken) or delivered before (nothing changed). */
type Outcome = 'taken' | 'duplicate';

/** Records the event's id once per platform; false when it was taken before. */
async function firstDelivery(tx: Tx, platform: string, event: ProviderEvent): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`insert into payment_provider_events (platform_name, event_id, event_type, provider_payment_id, created_at_provider)
      values (${platform}, ${event.id}, ${event.type}, ${event.data.object.id}, ${event.created})
      on conflict do nothing returning id`,
  );
  return rows.length > 0;
}

function parsed<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(texts.providerPayments.notAnEvent);
  return result.data;
}

/**
 * A provider's webhook in the scope's company (docs/payments.md "Card payments", "Direct debit"),
 * in one transaction: the signature checked against the company's secret for the platform (not
 * connected, or not matching: 400, nothing written); the event id recorded, so a second delivery
 * changes nothing; then what the event says: a paid checkout session becomes a card payment, a
 * debit collected a payment, a debit failed a failed debit or a dishonour. Other events are only
 * recorded.
 */
export async function takeProviderEvent(tx: Tx, box: SecretBox, signed: SignedEvent): Promise<Outcome> {
  const { platform, event } = signed;
  const connected = await connectedPaymentPlatform(tx, box, [platform]);
  if (!connected || !signatureMatches(signed.signature, signed.raw, webhookSecretOf(connected.secretKey)))
    throw badRequest(texts.providerPayments.badSignature);
  if (!(await firstDelivery(tx, platform, event))) return 'duplicate';
  const username = `${platform} webhook`;
  const object = event.data.object;
  if (event.type === 'checkout.session.completed') await recordCardPayment(tx, platform, parsed(checkoutSessionSchema, object), username);
  else if (event.type === 'payment_intent.succeeded' && debitIntentSchema.safeParse(object).success)
    await debitCollected(tx, parsed(debitIntentSchema, object), username);
  else if (event.type === 'payment_intent.payment_failed' && debitIntentSchema.safeParse(object).success)
    await debitFailed(tx, parsed(debitIntentSchema, object), username);
  return 'taken';
}

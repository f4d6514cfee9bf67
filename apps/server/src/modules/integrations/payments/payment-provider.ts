import { AppError } from '../../../lib/errors';

/** A payment provider's API as Wattle uses it (docs/payments.md "Card payments", "Direct debit"). */
export interface PaymentProvider {
  /** Refuses (KeysRefused with the provider's words) keys the provider does not accept. */
  checkCredentials(): Promise<void>;
  /** A hosted payment page for one amount; `metadata` comes back in the provider's events. */
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** A customer at the provider with the bank account as its direct-debit payment method. */
  createMandate(request: MandateRequest): Promise<{ customerId: string; paymentMethodId: string }>;
  /** Asks the provider to debit a mandate; the outcome comes later by webhook. The same key never debits twice. */
  collect(request: DebitRequest): Promise<{ id: string; status: string }>;
}

interface CheckoutRequest {
  /** Decimal text, e.g. '123.45'. */
  amount: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

interface MandateRequest {
  accountName: string;
  bsb: string;
  accountNumber: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

interface DebitRequest {
  amount: string;
  customerId: string;
  paymentMethodId: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** The provider failed (after retries) or answered what Wattle cannot use: the message is shown to the user. */
export class PaymentProviderError extends Error {}

/** The provider does not accept the keys: the message carries its words. */
export class KeysRefused extends PaymentProviderError {}

/** The provider declined this request (a 4xx): sending it again would change nothing. */
export class RequestDeclined extends PaymentProviderError {}

/** A provider failure is a 502 in the message envelope, refused keys or a declined request a 400. */
export async function fromPaymentProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError(error instanceof KeysRefused || error instanceof RequestDeclined ? 400 : 502, error.message);
    throw error;
  }
}

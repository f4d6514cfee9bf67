import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customerAccount';
import { providerPayments } from '../texts/providerPayments';

/** The Add-ons cards that take card payments (the Card Payment action uses the first connected). */
export const CARD_PAYMENT_PLATFORMS = ['cardpay', 'cardpaycounters'] as const;
/** The Add-ons cards that collect direct debits (the direct-debit run uses the first connected). */
export const DIRECT_DEBIT_PLATFORMS = ['directdebit', 'directdebitlite'] as const;
/** Every payment card whose keys are tried at the provider when it is connected. */
export const PAYMENT_PLATFORMS = [...CARD_PAYMENT_PLATFORMS, ...DIRECT_DEBIT_PLATFORMS, 'bankpay'] as const;
export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];

export const isPaymentPlatform = (name: string): name is PaymentPlatform => (PAYMENT_PLATFORMS as readonly string[]).includes(name);

/** POST /api/customers/{customerId}/card-payments: the provider's hosted payment page for the account's balance. */
export const cardCheckoutSchema = z.object({ url: z.url(), amount: z.string(), platformName: z.string() });
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;

/** The Australian BSB (six digits, a dash allowed after the third) and the bank account number. */
export const bsbNumber = z
  .string()
  .trim()
  .regex(/^\d{3}-?\d{3}$/, providerPayments.bsbInvalid)
  .transform((bsb) => bsb.replace('-', ''));
export const bankAccountNumber = z
  .string()
  .trim()
  .regex(/^\d{5,9}$/, providerPayments.accountNumberInvalid);

/** A BSB as people write it: 062-000. */
export const formatBsb = (bsb: string) => (/^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb);

/** PUT /api/customers/{customerId}/direct-debit-mandate: the bank account the customer authorised to be debited. */
export const directDebitMandateSchema = z
  .object({ accountName: z.string().trim().min(1, providerPayments.accountNameRequired).max(100), bsb: bsbNumber, accountNumber: bankAccountNumber })
  .strict();
export type DirectDebitMandateRequest = z.input<typeof directDebitMandateSchema>;

/** A mandate as shown: the provider's tokens and the bank account's last digits only. */
export const directDebitMandateViewSchema = z.object({
  id: z.number().int(),
  platformName: z.string(),
  accountName: z.string(),
  bsb: z.string(),
  accountNumberLast4: z.string(),
  status: z.enum(['ACTIVE', 'CANCELLED']),
});
export type DirectDebitMandateView = z.infer<typeof directDebitMandateViewSchema>;

export const webhookParams = z.object({ platform: z.string().min(1).max(40) });

const tags = ['payments'];

/** Card payments and direct debits through the connected payment provider (docs/payments.md "Card payments", "Direct debit"). */
export const providerPaymentsEndpoints = {
  cardCheckout: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/card-payments',
    params: customerIdParams,
    response: cardCheckoutSchema,
    errors: [403, 404, 409, 502],
    tags,
    summary: "A checkout session at the connected card provider for the customer's balance: its hosted payment page",
  }),
  mandate: defineEndpoint({
    method: 'PUT',
    path: '/customers/:customerId/direct-debit-mandate',
    params: customerIdParams,
    body: directDebitMandateSchema,
    response: directDebitMandateViewSchema,
    errors: [400, 403, 404, 409, 502],
    tags,
    summary: "The customer's direct-debit mandate, set up at the connected direct-debit provider; the account then pays by direct debit",
  }),
  /** Public: the provider calls it, signed (`Stripe-Signature`); the body is the provider's event, read after the signature is checked. */
  webhook: defineEndpoint({
    method: 'POST',
    path: '/payments/webhooks/:platform',
    params: webhookParams,
    response: z.object({ received: z.literal(true) }),
    errors: [400, 404],
    tags,
    summary: "The payment provider's signed events: card payments and direct debits collected or failed",
  }),
};

/** Where the provider's hosted page sends the browser back: the legacy jump link to the customer (spec 1 §2.1), which opens their page. */
export const customerReturnPath = (customerId: number) => `/_Dynamic/GoTo?searchId=${customerId}&searchType=CUSTOMER`;

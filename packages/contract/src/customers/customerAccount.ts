import { z } from 'zod';
import { textId } from '../ids';

export const customerIdParams = z.object({ customerId: textId });

/**
 * GET /api/customers/{customerId}/account (spec 3 §3 Customer account: accountNumber, brandCode),
 * with what the my-account and card-payment links need besides.
 */
export const customerAccountResponseSchema = z.object({
  customerId: z.number().int(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  /** The BPAY customer reference on its bills and statements, which payment files carry (null when the account number has no digits). */
  paymentReference: z.string().nullable(),
  brandCode: z.string().nullable(),
  customerTypeCode: z.string(),
  primaryPartyId: z.number().int().nullable(),
  /** The account balance, a decimal string. */
  totalBalance: z.string(),
});
export type CustomerAccount = z.infer<typeof customerAccountResponseSchema>;

/** GET /api/customers/{customerId}/summary (spec 3 §2.4, §3 Summary). */
export const summaryItemSchema = z.object({ name: z.string(), value: z.string() });
export const summaryStatusSchema = z.object({ name: z.string(), colour: z.string() });
export const summaryNoteSchema = z.object({ note: z.string(), insertUser: z.string(), insertDateTime: z.string(), isPinned: z.boolean() });
export const customerSummaryResponseSchema = z.object({
  accountName: z.string(),
  displayCustomerNumber: z.string(),
  customerTypeCode: z.string(),
  items: z.array(summaryItemSchema),
  notes: z.array(summaryNoteSchema),
  statuses: z.array(summaryStatusSchema),
  alertText: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummaryResponseSchema>;

/** GET /api/system-config/{brandCode}/my-account-url: the customer portal's address for a brand. */
export const brandCodeParams = z.object({ brandCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });
export const myAccountUrlResponseSchema = z.string();

/** GET /api/contacts/{partyId}/my-account-token (spec 3 §7). */
export const partyIdParams = z.object({ partyId: textId });
export const myAccountTokenResponseSchema = z.object({ resultCode: z.string(), resultMessage: z.string(), token: z.string().nullable() });
export type MyAccountToken = z.infer<typeof myAccountTokenResponseSchema>;

/** Query name of the my-account link's one-off token. */
export const MY_ACCOUNT_QUERY = { token: 'token' } as const;

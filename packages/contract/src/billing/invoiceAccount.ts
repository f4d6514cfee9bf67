import { z } from 'zod';

/** How a customer account pays (customer_accounts.payment_method). */
export const ACCOUNT_PAYMENT_METHOD_LIST = ['BPAY', 'DIRECT_DEBIT', 'CARD', 'EFT', 'CHEQUE', 'CASH'] as const;
export type AccountPaymentMethod = (typeof ACCOUNT_PAYMENT_METHOD_LIST)[number];

/**
 * Where an invoice leaves its account (docs/payments.md "Bills, statements and the Transactions
 * page"): the balance as at the previous invoice, the payments received since (a positive amount),
 * every other charge or credit since (fees, adjustments, credit notes, dishonours; signed), this
 * invoice's total and the total now due, which is their sum: the account's balance once this
 * invoice is posted. Decimal text, exact.
 */
export const invoiceAccountFiguresSchema = z.object({
  previousBalance: z.string(),
  paymentsReceived: z.string(),
  otherChargesAndCredits: z.string(),
  thisInvoice: z.string(),
  totalNowDue: z.string(),
});
export type InvoiceAccountFigures = z.infer<typeof invoiceAccountFiguresSchema>;

/** The figures with the account's payment reference (BPAY) and its own payment method. */
export const invoiceAccountSchema = invoiceAccountFiguresSchema.extend({
  paymentReference: z.string().nullable(),
  paymentMethod: z.enum(ACCOUNT_PAYMENT_METHOD_LIST),
});
export type InvoiceAccount = z.infer<typeof invoiceAccountSchema>;

import { z } from 'zod';
import { calendarDay } from '../billing/billRuns';
import { payments } from '../texts/payments';

/** How a payment may be recorded by hand (Add Payment); files, direct debit and card payments write their own. */
export const PAYMENT_METHOD_LIST = ['BPAY', 'CARD', 'DIRECT_DEBIT', 'EFT', 'CHEQUE', 'CASH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_LIST)[number];

/** A positive amount of money with at most two decimals, as text (never a float). */
export const paymentAmount = z
  .string()
  .trim()
  .regex(/^(?=.*[1-9])\d{1,10}(\.\d{1,2})?$/, payments.amountPositive);

/** POST /api/customers/{customerId}/payments. */
export const recordPaymentSchema = z
  .object({
    amount: paymentAmount,
    paymentDate: calendarDay,
    method: z.enum(PAYMENT_METHOD_LIST),
    reference: z.string().trim().max(50).default(''),
  })
  .strict();
export type RecordPayment = z.input<typeof recordPaymentSchema>;

export const allocationSchema = z.object({ invoiceId: z.number().int(), invoiceNumber: z.string(), amount: z.string() });
export type Allocation = z.infer<typeof allocationSchema>;

/** What a payment paid: the invoices, oldest due date first, and the credit left over. */
export const paymentRecordedSchema = z.object({ id: z.number().int(), allocations: z.array(allocationSchema), unallocated: z.string() });
export type PaymentRecorded = z.infer<typeof paymentRecordedSchema>;

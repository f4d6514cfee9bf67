import { z } from 'zod';
import { paymentAmount } from './payment';

/** How a credit may be paid back. */
export const REFUND_METHOD_LIST = ['EFT', 'CHEQUE', 'CARD'] as const;
export type RefundMethod = (typeof REFUND_METHOD_LIST)[number];

/** POST /api/customers/{customerId}/refunds. */
export const recordRefundSchema = z
  .object({
    amount: paymentAmount,
    method: z.enum(REFUND_METHOD_LIST),
    reference: z.string().trim().max(50).default(''),
  })
  .strict();
export type RecordRefund = z.input<typeof recordRefundSchema>;

/** What a refund paid back: of which payments' unallocated money, and the credit left. */
export const refundRecordedSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  payments: z.array(z.object({ paymentId: z.number().int(), amount: z.string() })),
  creditLeft: z.string(),
});
export type RefundRecorded = z.infer<typeof refundRecordedSchema>;

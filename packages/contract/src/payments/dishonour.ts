import { z } from 'zod';
import { textId } from '../ids';
import { payments } from '../texts/payments';
import { allocationSchema } from './payment';

export const paymentIdParams = z.object({ id: textId });

/** POST /api/payments/{id}/dishonour: why the bank returned the payment. */
export const dishonourPaymentSchema = z.object({ reason: z.string().trim().min(1, payments.reasonRequired).max(200) }).strict();
export type DishonourPayment = z.infer<typeof dishonourPaymentSchema>;

/**
 * What a dishonour undid and what followed: the allocations reversed (each invoice and the amount
 * it owes again), the dishonour fee charged ('0.00' when the company charges none), the account's
 * balance after, the collection step taken (null when none) and the account's credit status.
 */
export const paymentDishonouredSchema = z.object({
  id: z.number().int(),
  reversed: z.array(allocationSchema),
  fee: z.string(),
  balance: z.string(),
  collectionStep: z.string().nullable(),
  creditStatus: z.string(),
});
export type PaymentDishonoured = z.infer<typeof paymentDishonouredSchema>;

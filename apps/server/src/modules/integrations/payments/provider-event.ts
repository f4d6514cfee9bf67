import { z } from 'zod';
import { DATASETS } from '@wattle/contract';

/** What Wattle writes in the metadata of everything it creates at the provider, and reads back from its events. */
export const METADATA = { company: 'wattle_company', dataset: 'wattle_dataset', account: 'account_id', debit: 'debit_id' } as const;

const metadata = z.record(z.string(), z.string());

/** A provider event (Stripe's Event object): its id, type, creation time and the object it is about. */
export const providerEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({ object: z.object({ id: z.string().min(1).max(255), metadata: metadata.default({}) }).loose() }),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

/** The company and dataset an event's object was created for (the signature is checked with that company's secret). */
export const eventScopeSchema = z.object({
  [METADATA.company]: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
  [METADATA.dataset]: z.enum(DATASETS),
});

/** `checkout.session.completed`: a hosted page paid. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  amount_total: z.number().int().positive(),
  payment_intent: z.string().min(1),
  payment_status: z.string(),
  metadata: z.object({
    [METADATA.account]: z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  }),
});

/** `payment_intent.succeeded` / `payment_intent.payment_failed` of a direct debit. */
export const debitIntentSchema = z.object({
  id: z.string(),
  amount: z.number().int().positive(),
  metadata: z.object({
    [METADATA.debit]: z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  }),
  last_payment_error: z.object({ code: z.string().optional(), message: z.string().max(500) }).nullish(),
});

import { z } from 'zod';

/** The Mail Room card's platform name (spec 1 §3: the mail-and-post provider). */
export const MAILHOUSE_PLATFORM = 'mailroom';
/** The query the callback lands with on /integration: `success` or `failed`. */
export const MAILHOUSE_CONNECTION_STATUS = 'mailroomConnectionStatus';

/** Letters claimed per short transaction by the submission job. */
export const MAILHOUSE_SEND_BATCH = 20;
/** Attempts while the mail house is down, then the letter is FAILED with the reason. */
export const MAILHOUSE_MAX_ATTEMPTS = 5;
/** The Posted Mail queue keeps showing a mail-house letter this many days after its last tracking event. */
export const MAILHOUSE_OUTCOMES_SHOWN_DAYS = 7;

/**
 * The mail house's tracking events (Lob's letter event types, https://docs.lob.com "Events"),
 * in the order a letter goes through them. `letter.returned_to_sender` ends a letter as
 * `letter.delivered` does.
 */
export const LETTER_EVENT_TYPES = [
  'letter.created',
  'letter.rendered_pdf',
  'letter.mailed',
  'letter.in_transit',
  'letter.processed_for_delivery',
  'letter.delivered',
  'letter.returned_to_sender',
] as const;
export type LetterEventType = (typeof LETTER_EVENT_TYPES)[number];

/** The company and dataset a tracking event is for: Wattle puts them in the webhook address it registers. */
export const mailWebhookParams = z.object({ platform: z.string().min(1).max(40) });
export const mailWebhookQuery = z.object({ company: z.coerce.number().int().positive(), dataset: z.enum(['live', 'demo']) });

import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LETTER_EVENT_TYPES, texts, type LetterEventType } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { postedMailItems } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import { connectedMailhouse } from '../integrations/mailhouse/mailhouse-access';
import { lobSignatureMatches } from '../integrations/mailhouse/lob-signature';
import { letterByProviderId } from './posted-mail.repository';

/** A tracking event as the mail house posts it (Lob's event object; its `body` is the letter, with Wattle's metadata). */
const eventSchema = z.object({
  id: z.string().min(1),
  reference_id: z.string().min(1),
  date_created: z.iso.datetime({ offset: true }).optional(),
  event_type: z.object({ id: z.string() }),
  body: z.object({ id: z.string().optional(), metadata: z.record(z.string(), z.unknown()).optional() }).optional(),
});

export interface SignedEvent {
  raw: string;
  signature: string | undefined;
  timestamp: string | undefined;
}

type Status = (typeof postedMailItems.$inferSelect)['status'];

/** What each tracking event makes of a letter; events not listed (or unknown) are recorded by nothing. */
const STATUS_OF: Record<LetterEventType, Status> = {
  'letter.created': 'SUBMITTED',
  'letter.rendered_pdf': 'SUBMITTED',
  'letter.mailed': 'POSTED',
  'letter.in_transit': 'IN_TRANSIT',
  'letter.processed_for_delivery': 'IN_TRANSIT',
  'letter.delivered': 'DELIVERED',
  'letter.returned_to_sender': 'RETURNED',
};

/** How far along an event is: a letter only moves forward, so duplicates and late events change nothing. */
const rankOf = (event: string | null) => (event ? Math.min(LETTER_EVENT_TYPES.indexOf(event as LetterEventType), 5) : -1);

const isLetterEvent = (type: string): type is LetterEventType => (LETTER_EVENT_TYPES as readonly string[]).includes(type);

/**
 * A tracking event in the scope's company, in one transaction: the signature checked with the
 * secret of the company's mail-house webhook (not connected, missing or not matching: a 401,
 * nothing written); the letter found by the mail house's id, or by Wattle's id in its metadata
 * (an event may overtake the submission's answer); moved forward only — a duplicate, or an event
 * older than the letter's last, changes nothing. Answers whether it changed the letter.
 */
export async function takeMailEvent(tx: Tx, box: SecretBox, signed: SignedEvent): Promise<'changed' | 'unchanged'> {
  const connection = await connectedMailhouse(tx, box);
  if (!connection || !lobSignatureMatches(signed.signature, signed.timestamp, connection.webhookSecret, signed.raw)) {
    throw new AppError(401, texts.mailhouse.badSignature);
  }
  let parsed: z.ZodSafeParseResult<z.infer<typeof eventSchema>>;
  try {
    parsed = eventSchema.safeParse(JSON.parse(signed.raw));
  } catch {
    throw badRequest(texts.mailhouse.notAnEvent);
  }
  if (!parsed.success) throw badRequest(texts.mailhouse.notAnEvent);
  const event = parsed.data;
  const type = event.event_type.id;
  if (!isLetterEvent(type)) return 'unchanged';
  const itemId = Number(event.body?.metadata?.wattle_item);
  const letter =
    (await letterByProviderId(tx, event.reference_id)) ??
    (Number.isSafeInteger(itemId) && itemId > 0 ? (await tx.select().from(postedMailItems).where(eq(postedMailItems.id, itemId)).for('update'))[0] : undefined);
  if (!letter || (letter.providerLetterId && letter.providerLetterId !== event.reference_id)) return 'unchanged';
  if (rankOf(type) <= rankOf(letter.trackingEvent)) return 'unchanged';
  const at = (event.date_created ? new Date(event.date_created) : new Date()).toISOString();
  const status = STATUS_OF[type];
  await tx
    .update(postedMailItems)
    .set({
      status,
      providerLetterId: event.reference_id,
      trackingEvent: type,
      trackingAt: at,
      errorMessage: status === 'RETURNED' ? texts.mailhouse.returnedToSender : null,
      ...(status === 'POSTED' || (rankOf(type) > rankOf('letter.mailed') && !letter.postedAt) ? { postedAt: at } : {}),
      ...(status === 'DELIVERED' ? { deliveredAt: at } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(postedMailItems.id, letter.id));
  return 'changed';
}

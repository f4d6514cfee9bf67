import { and, eq, lt, sql } from 'drizzle-orm';
import { EMAIL_WEBHOOK_MAX_AGE_SECONDS, emailEventSchema, texts, type EmailEvent } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { emailRequestErrors, emailRequests, emailSuppressions, emailWebhookEvents } from '../../db/schema/index';
import { withScope } from '../../db/tenancy';
import { badRequest, unauthorized } from '../../lib/errors';
import { emailWebhookSignatureMatches } from '../integrations/email/mailgun-signature';
import { scopeOfMessageId } from '../integrations/email/message-id';

/** What an event did: `changed`, or `unchanged` (a duplicate, not one of Wattle's emails, out of order, or nothing to do). */
type Outcome = 'changed' | 'unchanged';

type EmailRequest = typeof emailRequests.$inferSelect;
type EventData = EmailEvent['event-data'];

/** Taken events are kept this long: longer than the provider retries an event (Mailgun: about 8 hours). */
const KEEP_EVENTS = sql`interval '2 days'`;

/** Statuses a delivery event may still move: sent (or being sent: the event may overtake the send's answer). */
const IN_FLIGHT: readonly EmailRequest['requestStatus'][] = ['QUEUED', 'SENT'];

/** The signature checked (key, match, age) before anything is read: a refusal is a 401 and writes nothing. */
function verify(signingKey: string | null, event: EmailEvent, nowMs: number) {
  if (!signingKey) throw unauthorized(texts.email.noSigningKey);
  const { timestamp, token, signature } = event.signature;
  if (!emailWebhookSignatureMatches(signingKey, timestamp, token, signature)) throw unauthorized(texts.email.badSignature);
  const age = nowMs / 1000 - Number(timestamp);
  if (!Number.isFinite(age) || Math.abs(age) > EMAIL_WEBHOOK_MAX_AGE_SECONDS) throw unauthorized(texts.email.staleSignature);
}

/**
 * One delivery event of the email provider (Mailgun's webhook body): the signature verified; the
 * request found by the Message-ID Wattle gave it, in the company and dataset that id names; the
 * event taken once (by its id, and its signature's token once). Then, in one transaction:
 * - `delivered`: a sent request becomes DELIVERED;
 * - `failed` with severity `permanent` (a bounce): the request becomes BOUNCED (listed as
 *   undelivered) with the provider's reason, an error row, and the address goes on the blocked list;
 * - `complained`: the same, as a complaint, even after delivery;
 * - `failed` with severity `temporary`: an error row only (the provider keeps trying);
 * - any other event, or a request already past the event: nothing.
 * A recipient other than the request's send-to address (a copy) is blocked without moving the request.
 */
export async function takeEmailEvent(db: Db, signingKey: string | null, body: unknown, nowMs = Date.now()): Promise<Outcome> {
  const parsed = emailEventSchema.safeParse(body);
  if (!parsed.success) throw badRequest(texts.email.notAnEvent);
  verify(signingKey, parsed.data, nowMs);
  const data = parsed.data['event-data'];
  const ours = scopeOfMessageId(data.message?.headers['message-id'] ?? '');
  if (!ours) return 'unchanged';
  return withScope(db, { companyId: ours.companyId, dataset: ours.dataset }, async (tx) => {
    await tx.delete(emailWebhookEvents).where(lt(emailWebhookEvents.receivedAt, sql`now() - ${KEEP_EVENTS}`));
    const taken = await tx
      .insert(emailWebhookEvents)
      .values({ eventId: data.id, token: parsed.data.signature.token, event: data.event })
      .onConflictDoNothing()
      .returning({ eventId: emailWebhookEvents.eventId });
    if (taken.length === 0) return 'unchanged';
    const [request] = await tx
      .select()
      .from(emailRequests)
      .where(and(eq(emailRequests.id, ours.requestId), eq(emailRequests.providerMessageId, ours.messageId)))
      .for('update');
    return request ? applyEvent(tx, request, data) : 'unchanged';
  });
}

async function applyEvent(tx: Tx, request: EmailRequest, data: EventData): Promise<Outcome> {
  const recipient = (data.recipient ?? request.sendTo).trim();
  const toSendTo = recipient.toLowerCase() === request.sendTo.trim().toLowerCase();
  const status = data['delivery-status'];
  const said = texts.email.providerSaid(status?.code, status?.message || status?.description || data.reason || data.event);
  if (data.event === 'delivered') {
    if (!toSendTo || !IN_FLIGHT.includes(request.requestStatus)) return 'unchanged';
    await tx
      .update(emailRequests)
      .set({ requestStatus: 'DELIVERED', deliveredAt: sql`now()`, sentAt: sql`coalesce(${emailRequests.sentAt}, now())`, updatedAt: sql`now()` })
      .where(eq(emailRequests.id, request.id));
    return 'changed';
  }
  if (data.event === 'failed' && data.severity === 'temporary') {
    if (!IN_FLIGHT.includes(request.requestStatus)) return 'unchanged';
    await tx
      .insert(emailRequestErrors)
      .values({ emailRequestId: request.id, displayCode: 'DEFERRED', displayReason: texts.email.deferredReason, reason: `${recipient}: ${said}` });
    return 'changed';
  }
  const complaint = data.event === 'complained';
  if (!complaint && data.event !== 'failed') return 'unchanged';
  // A bounce ends a request still in flight; a complaint comes after delivery.
  const moves = toSendTo && (IN_FLIGHT.includes(request.requestStatus) || (complaint && request.requestStatus === 'DELIVERED'));
  if (toSendTo && !moves) return 'unchanged';
  const reason = complaint ? texts.email.complaint : said;
  const suppressionId = await blockAddress(tx, recipient, reason, complaint ? 'COMPLAINT' : 'BOUNCE');
  await tx.insert(emailRequestErrors).values({
    emailRequestId: request.id,
    emailSuppressionId: suppressionId,
    displayCode: complaint ? 'COMPLAINED' : 'BOUNCED',
    displayReason: complaint ? texts.email.complainedReason : texts.email.bouncedReason,
    reason: toSendTo ? reason : `${recipient}: ${reason}`,
    helpText: complaint ? texts.email.complainedHelp : texts.email.bouncedHelp,
  });
  if (moves)
    await tx
      .update(emailRequests)
      .set({ requestStatus: 'BOUNCED', errorMessage: reason, updatedAt: sql`now()` })
      .where(eq(emailRequests.id, request.id));
  return 'changed';
}

/** Puts the address on the blocked list (kept as it is when already there); answers its entry's id. */
async function blockAddress(tx: Tx, address: string, reason: string, source: 'BOUNCE' | 'COMPLAINT'): Promise<number> {
  await tx.insert(emailSuppressions).values({ emailAddress: address, reason, source }).onConflictDoNothing();
  const [entry] = await tx
    .select({ id: emailSuppressions.id })
    .from(emailSuppressions)
    .where(sql`lower(${emailSuppressions.emailAddress}) = lower(${address})`);
  return entry!.id;
}

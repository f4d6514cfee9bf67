import { eq, sql } from 'drizzle-orm';
import { mobileE164, SMS_OPT_IN_KEYWORDS, SMS_OPT_OUT_KEYWORDS, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { smsRequests } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import { connectedSmsAccount } from '../integrations/sms/sms-provider-access';
import { smsSignatureMatches } from '../integrations/sms/twilio-signature';
import { requestByProviderId, setOptOut } from './sms-requests.repository';

export interface SignedPost {
  /** The addresses the provider may have signed (PUBLIC_URL's, the request's own). */
  urls: string[];
  signature: string | undefined;
  params: Record<string, string>;
}

/** What a receipt or reply did: `changed`, or `unchanged` (a duplicate, out of order, or nothing to do). */
type Outcome = 'changed' | 'unchanged';

type Status = (typeof smsRequests.$inferSelect)['status'];

/** How far along each status is: a receipt only moves a request forward, so duplicates and late ones change nothing. */
const RANK: Record<Status, number> = { NEW: 0, QUEUED: 0, SENT: 1, DELIVERED: 2, FAILED: 2, EXPIRED: 2, REJECTED: 2 };

/** The provider's message statuses Wattle records (queued, accepted, sending only restate that it was taken). */
function statusOf(providerStatus: string): Status | null {
  switch (providerStatus) {
    case 'sent':
      return 'SENT';
    case 'delivered':
    case 'read':
      return 'DELIVERED';
    case 'undelivered':
    case 'failed':
    case 'canceled':
      return 'FAILED';
    default:
      return null;
  }
}

/** The signature checked against the scope's connected SMS account (not connected, or not matching: 400, nothing written). */
async function verified(tx: Tx, box: SecretBox, post: SignedPost) {
  const account = await connectedSmsAccount(tx, box);
  if (!account || !post.urls.some((url) => smsSignatureMatches(post.signature, account.authToken, url, post.params))) throw badRequest(texts.sms.badSignature);
  return account;
}

/**
 * A delivery receipt (the provider's status callback) in the scope's company, in one transaction:
 * the signature checked; the request found by the callback's request id (a receipt may overtake the
 * send's answer) or the provider's message id; moved to SENT, DELIVERED or FAILED with the reason
 * of the provider's error code, only forward (a duplicate or out-of-order receipt changes nothing).
 */
export async function takeSmsReceipt(tx: Tx, box: SecretBox, post: SignedPost, requestId: number | undefined): Promise<Outcome> {
  await verified(tx, box, post);
  const { MessageSid: sid, MessageStatus: providerStatus, ErrorCode: errorCode } = post.params;
  if (!sid || !providerStatus) throw badRequest(texts.sms.notAReceipt);
  const request = requestId ? (await tx.select().from(smsRequests).where(eq(smsRequests.id, requestId)).for('update'))[0] : await requestByProviderId(tx, sid);
  if (!request || (request.providerMessageId && request.providerMessageId !== sid)) return 'unchanged';
  const status = statusOf(providerStatus);
  if (!status || RANK[status] <= RANK[request.status]) return 'unchanged';
  await tx
    .update(smsRequests)
    .set({
      status,
      providerMessageId: sid,
      errorMessage: status === 'FAILED' ? texts.sms.providerError(errorCode || 'unknown') : null,
      ...(status === 'SENT' || !request.sentAt ? { sentAt: sql`now()` } : {}),
      ...(status === 'DELIVERED' ? { deliveredAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(smsRequests.id, request.id));
  return 'changed';
}

/** A reply to the company's number: STOP (and the other opt-out words) opts the sender out, START back in; other replies are ignored. */
export async function takeSmsReply(tx: Tx, box: SecretBox, post: SignedPost): Promise<Outcome> {
  await verified(tx, box, post);
  const { From: from, Body: body, OptOutType: optOutType, MessageSid: sid } = post.params;
  const number = from ? (mobileE164(from) ?? from) : null;
  if (!number) throw badRequest(texts.sms.notAReceipt);
  const keyword = (body ?? '').trim().toUpperCase();
  const optOut = optOutType === 'STOP' || (SMS_OPT_OUT_KEYWORDS as readonly string[]).includes(keyword);
  const optIn = optOutType === 'START' || (SMS_OPT_IN_KEYWORDS as readonly string[]).includes(keyword);
  if (!optOut && !optIn) return 'unchanged';
  await setOptOut(tx, number, optOut, keyword || (optOutType ?? ''), sid ?? null);
  return 'changed';
}

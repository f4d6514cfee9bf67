import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dueNow } from './provider-outbox';
import { smsOptOuts, smsRequests } from '../../db/schema/index';

const due = dueNow(smsRequests);

/** Up to `limit` NEW requests due now, oldest first, locked (another sender skips them). */
export async function dueRequests(tx: Tx, limit: number) {
  return tx
    .select({
      id: smsRequests.id,
      phoneNumber: smsRequests.phoneNumber,
      message: smsRequests.message,
      attempts: smsRequests.attempts,
    })
    .from(smsRequests)
    .where(due)
    .orderBy(smsRequests.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The E.164 numbers of `numbers` that replied STOP. */
export async function optedOutNumbers(tx: Tx, numbers: readonly string[]): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const rows = await tx
    .select({ phoneNumber: smsOptOuts.phoneNumber })
    .from(smsOptOuts)
    .where(inArray(smsOptOuts.phoneNumber, [...numbers]));
  return new Set(rows.map((r) => r.phoneNumber));
}

/** Taken by the provider: its id kept; QUEUED until its receipts say sent, delivered or failed. */
export const markAccepted = (tx: Tx, id: number, providerMessageId: string) =>
  tx
    .update(smsRequests)
    .set({ providerMessageId, sendingStartedAt: null, attempts: sql`${smsRequests.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(smsRequests.id, id));

/** FAILED after the last attempt the provider was down for: the attempt counted. */
export const markGaveUp = (tx: Tx, id: number, errorMessage: string) =>
  tx
    .update(smsRequests)
    .set({ status: 'FAILED', errorMessage, sendingStartedAt: null, attempts: sql`${smsRequests.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(smsRequests.id, id));

/** FAILED with the reason (declined, opted out, not a mobile). */
export const markFailed = (tx: Tx, ids: readonly number[], errorMessage: string) =>
  ids.length
    ? tx
        .update(smsRequests)
        .set({ status: 'FAILED', errorMessage, sendingStartedAt: null, updatedAt: sql`now()` })
        .where(inArray(smsRequests.id, [...ids]))
    : Promise.resolve();

/**
 * Claims a sender left unanswered (its server stopped between claiming and the provider's answer)
 * longer than `seconds`: FAILED with the reason, never sent again automatically.
 */
export async function failInterrupted(tx: Tx, seconds: number, reason: string) {
  await tx
    .update(smsRequests)
    .set({ status: 'FAILED', errorMessage: reason, sendingStartedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(smsRequests.status, 'QUEUED'),
        isNull(smsRequests.providerMessageId),
        lt(smsRequests.sendingStartedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
}

/** The request the provider's message id names. */
export async function requestByProviderId(tx: Tx, providerMessageId: string) {
  const [row] = await tx.select().from(smsRequests).where(eq(smsRequests.providerMessageId, providerMessageId)).for('update');
  return row;
}

/** Records a STOP (or clears it on START) for an E.164 number. */
export async function setOptOut(tx: Tx, phoneNumber: string, optedOut: boolean, keyword: string, providerMessageId: string | null) {
  if (!optedOut) {
    await tx.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber));
    return;
  }
  await tx
    .insert(smsOptOuts)
    .values({ phoneNumber, keyword, providerMessageId })
    .onConflictDoUpdate({
      target: [smsOptOuts.companyId, smsOptOuts.dataset, smsOptOuts.phoneNumber],
      set: { keyword, providerMessageId, updatedAt: sql`now()` },
    });
}

import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dueNow } from './provider-outbox';
import { companies, postedMailItems } from '../../db/schema/index';

const t = postedMailItems;
const due = dueNow(postedMailItems);

/** Up to `limit` NEW letters due now, oldest first, locked (another submitter skips them). */
export const dueLetters = (tx: Tx, limit: number) =>
  tx
    .select({ id: t.id, documentId: t.documentId, recipientName: t.recipientName, addressLines: t.addressLines, attempts: t.attempts })
    .from(t)
    .where(due)
    .orderBy(t.id)
    .limit(limit)
    .for('update', { skipLocked: true });

/** Taken by the mail house: its letter id kept; SUBMITTED until its tracking events move it on (one may already have). */
export const markSubmitted = (tx: Tx, id: number, providerLetterId: string) =>
  tx
    .update(t)
    .set({
      status: sql`case when ${t.status} = 'QUEUED' then 'SUBMITTED' else ${t.status} end`,
      providerLetterId,
      submittedAt: sql`now()`,
      sendingStartedAt: null,
      attempts: sql`${t.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(t.id, id));

/** FAILED with the reason (declined, no PDF, no address; after the last attempt, that attempt counted). */
export const markFailed = (tx: Tx, ids: readonly number[], errorMessage: string, counted = false) =>
  ids.length
    ? tx
        .update(t)
        .set({ status: 'FAILED', errorMessage, sendingStartedAt: null, ...(counted ? { attempts: sql`${t.attempts} + 1` } : {}), updatedAt: sql`now()` })
        .where(inArray(t.id, [...ids]))
    : Promise.resolve();

/**
 * Claims left unanswered longer than `seconds` (their server stopped between claiming and the mail
 * house's answer) go back to NEW: submitted again with the same idempotency key, the mail house
 * answers the letter it may already have made, so nothing is posted twice.
 */
export const releaseInterrupted = (tx: Tx, seconds: number) =>
  tx
    .update(t)
    .set({ status: 'NEW', sendingStartedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(t.status, 'QUEUED'),
        isNull(t.providerLetterId),
        isNotNull(t.sendingStartedAt),
        lt(t.sendingStartedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );

/** The name letters come from: the company's. */
export async function senderName(tx: Tx, companyId: number): Promise<string> {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? '';
}

/** The letter the mail house's id names, locked. */
export async function letterByProviderId(tx: Tx, providerLetterId: string) {
  const [row] = await tx.select().from(t).where(eq(t.providerLetterId, providerLetterId)).for('update');
  return row;
}

import { eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { smsRequests } from '../../db/schema/index';
import { moveStatuses } from '../../db/status-moves';
import { doneWith, refused, type Outcome } from '../../lib/outcome';
import { sqlRows } from '../../db/sql-rows';
import { queueSmsSending } from './sms-send.job';

const columns = { id: smsRequests.id, status: smsRequests.status };

/** New and Undelivered SMS's Mark Sent: new or queued messages sent some other way are recorded as sent (the send job skips them). */
export const markSmsSent = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, smsRequests, columns, ids, ['NEW', 'QUEUED'], { status: 'SENT', sentAt: sql`now()`, errorMessage: null });

/** Return to New: undelivered or stuck messages are sent again by the send job (queued after commit), as a new message at the provider. */
export async function returnSmsToNew(tx: Tx, ids: readonly number[]) {
  const moved = await moveStatuses(tx, smsRequests, columns, ids, ['FAILED', 'EXPIRED', 'REJECTED', 'QUEUED'], {
    status: 'NEW',
    errorMessage: null,
    attempts: 0,
    nextAttemptAt: null,
    sendingStartedAt: null,
    providerMessageId: null,
  });
  if (moved.done) await queueSendingHere(tx);
  return moved;
}

/** Queues the send job of the transaction's own company and dataset once it commits. */
async function queueSendingHere(tx: Tx) {
  const [scope] = await sqlRows<{ companyId: number; dataset: 'live' | 'demo' }>(
    tx,
    sql`select current_setting('app.company_id')::integer as "companyId", current_setting('app.dataset') as "dataset"`,
  );
  if (scope) queueSmsSending(tx, scope);
}

/** The customer's SMS section's Resend: a sent message is queued again as a NEW copy; refused while the original is still NEW. */
export async function resendSms(tx: Tx, id: number, username: string): Promise<Outcome> {
  const [original] = await tx.select().from(smsRequests).where(eq(smsRequests.id, id));
  if (!original || original.status === 'NEW') return refused(texts.sectionRules.notSentYet);
  const [copy] = await tx
    .insert(smsRequests)
    .values({
      customerId: original.customerId,
      customerAccountId: original.customerAccountId,
      partyId: original.partyId,
      phoneNumber: original.phoneNumber,
      message: original.message,
      insertUser: username,
    })
    .returning({ id: smsRequests.id });
  await queueSendingHere(tx);
  return doneWith(copy!.id);
}

import { eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { smsRequests } from '../../db/schema/index';
import { moveStatuses } from '../../db/status-moves';
import { doneWith, refused, type Outcome } from '../../lib/outcome';

const columns = { id: smsRequests.id, status: smsRequests.status };

/** New and Undelivered SMS's Mark Sent: new or queued messages are sent now. */
export const markSmsSent = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, smsRequests, columns, ids, ['NEW', 'QUEUED'], { status: 'SENT', sentAt: sql`now()`, errorMessage: null });

/** Return to New: undelivered or stuck messages are sent again. */
export const returnSmsToNew = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, smsRequests, columns, ids, ['FAILED', 'EXPIRED', 'REJECTED', 'QUEUED'], { status: 'NEW', errorMessage: null });

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
  return doneWith(copy!.id);
}

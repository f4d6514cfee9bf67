import { and, eq, inArray, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { emailRequestErrors, emailRequests, emailSuppressions } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { emailMessageId } from '../integrations/email/message-id';
import { loadAttachments } from './email-attachments';
import { letterBody } from './email-text';

export interface SendDeps {
  scope: Scope;
  files: FileStore;
  mailer: Mailer;
  scoped<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface SendOutcome {
  sent: number;
  failed: number;
  /** The first failure's reason (the answer of a single resend). */
  firstError: string | null;
}

/**
 * Sends QUEUED email requests. A blocked address (email_suppressions) is not sent: the request
 * becomes SUPPRESSED with an error naming the block. Mail goes out after the reading transaction
 * has ended (never inside one), then each request becomes SENT or FAILED with the reason. Each email
 * carries a Message-ID kept on its request, by which the provider's delivery events find it
 * (email-events.service.ts).
 */
export async function sendQueuedEmails(deps: SendDeps, ids: readonly number[]): Promise<SendOutcome> {
  if (ids.length === 0) return { sent: 0, failed: 0, firstError: null };
  const outgoing = await deps.scoped(async (tx) => {
    const rows = await tx
      .select({ request: emailRequests, suppressionId: emailSuppressions.id, suppressionReason: emailSuppressions.reason })
      .from(emailRequests)
      .leftJoin(emailSuppressions, sql`lower(${emailSuppressions.emailAddress}) = lower(${emailRequests.sendTo})`)
      .where(and(inArray(emailRequests.id, [...ids]), eq(emailRequests.requestStatus, 'QUEUED')));
    const messages: { id: number; message: MailMessage }[] = [];
    for (const { request, suppressionId, suppressionReason } of rows) {
      if (suppressionId) {
        await tx
          .update(emailRequests)
          .set({ requestStatus: 'SUPPRESSED', errorMessage: suppressionReason, updatedAt: sql`now()` })
          .where(eq(emailRequests.id, request.id));
        await tx.insert(emailRequestErrors).values({
          emailRequestId: request.id,
          emailSuppressionId: suppressionId,
          displayCode: 'BLOCKED',
          displayReason: texts.dashboard.blockedReason,
          reason: suppressionReason ?? '',
          helpText: texts.dashboard.blockedHelp,
        });
        continue;
      }
      // Kept before sending: the provider's events name it, and one may come before the send's answer.
      const messageId = emailMessageId(deps.scope, request.id, deps.mailer.domain);
      await tx.update(emailRequests).set({ providerMessageId: messageId }).where(eq(emailRequests.id, request.id));
      messages.push({
        id: request.id,
        message: {
          messageId,
          to: request.sendTo,
          cc: request.ccTo ?? undefined,
          subject: request.emailSubject,
          html: request.emailBody,
          text: letterBody(request.emailBody),
          attachments: await loadAttachments(tx, deps.files, deps.scope, request.attachmentPaths),
        },
      });
    }
    return { messages, suppressed: rows.length - messages.length };
  });
  const results: { id: number; error: string | null }[] = [];
  for (const { id, message } of outgoing.messages) {
    try {
      await deps.mailer.send(message);
      results.push({ id, error: null });
    } catch (error) {
      results.push({ id, error: (error as Error).message.slice(0, 500) });
    }
  }
  await deps.scoped(async (tx) => {
    for (const { id, error } of results) {
      await tx
        .update(emailRequests)
        .set(
          error
            ? { requestStatus: 'FAILED', errorMessage: error, attempts: sql`${emailRequests.attempts} + 1`, updatedAt: sql`now()` }
            : {
                // An event that overtook the send's answer (delivered, bounced) has already moved it on: kept.
                requestStatus: sql`case when ${emailRequests.requestStatus} = 'QUEUED' then 'SENT' else ${emailRequests.requestStatus} end`,
                errorMessage: sql`case when ${emailRequests.requestStatus} = 'QUEUED' then null else ${emailRequests.errorMessage} end`,
                sentAt: sql`now()`,
                attempts: sql`${emailRequests.attempts} + 1`,
                updatedAt: sql`now()`,
              },
        )
        .where(eq(emailRequests.id, id));
      if (error)
        await tx
          .insert(emailRequestErrors)
          .values({ emailRequestId: id, displayCode: 'SEND_FAILED', displayReason: texts.dashboard.sendFailedReason, reason: error });
    }
  });
  const failures = results.filter((r) => r.error);
  return {
    sent: results.length - failures.length,
    failed: failures.length + outgoing.suppressed,
    firstError: failures[0]?.error ?? (outgoing.suppressed ? texts.dashboard.blockedReason : null),
  };
}

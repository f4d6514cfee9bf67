import { and, eq, inArray, sql } from 'drizzle-orm';
import { texts, type EmailRequestDetail, type Message, type ResendEmailRequest } from '@wattle/contract';
import type { Tx } from '../../db/client';
import {
  customerAccounts,
  customers,
  deliveryMethods,
  documentCategories,
  documents,
  emailRequestErrors,
  emailRequests,
  emailSuppressions,
  parties,
} from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { moveStatuses } from '../../db/status-moves';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { appendAttachments } from './email-attachments';
import { letterBody } from './email-text';
import { postLetter } from './letters.service';
import type { Actor } from '../../lib/actor';

/** Statuses an email leaves the undelivered list with; the dialogs' changes apply only before them. */
const DONE = ['SENT', 'DELIVERED', 'POSTED'];

async function lockedRequest(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      request: emailRequests,
      accountNumber: customerAccounts.accountNumber,
      accountName: customers.name,
      emailAddress: parties.emailAddress,
      party: parties,
      customer: customers,
    })
    .from(emailRequests)
    .leftJoin(customerAccounts, eq(customerAccounts.id, emailRequests.customerAccountId))
    .leftJoin(customers, eq(customers.id, sql`coalesce(${emailRequests.customerId}, ${customerAccounts.customerId})`))
    .leftJoin(parties, eq(parties.id, customers.primaryPartyId))
    .where(eq(emailRequests.id, id))
    .for('update', { of: emailRequests });
  if (!row) throw notFound(texts.dashboard.emailNotFound);
  return row;
}

/** GET /correspondence/email-requests/{id}: the request and why it was not delivered. */
export async function emailRequestDetail(tx: Tx, id: number): Promise<EmailRequestDetail> {
  const { request, accountNumber, accountName, emailAddress } = await lockedRequest(tx, id);
  const errors = await tx.select().from(emailRequestErrors).where(eq(emailRequestErrors.emailRequestId, id)).orderBy(emailRequestErrors.id);
  return {
    key_exception_id: request.id,
    send_to: request.sendTo,
    cc_to: request.ccTo,
    email_subject: request.emailSubject,
    request_status: request.requestStatus,
    Error_Message: request.errorMessage,
    account_name: accountName,
    account_number: accountNumber,
    emailAddress,
    errors: errors.map((e) => ({
      id: e.id,
      displayCode: e.displayCode,
      displayReason: e.displayReason,
      reason: e.reason,
      helpText: e.helpText,
      isBlocked: e.emailSuppressionId !== null,
    })),
  };
}

/** DELETE …/remove-suppression-error/{errorId}: takes the address off the blocked list (its errors go with it). */
export async function removeSuppression(tx: Tx, actor: Actor, id: number, errorId: number): Promise<Message[]> {
  await lockedRequest(tx, id);
  const [error] = await tx
    .select({ suppressionId: emailRequestErrors.emailSuppressionId, address: emailSuppressions.emailAddress })
    .from(emailRequestErrors)
    .leftJoin(emailSuppressions, eq(emailSuppressions.id, emailRequestErrors.emailSuppressionId))
    .where(and(eq(emailRequestErrors.id, errorId), eq(emailRequestErrors.emailRequestId, id)));
  if (!error) throw notFound(texts.server.notFound);
  if (!error.suppressionId || !error.address) throw conflict(texts.dashboard.notBlocked);
  await tx.delete(emailSuppressions).where(eq(emailSuppressions.id, error.suppressionId));
  await audit(tx, {
    event: 'correspondence.remove-suppression',
    entity: 'email_suppressions',
    entityId: error.suppressionId,
    oldValues: { emailAddress: error.address },
    ...actor,
  });
  return [{ message: texts.dashboard.removedFromBlockedList(error.address), messageType: 'Success' }];
}

type EmailRequestRow = typeof emailRequests.$inferSelect;

/**
 * A new RESEND request carrying an earlier email's body and attachments to the same customer, with
 * the addresses and subject given (an email already sent keeps its own history). Answers its id.
 */
export async function copyEmailRequest(
  tx: Tx,
  original: EmailRequestRow,
  values: Pick<EmailRequestRow, 'sendTo' | 'ccTo' | 'emailSubject' | 'requestStatus' | 'insertUser'>,
): Promise<number> {
  const [made] = await tx
    .insert(emailRequests)
    .values({
      customerId: original.customerId,
      customerAccountId: original.customerAccountId,
      partyId: original.partyId,
      correspondenceType: 'RESEND',
      emailBody: original.emailBody,
      attachmentPaths: original.attachmentPaths,
      ...values,
    })
    .returning({ id: emailRequests.id });
  return made!.id;
}

/**
 * POST …/resend: an undelivered email gets the address, copy and subject given and is queued
 * again; an email already sent (or posted) is sent again as a new RESEND request with them (the
 * Send a letter or email dialog's RESEND). A NEW email, not sent yet, and a blocked address are
 * refused. Answers the id of the email to send once the transaction is committed.
 */
export async function queueResend(tx: Tx, actor: Actor, id: number, body: Required<ResendEmailRequest>): Promise<number> {
  const { request } = await lockedRequest(tx, id);
  if (request.requestStatus === 'NEW') throw conflict(texts.sectionRules.notSentYet);
  const [blocked] = await tx
    .select({ id: emailSuppressions.id })
    .from(emailSuppressions)
    .where(sql`lower(${emailSuppressions.emailAddress}) = lower(${body.send_to})`);
  if (blocked) throw conflict(texts.dashboard.addressBlocked(body.send_to));
  const changes = { sendTo: body.send_to, ccTo: body.cc_to || null, emailSubject: body.email_subject };
  if (DONE.includes(request.requestStatus)) {
    const copyId = await copyEmailRequest(tx, request, { ...changes, requestStatus: 'QUEUED', insertUser: actor.username });
    await audit(tx, { event: 'correspondence.resend-email', entity: 'email_requests', entityId: copyId, newValues: { ...changes, copyOf: id }, ...actor });
    return copyId;
  }
  await tx
    .update(emailRequests)
    .set({ ...changes, requestStatus: 'QUEUED', errorMessage: null, updatedAt: sql`now()` })
    .where(eq(emailRequests.id, id));
  await audit(tx, {
    event: 'correspondence.resend-email',
    entity: 'email_requests',
    entityId: id,
    oldValues: { sendTo: request.sendTo, ccTo: request.ccTo, emailSubject: request.emailSubject },
    newValues: changes,
    ...actor,
  });
  return id;
}

/**
 * POST …/post-email/{bool}: the email becomes a letter (a PDF document) on the posted-mail list
 * and leaves the undelivered list; with true the account's delivery preference becomes POST.
 */
export async function postEmail(tx: Tx, actor: Actor, files: { store: FileStore; scope: Scope }, id: number, changePreference: boolean): Promise<Message[]> {
  const { request, party, customer } = await lockedRequest(tx, id);
  if (DONE.includes(request.requestStatus)) throw conflict(texts.dashboard.notUndelivered);
  const recipient = party?.displayName ?? customer?.name ?? request.sendTo;
  const addressLines = [
    party?.postalAddressLine1,
    party?.postalAddressLine2,
    [party?.postalSuburb, party?.postalState, party?.postalPostcode].filter(Boolean).join(' '),
  ].filter((l): l is string => Boolean(l));
  const { documentId } = await postLetter(tx, files, actor.username, {
    customerId: request.customerId ?? customer?.id ?? null,
    customerAccountId: request.customerAccountId,
    emailRequestId: request.id,
    recipient,
    addressLines,
    subject: request.emailSubject,
    body: letterBody(request.emailBody),
    fileStem: `email-${request.id}`,
  });
  await tx
    .update(emailRequests)
    .set({ requestStatus: 'POSTED', updatedAt: sql`now()` })
    .where(eq(emailRequests.id, id));
  const messages: Message[] = [{ message: texts.dashboard.emailPosted, messageType: 'Success' }];
  if (changePreference && request.customerAccountId) {
    const [post] = await tx.select({ id: deliveryMethods.id }).from(deliveryMethods).where(eq(deliveryMethods.code, 'POST'));
    if (post) {
      await tx
        .update(customerAccounts)
        .set({ deliveryMethodId: post.id, updatedAt: sql`now()` })
        .where(eq(customerAccounts.id, request.customerAccountId));
      messages.push({ message: texts.dashboard.preferenceChanged, messageType: 'Success' });
    }
  }
  await audit(tx, {
    event: 'correspondence.post-email',
    entity: 'email_requests',
    entityId: id,
    newValues: { documentId, changePreference },
    ...actor,
  });
  return messages;
}

/** New and Undelivered Email's Send: NEW emails become QUEUED (sent after the commit); done with their ids. */
export const queueEmails = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, emailRequests, { id: emailRequests.id, status: emailRequests.requestStatus }, ids, ['NEW'], { requestStatus: 'QUEUED' });

/** Return to New: failed, bounced or stuck emails are sent again. */
export const returnEmailsToNew = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, emailRequests, { id: emailRequests.id, status: emailRequests.requestStatus }, ids, ['FAILED', 'BOUNCED', 'QUEUED'], {
    requestStatus: 'NEW',
    errorMessage: null,
  });

/**
 * New and Undelivered Email's Attach PDF: the PDFs become documents (category HTMLEMAIL) attached to
 * each of the NEW emails `ids`; refused, with nothing written, when any of them is not NEW.
 */
export async function attachPdfsToEmails(
  tx: Tx,
  actor: Actor,
  ids: readonly number[],
  files: readonly { fileName: string; content: Buffer }[],
): Promise<Message[]> {
  const emails = await tx
    .select({ id: emailRequests.id, attachmentPaths: emailRequests.attachmentPaths })
    .from(emailRequests)
    .where(and(inArray(emailRequests.id, [...ids]), eq(emailRequests.requestStatus, 'NEW')))
    .for('update');
  if (emails.length !== ids.length) throw conflict(texts.dashboard.wrongStatus('NEW'));
  const [category] = await tx.select({ id: documentCategories.id }).from(documentCategories).where(eq(documentCategories.code, 'HTMLEMAIL'));
  if (!category) throw notFound(texts.documents.categoryRequired);
  const documentDate = await businessDate(tx);
  const stored = await tx
    .insert(documents)
    .values(
      files.map((f) => ({
        categoryId: category.id,
        name: f.fileName,
        fileName: f.fileName,
        fileExtension: 'pdf',
        contentType: 'application/pdf',
        documentDate,
        location: 'Y' as const,
        content: new Uint8Array(f.content),
        sizeBytes: f.content.length,
        insertUser: actor.username,
      })),
    )
    .returning({ id: documents.id });
  const added = stored.map((d) => String(d.id));
  for (const email of emails) {
    await tx
      .update(emailRequests)
      .set({ attachmentPaths: appendAttachments(email.attachmentPaths, added), updatedAt: sql`now()` })
      .where(eq(emailRequests.id, email.id));
  }
  await audit(tx, { event: 'dashboard.attach-pdf', entity: 'email_requests', entityId: ids.join(','), newValues: { documents: added }, ...actor });
  return [{ message: texts.dashboard.pdfAttached(ids.length), messageType: 'Success' }];
}

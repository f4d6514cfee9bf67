import { and, eq, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
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
  postedMailItems,
} from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { MEDIA_TYPES } from '../../lib/media-types';
import { letterBody } from './email-text';
import { renderLetter } from './letter-pdf';
import type { Actor } from './posted-mail.service';

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

/**
 * POST …/resend: corrects the address, copy and subject of an undelivered email and queues it
 * again (the caller sends it after the commit). A blocked address is refused.
 */
export async function queueResend(tx: Tx, actor: Actor, id: number, body: Required<ResendEmailRequest>): Promise<void> {
  const { request } = await lockedRequest(tx, id);
  if (DONE.includes(request.requestStatus) || request.requestStatus === 'NEW') throw conflict(texts.dashboard.notUndelivered);
  const [blocked] = await tx
    .select({ id: emailSuppressions.id })
    .from(emailSuppressions)
    .where(sql`lower(${emailSuppressions.emailAddress}) = lower(${body.send_to})`);
  if (blocked) throw conflict(texts.dashboard.addressBlocked(body.send_to));
  const changes = { sendTo: body.send_to, ccTo: body.cc_to || null, emailSubject: body.email_subject };
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
  const today = await businessDate(tx);
  const pdf = await renderLetter({
    recipient,
    addressLines,
    date: dayjs(today).format('D MMMM YYYY'),
    subject: request.emailSubject,
    body: letterBody(request.emailBody),
  });
  const fileName = `email-${request.id}-${dayjs().format('YYYYMMDDHHmmss')}.pdf`;
  const storagePath = `${files.scope.companyId}/${files.scope.dataset}/posted-mail/${fileName}`;
  await files.store.put(files.scope, storagePath, pdf, { fileName, contentType: MEDIA_TYPES.pdf }, tx);
  const [category] = await tx.select({ id: documentCategories.id }).from(documentCategories).where(eq(documentCategories.code, 'LETTER'));
  if (!category) throw notFound(texts.documents.categoryRequired);
  const customerId = request.customerId ?? customer?.id ?? null;
  const [document] = await tx
    .insert(documents)
    .values({
      customerId,
      categoryId: category.id,
      name: request.emailSubject,
      fileName,
      fileExtension: 'pdf',
      contentType: 'application/pdf',
      documentDate: today,
      location: 'C',
      storagePath,
      sizeBytes: pdf.length,
      insertUser: actor.username,
    })
    .returning({ id: documents.id });
  await tx.insert(postedMailItems).values({
    customerId,
    customerAccountId: request.customerAccountId,
    documentId: document!.id,
    emailRequestId: request.id,
    recipientName: recipient,
    addressLines: addressLines.join('\n'),
    insertUser: actor.username,
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
    newValues: { documentId: document!.id, changePreference },
    ...actor,
  });
  return messages;
}

import dayjs from 'dayjs';
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  type AdhocEmail,
  type CorrespondenceSetting,
  DATE_FORMATS,
  type DraftEmail,
  type MailMergeSchedule,
  type MailMergeTemplate,
  type TemplateEmail,
  type TemplateLetterResponse,
  texts,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, deliveryMethods, emailRequests, mailMergeSchedules, mailMergeTemplates } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { paragraphsOf } from './email-text';
import { renderLetter } from './letter-pdf';
import { postLetter, storeLetter } from './letters.service';
import type { Actor } from '../../lib/actor';
import { accountRecipients, mergeFields, type AccountRecipient } from './recipients';
import { letterTemplate, missingFieldsText, templateBodies } from './template-letters';

const t = texts.letter;

/**
 * Whom a customer's correspondence goes to: their first active account (else their first account)
 * and whether that account's correspondence setting is POST (spec 3 §2.11).
 */
async function customerRecipient(tx: Tx, customerId: number): Promise<AccountRecipient & { byPost: boolean; delivery: string | null }> {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound(t.customerNotFound);
  const [account] = await tx
    .select({ id: customerAccounts.id, delivery: deliveryMethods.code })
    .from(customerAccounts)
    .leftJoin(deliveryMethods, eq(deliveryMethods.id, customerAccounts.deliveryMethodId))
    .where(eq(customerAccounts.customerId, customerId))
    .orderBy(desc(sql`${customerAccounts.accountStatus} = 'ACTIVE'`), asc(customerAccounts.id))
    .limit(1);
  if (!account) throw notFound(t.noAccount);
  const [recipient] = await accountRecipients(tx, [account.id]);
  return { ...recipient!, byPost: account.delivery === 'POST', delivery: account.delivery };
}

/** GET /customers/{customerId}/correspondence-setting: the delivery method of the account written to. */
export async function correspondenceSetting(tx: Tx, customerId: number): Promise<CorrespondenceSetting> {
  const recipient = await customerRecipient(tx, customerId);
  return { code: recipient.delivery };
}

/** An adhoc email as the recipient gets it: subject and body with their merge fields filled in. */
export function adhocDraft(recipient: AccountRecipient, input: Pick<AdhocEmail, 'emailSubject' | 'emailBody'>): DraftEmail {
  return {
    sendTo: recipient.emailAddress,
    emailSubject: mergeFields(input.emailSubject, recipient.fields, 'text'),
    htmlBody: mergeFields(paragraphsOf(input.emailBody), recipient.fields, 'html'),
  };
}

/** POST /correspondence/adhoc-email/preview: the email as it would go, merge fields filled in. */
export async function previewAdhocEmail(tx: Tx, input: AdhocEmail): Promise<DraftEmail> {
  return adhocDraft(await customerRecipient(tx, input.customerId), input);
}

async function queueEmail(
  tx: Tx,
  actor: Actor,
  recipient: AccountRecipient,
  draft: DraftEmail,
  values: { correspondenceType: 'ADHOC' | 'TEMPLATE'; mailMergeScheduleId?: number; attachmentPaths?: string },
) {
  if (!recipient.emailAddress) throw badRequest(t.noEmailAddress);
  const [made] = await tx
    .insert(emailRequests)
    .values({
      customerId: recipient.customerId,
      customerAccountId: recipient.customerAccountId,
      partyId: recipient.partyId,
      sendTo: recipient.emailAddress,
      emailSubject: draft.emailSubject,
      emailBody: draft.htmlBody,
      requestStatus: 'QUEUED',
      insertUser: actor.username,
      ...values,
    })
    .returning({ id: emailRequests.id });
  await audit(tx, { event: `correspondence.${values.correspondenceType.toLowerCase()}-email`, entity: 'email_requests', entityId: made!.id, ...actor });
  return { id: made!.id, sendTo: recipient.emailAddress };
}

/** An email written for a customer: its request, and the address it goes to (named in the answer). */
export type QueuedEmail = Awaited<ReturnType<typeof queueEmail>>;

/**
 * POST /correspondence/email-requests/adhoc: the email queued for the customer (sent once the
 * transaction is committed); refused for a customer whose correspondence goes by post.
 */
export async function queueAdhocEmail(tx: Tx, actor: Actor, input: AdhocEmail): Promise<QueuedEmail> {
  const recipient = await customerRecipient(tx, input.customerId);
  if (recipient.byPost) throw conflict(t.byPostOnly);
  return queueEmail(tx, actor, recipient, adhocDraft(recipient, input), { correspondenceType: 'ADHOC' });
}

async function findSchedule(tx: Tx, id: number) {
  const [schedule] = await tx.select().from(mailMergeSchedules).where(eq(mailMergeSchedules.id, id));
  if (!schedule) throw notFound(t.scheduleNotFound);
  return schedule;
}

export async function mailMergeSchedule(tx: Tx, id: number): Promise<MailMergeSchedule> {
  const s = await findSchedule(tx, id);
  return { id: s.id, code: s.code, name: s.name, mailMergeTemplateId: s.mailMergeTemplateId, emailTemplateId: s.emailTemplateId, emailSubject: s.emailSubject };
}

export async function mailMergeTemplate(tx: Tx, id: number): Promise<MailMergeTemplate> {
  const [m] = await tx.select().from(mailMergeTemplates).where(eq(mailMergeTemplates.id, id));
  if (!m) throw notFound(t.templateNotFound);
  return { id: m.id, code: m.code, name: m.name, paperSize: m.paperSize, requiredFields: m.requiredFields };
}

async function scheduleDraft(tx: Tx, schedule: Awaited<ReturnType<typeof findSchedule>>, recipient: AccountRecipient): Promise<DraftEmail> {
  const bodyOf = await templateBodies(tx, schedule.emailTemplateId);
  const emailSubject = mergeFields(schedule.emailSubject, recipient.fields, 'text');
  return {
    sendTo: recipient.emailAddress,
    emailSubject,
    htmlBody: mergeFields(bodyOf(recipient.brandId), { ...recipient.fields, body: schedule.name }, 'html'),
  };
}

/** POST /correspondence/mail-merge-schedule/{id}/preview: the schedule's email for the customer. */
export async function previewScheduleEmail(tx: Tx, scheduleId: number, customerId: number): Promise<DraftEmail> {
  return scheduleDraft(tx, await findSchedule(tx, scheduleId), await customerRecipient(tx, customerId));
}

async function templateLetterFor(tx: Tx, templateId: number, recipient: AccountRecipient) {
  const template = await letterTemplate(tx, templateId);
  if (!template) throw notFound(t.templateNotFound);
  return template.letterFor(recipient);
}

/** POST /correspondence/mail-merge-template/{id}/preview-pdf: the letter for the customer as a PDF; nothing is kept. */
export async function previewTemplatePdf(tx: Tx, templateId: number, customerId: number): Promise<Uint8Array> {
  return templateLetterPdf(tx, templateId, await customerRecipient(tx, customerId));
}

/** The template's letter for the recipient as a PDF dated the business day; refused when the recipient lacks a field it needs. */
export async function templateLetterPdf(tx: Tx, templateId: number, recipient: AccountRecipient): Promise<Uint8Array> {
  const written = await templateLetterFor(tx, templateId, recipient);
  if ('missing' in written) throw badRequest(missingFieldsText(written.missing));
  return renderLetter({ ...written.letter, date: dayjs(await businessDate(tx)).format(DATE_FORMATS.letter) });
}

/**
 * POST /correspondence/email-requests/template: the schedule's letter for the customer. By post
 * (the account's setting is POST): the letter goes on the Posted Mail list. Otherwise the
 * schedule's email is queued with the letter attached (a document of the customer). A customer
 * missing a field the letter needs is answered isValid false with those fields; nothing is made.
 * Answers the email to send, if any (the route names its address once it has tried to send it).
 */
export async function sendTemplate(
  tx: Tx,
  files: { store: FileStore; scope: Scope },
  actor: Actor,
  input: TemplateEmail,
): Promise<{ answer: TemplateLetterResponse; email: QueuedEmail | null }> {
  const schedule = await findSchedule(tx, input.mailMergeScheduleId);
  const recipient = await customerRecipient(tx, input.customerId);
  const written = await templateLetterFor(tx, schedule.mailMergeTemplateId, recipient);
  if ('missing' in written) {
    const messages = [{ message: missingFieldsText(written.missing), messageType: 'Warning' as const }];
    return { answer: { isValid: false, missingFields: written.missing, messages }, email: null };
  }
  const made = (message: string) => ({ isValid: true, missingFields: [], messages: [{ message, messageType: 'Success' as const }] });
  if (recipient.byPost) {
    await postLetter(tx, files, actor.username, written.letter);
    await audit(tx, {
      event: 'correspondence.template-letter',
      entity: 'customers',
      entityId: input.customerId,
      newValues: { mailMergeScheduleId: schedule.id },
      ...actor,
    });
    return { answer: made(t.letterPosted), email: null };
  }
  if (!recipient.emailAddress) throw badRequest(t.noEmailAddress);
  const documentId = await storeLetter(tx, files, actor.username, written.letter);
  const email = await queueEmail(tx, actor, recipient, await scheduleDraft(tx, schedule, recipient), {
    correspondenceType: 'TEMPLATE',
    mailMergeScheduleId: schedule.id,
    attachmentPaths: String(documentId),
  });
  return { answer: made(t.emailQueued(email.sendTo)), email };
}

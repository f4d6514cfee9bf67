import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  texts,
  type BulkAdhocPreview,
  type BulkAdhocPreviewResponse,
  type BulkAudience,
  type BulkAudienceRequest,
  type BulkBatch,
  type BulkCorrespondenceType,
  type BulkTemplatePreview,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { correspondenceBatches, customerTypes, deliveryMethods, mailMergeTemplates, networkNodes } from '../../db/schema/index';
import { intArray, sqlRows } from '../../db/sql-rows';
import type { Scope } from '../../db/tenancy';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { attachmentKey } from '../uploads/uploads.storage';
import { recipientPage, recipientSummary, type BulkSelection } from './bulk-recipients';
import { adhocDraft, templateLetterPdf } from './customer-correspondence.service';
import { attachmentEntries } from './email-attachments';
import type { Actor } from '../../lib/actor';
import { queueJob } from '../../jobs/job';
import { bulkSendJob } from './bulk-messaging.job';
import { accountRecipients } from './recipients';

const t = texts.bulkMessaging;

export interface BulkSendJob extends Scope {
  batchId: number;
}

/** What a batch keeps in its parameters: whom it goes to and what it says. */
export type BatchParameters = BulkSelection & {
  mailMergeTemplateId?: number;
  emailSubject?: string;
  emailBody?: string;
  /** Uploaded attachments' locations joined by '; '. */
  attachmentPaths?: string;
  smsContent?: string;
};

/** Every id names a row the company has (another company's rows are not visible: row-level security). */
async function checkIds(tx: Tx, table: PgTable, ids: readonly number[], message: string) {
  const unique = [...new Set(ids)];
  const [found] = await sqlRows<{ n: number }>(tx, sql`select count(*)::int as n from ${table} where id = any(${intArray(unique)})`);
  if (found!.n !== unique.length) throw notFound(message);
}

async function checkSelection(tx: Tx, selection: BulkSelection) {
  await checkIds(tx, networkNodes, selection.networkNodeIds, t.buildingNotFound);
  await checkIds(tx, customerTypes, selection.customerTypeIds, t.customerTypeNotFound);
  if (selection.deliveryMethodIds) await checkIds(tx, deliveryMethods, selection.deliveryMethodIds, t.deliveryMethodNotFound);
}

async function checkTemplate(tx: Tx, templateId: number) {
  const [template] = await tx.select({ id: mailMergeTemplates.id }).from(mailMergeTemplates).where(eq(mailMergeTemplates.id, templateId));
  if (!template) throw notFound(texts.letter.templateNotFound);
}

/** Each attachment is a file the company uploaded (POST /documents/upload-attachments); read before the send's transaction. */
export async function checkAttachments(files: FileStore, scope: Scope, paths: string) {
  for (const location of attachmentEntries(paths)) {
    const found = /^[A-Za-z0-9-]{1,100}$/.test(location) ? await files.stat(scope, attachmentKey(location)) : null;
    if (!found) throw badRequest(t.attachmentNotFound);
  }
}

/** POST /correspondence/adhoc-email/bulk/preview: how many customers the email reaches, and the first one's email. */
export async function previewBulkAdhoc(tx: Tx, input: BulkAdhocPreview): Promise<BulkAdhocPreviewResponse> {
  await checkSelection(tx, input);
  const summary = await recipientSummary(tx, input);
  const [first] = summary.firstWithEmail === null ? [] : await accountRecipients(tx, [summary.firstWithEmail]);
  return { recipients: summary.recipients, withoutEmail: summary.withoutEmail, email: first ? adhocDraft(first, input) : null };
}

/**
 * POST /correspondence/bulk/audience: how many customers the send would reach, counted by the
 * selection rule the job uses (a template letter also by its delivery methods); writes nothing.
 * A template letter's recipient missing a field the letter needs is still counted: the job skips it.
 */
export async function bulkAudience(tx: Tx, input: BulkAudienceRequest): Promise<BulkAudience> {
  const { correspondenceType, deliveryMethodIds, ...recipients } = input;
  const selection: BulkSelection = correspondenceType === 'TEMPLATE' ? { ...recipients, deliveryMethodIds: deliveryMethodIds ?? [] } : recipients;
  await checkSelection(tx, selection);
  const summary = await recipientSummary(tx, selection);
  const unreachable = { ADHOC: summary.withoutEmail, SMS: summary.withoutMobile, TEMPLATE: summary.unmailable }[correspondenceType];
  return { customers: summary.recipients, receiving: summary.recipients - unreachable };
}

/** POST /correspondence/mail-merge-template/{id}/bulk/preview-pdf: the letter of the building's first customer of the type; nothing is kept. */
export async function previewBulkTemplatePdf(tx: Tx, templateId: number, input: BulkTemplatePreview): Promise<Uint8Array> {
  const selection = { networkNodeIds: [input.buildingId], customerTypeIds: [input.customerTypeId] };
  await checkSelection(tx, selection);
  await checkTemplate(tx, templateId);
  const [first] = await recipientPage(tx, selection, 0, 1);
  if (!first) throw notFound(t.noCustomerInBuilding);
  const [recipient] = await accountRecipients(tx, [first.customerAccountId]);
  return templateLetterPdf(tx, templateId, recipient!);
}

const batchAnswer = (row: typeof correspondenceBatches.$inferSelect): BulkBatch => ({
  id: row.id,
  correspondenceType: row.correspondenceType,
  status: row.status,
  totalItems: row.totalItems,
  createdItems: row.createdItems,
  skippedItems: row.skippedItems,
  errorMessage: row.errorMessage,
});

/** A bulk send: checks what it names, then records its QUEUED batch, whose job is queued once this commits. */
export async function queueBulkSend(
  tx: Tx,
  scope: Scope,
  actor: Actor,
  correspondenceType: BulkCorrespondenceType,
  parameters: BatchParameters,
): Promise<BulkBatch> {
  await checkSelection(tx, parameters);
  if (parameters.mailMergeTemplateId !== undefined) await checkTemplate(tx, parameters.mailMergeTemplateId);
  const [batch] = await tx
    .insert(correspondenceBatches)
    .values({ correspondenceType, parameters: { ...parameters }, insertUser: actor.username })
    .returning();
  await audit(tx, { event: 'correspondence.bulk-send', entity: 'correspondence_batches', entityId: batch!.id, newValues: parameters, ...actor });
  queueJob(tx, bulkSendJob, { companyId: scope.companyId, dataset: scope.dataset, batchId: batch!.id });
  return batchAnswer(batch!);
}

/** GET /correspondence/bulk/batches/{id}: a bulk send's progress. */
export async function bulkBatch(tx: Tx, id: number): Promise<BulkBatch> {
  const [batch] = await tx.select().from(correspondenceBatches).where(eq(correspondenceBatches.id, id));
  if (!batch) throw notFound(t.batchNotFound);
  return batchAnswer(batch);
}

import { eq, inArray, sql } from 'drizzle-orm';
import { JOB_WORKING_STATUSES, texts } from '@wattle/contract';
import type { Database, Tx } from '../../db/client';
import { correspondenceBatches } from '../../db/schema/index';
import { withScope } from '../../db/tenancy';
import { BATCH_ROWS, inBatches, type Scoped } from '../../lib/batches';
import type { FileStore } from '../../lib/files/index';
import { recipientPage, recipientSummary, type RecipientAccount } from './bulk-recipients';
import { queueSmsSending } from './sms-send.job';
import { defineJob } from '../../jobs/job';
import type { BatchParameters, BulkSendJob } from './bulk-messaging.service';
import { adhocDraft } from './customer-correspondence.service';
import { queueEmailRequests, queueSmsRequests, writeLetters } from './recipient-requests';
import { accountRecipients, type AccountRecipient } from './recipients';
import { letterTemplate } from './template-letters';

type Batch = typeof correspondenceBatches.$inferSelect;

/** Writes one page of recipients' correspondence; answers how many got something and how many were skipped. */
type PageWriter = (tx: Tx, recipients: AccountRecipient[], accounts: RecipientAccount[]) => Promise<{ created: number; skipped: number }>;

/** What the batch writes for each page of its recipients (a template is read once, before the pages). */
async function pageWriter(scoped: Scoped, batch: Batch, files: FileStore, job: BulkSendJob): Promise<PageWriter> {
  const p = batch.parameters as unknown as BatchParameters;
  const values = { insertUser: batch.insertUser, batchId: batch.id };
  switch (batch.correspondenceType) {
    case 'SMS':
      return async (tx, recipients) => {
        const made = await queueSmsRequests(tx, recipients, p.smsContent ?? '', values);
        return { created: made.queued, skipped: made.skipped };
      };
    case 'ADHOC':
      return async (tx, recipients) => {
        const withEmail = recipients.filter((r) => r.emailAddress);
        const content = { emailSubject: p.emailSubject ?? '', emailBody: p.emailBody ?? '' };
        const created = await queueEmailRequests(
          tx,
          withEmail,
          (r) => {
            const draft = adhocDraft(r, content);
            return { emailSubject: draft.emailSubject, emailBody: draft.htmlBody, attachmentPaths: p.attachmentPaths || null };
          },
          { ...values, correspondenceType: 'ADHOC' },
        );
        return { created, skipped: recipients.length - withEmail.length };
      };
    case 'TEMPLATE': {
      const template = await scoped((tx) => letterTemplate(tx, p.mailMergeTemplateId ?? 0));
      if (!template) throw new Error(texts.letter.templateNotFound);
      return async (tx, recipients, accounts) => {
        const byPost = new Set(accounts.filter((a) => a.delivery === 'POST').map((a) => a.customerAccountId));
        const written = await writeLetters(tx, template, recipients, {
          ...values,
          files: { store: files, scope: job },
          byEmail: (r) => !byPost.has(r.customerAccountId),
        });
        return { created: written.posted + written.emailed, skipped: written.skipped.length };
      };
    }
  }
}

async function lockedBatch(tx: Tx, id: number) {
  const [batch] = await tx.select().from(correspondenceBatches).where(eq(correspondenceBatches.id, id)).for('update');
  return batch;
}

const finish = (tx: Tx, id: number, status: 'COMPLETED' | 'FAILED', errorMessage: string | null = null) =>
  tx
    .update(correspondenceBatches)
    .set({ status, errorMessage, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(correspondenceBatches.id, id));

/**
 * Generates one bulk send (docs/correspondence-bulk.md): claims the batch (RUNNING, its total
 * counted), then writes its recipients' correspondence BATCH_ROWS accounts per short transaction,
 * each recording its counts and its place (last_customer_account_id) with its writes, so a job
 * restarted after a stop carries on where the last one committed. COMPLETED at the end, FAILED
 * with the reason when something breaks (the pages before stay written).
 */
export async function generateBulkSend(database: Database, files: FileStore, job: BulkSendJob): Promise<void> {
  const scoped: Scoped = (work) => withScope(database.db, job, work);
  const batch = await scoped(async (tx) => {
    const row = await lockedBatch(tx, job.batchId);
    if (!row || row.status === 'COMPLETED' || row.status === 'FAILED') return null;
    const { recipients } = await recipientSummary(tx, row.parameters as unknown as BatchParameters);
    await tx
      .update(correspondenceBatches)
      .set({ status: 'RUNNING', totalItems: recipients, startedAt: sql`coalesce(${correspondenceBatches.startedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(correspondenceBatches.id, row.id));
    return row;
  });
  if (!batch) return;
  try {
    const write = await pageWriter(scoped, batch, files, job);
    const selection = batch.parameters as unknown as BatchParameters;
    await inBatches(scoped, { size: BATCH_ROWS }, async (tx, limit) => {
      const current = (await lockedBatch(tx, batch.id))!;
      const accounts = await recipientPage(tx, selection, current.lastCustomerAccountId, limit);
      if (!accounts.length) return 0;
      const made = await write(
        tx,
        await accountRecipients(
          tx,
          accounts.map((a) => a.customerAccountId),
        ),
        accounts,
      );
      await tx
        .update(correspondenceBatches)
        .set({
          createdItems: sql`${correspondenceBatches.createdItems} + ${made.created}`,
          skippedItems: sql`${correspondenceBatches.skippedItems} + ${made.skipped}`,
          lastCustomerAccountId: accounts.at(-1)!.customerAccountId,
          updatedAt: sql`now()`,
        })
        .where(eq(correspondenceBatches.id, batch.id));
      return accounts.length;
    });
    await scoped(async (tx) => {
      await finish(tx, batch.id, 'COMPLETED');
      if (batch.correspondenceType === 'SMS') queueSmsSending(tx, job);
    });
  } catch (error) {
    await scoped((tx) => finish(tx, batch.id, 'FAILED', error instanceof Error ? error.message : String(error)));
  }
}

/** A bulk send's job: any server with jobs on takes it; a batch left QUEUED or RUNNING is queued again by the sweep and carries on. */
export const bulkSendJob = defineJob<BulkSendJob>({
  queue: 'correspondence-bulk',
  key: (job) => `${job.companyId}:${job.dataset}:${job.batchId}`,
  pollingIntervalSeconds: 0.5,
  run: (deps, job) => generateBulkSend(deps.database, deps.files, job),
  unfinished: ({ database }) =>
    database.db
      .select({ companyId: correspondenceBatches.companyId, dataset: correspondenceBatches.dataset, batchId: correspondenceBatches.id })
      .from(correspondenceBatches)
      .where(inArray(correspondenceBatches.status, [...JOB_WORKING_STATUSES])),
});

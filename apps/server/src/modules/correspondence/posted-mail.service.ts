import { and, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { moveStatuses } from '../../db/status-moves';
import type { FileStore } from '../../lib/files/index';
import { postedMailItems } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { documentFile } from './document-content';
import type { Actor } from '../../lib/actor';
import { queueMailSubmission } from './mail-submit.job';

/**
 * The PDFs of the selected letters merged into one document in the order given (pdf-lib), for
 * one print; letters still NEW become PRINTED. A letter without its PDF refuses the whole merge.
 */
export async function mergePostedMail(tx: Tx, files: { store: FileStore; scope: Scope }, actor: Actor, ids: readonly number[]): Promise<Uint8Array> {
  const unique = [...new Set(ids)];
  const items = await tx
    .select({ id: postedMailItems.id, documentId: postedMailItems.documentId })
    .from(postedMailItems)
    .where(inArray(postedMailItems.id, unique));
  if (items.length !== unique.length) throw notFound(texts.dashboard.postedMailNotFound);
  const merged = await PDFDocument.create();
  for (const id of unique) {
    const item = items.find((i) => i.id === id)!;
    const file = item.documentId ? await documentFile(tx, files.store, files.scope, item.documentId) : null;
    if (!file || file.location === 'HTML') throw notFound(texts.documents.noCorrespondingDocument);
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(file.content);
    } catch {
      throw notFound(texts.documents.unableToGenerate);
    }
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  await tx
    .update(postedMailItems)
    .set({ status: 'PRINTED', printedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(postedMailItems.id, unique), eq(postedMailItems.status, 'NEW')));
  await audit(tx, { event: 'correspondence.print-posted-mail', entity: 'posted_mail_items', entityId: unique.join(','), ...actor });
  return merged.save();
}

const letterColumns = { id: postedMailItems.id, status: postedMailItems.status };

/** Posted Mail's Mark Posted: letters not yet posted are posted now. */
export const markLettersPosted = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, postedMailItems, letterColumns, ids, ['NEW', 'PRINTED'], { status: 'POSTED', postedAt: sql`now()` });

/** Posted Mail's Cancel: letters not yet posted will not be. */
export const cancelLetters = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, postedMailItems, letterColumns, ids, ['NEW', 'PRINTED'], { status: 'CANCELLED' });

/** The customer's Posted Mail section's Mark Printed: new letters are printed. */
export const markLettersPrinted = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, postedMailItems, letterColumns, ids, ['NEW'], { status: 'PRINTED', printedAt: sql`now()` });

/**
 * Posted Mail's Return to New: letters that FAILED (the mail house declined them or could not be
 * reached) are submitted again by the submission job, queued after the commit. The letter's
 * idempotency key stays the same: a letter the mail house did take while its answer was lost is
 * answered again, never posted twice. A returned letter is not sent again this way (write a new one).
 */
export async function returnLettersToNew(tx: Tx, scope: Pick<Scope, 'companyId' | 'dataset'>, ids: readonly number[]) {
  const moved = await moveStatuses(tx, postedMailItems, letterColumns, ids, ['FAILED'], {
    status: 'NEW',
    errorMessage: null,
    attempts: 0,
    nextAttemptAt: null,
    sendingStartedAt: null,
  });
  if (moved.done) queueMailSubmission(tx, scope);
  return moved;
}

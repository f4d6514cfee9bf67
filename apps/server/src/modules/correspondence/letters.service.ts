import crypto from 'node:crypto';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { DATE_FORMATS, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { documentCategories, documents, postedMailItems } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { businessDate } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { MEDIA_TYPES } from '../../lib/media-types';
import { renderLetter } from './letter-pdf';
import { queueMailSubmission } from './mail-submit.job';

export interface LetterToPost {
  customerId: number | null;
  customerAccountId: number | null;
  /** The email this letter replaces (Send by post). */
  emailRequestId?: number;
  recipient: string;
  addressLines: string[];
  subject: string;
  /** Plain text. */
  body: string;
  /** Names the file: `{fileStem}-{timestamp}.pdf`. */
  fileStem: string;
  /** The document's category (the letter template's); none: LETTER. */
  categoryId?: number | null;
  /** The bulk send that posts it. */
  batchId?: number;
}

/** A letter's PDF (dated the business day) kept in the file store as a document of the customer; answers the document's id. */
export async function storeLetter(tx: Tx, files: { store: FileStore; scope: Scope }, insertUser: string, letter: LetterToPost): Promise<number> {
  const today = await businessDate(tx);
  const pdf = await renderLetter({
    recipient: letter.recipient,
    addressLines: letter.addressLines,
    date: dayjs(today).format(DATE_FORMATS.letter),
    subject: letter.subject,
    body: letter.body,
  });
  const fileName = `${letter.fileStem}-${dayjs().format('YYYYMMDDHHmmss')}.pdf`;
  // Letters written in the same second share their file name: the key must not (a put replaces the file at its key).
  const storagePath = `${files.scope.companyId}/${files.scope.dataset}/posted-mail/${crypto.randomUUID()}-${fileName}`;
  await files.store.put(files.scope, storagePath, pdf, { fileName, contentType: MEDIA_TYPES.pdf }, tx);
  const [category] = letter.categoryId
    ? [{ id: letter.categoryId }]
    : await tx.select({ id: documentCategories.id }).from(documentCategories).where(eq(documentCategories.code, 'LETTER'));
  if (!category) throw notFound(texts.documents.categoryRequired);
  const [document] = await tx
    .insert(documents)
    .values({
      customerId: letter.customerId,
      categoryId: category.id,
      name: letter.subject,
      fileName,
      fileExtension: 'pdf',
      contentType: MEDIA_TYPES.pdf,
      documentDate: today,
      location: 'C',
      storagePath,
      sizeBytes: pdf.length,
      insertUser,
    })
    .returning({ id: documents.id });
  return document!.id;
}

/**
 * A letter to print and post: its PDF kept as a document (storeLetter) and a NEW item on the Posted
 * Mail list; the mail-house submission job is queued after the commit (it submits the letter when
 * the company's Mail Room card is connected, and leaves it NEW to print otherwise).
 */
export async function postLetter(tx: Tx, files: { store: FileStore; scope: Scope }, insertUser: string, letter: LetterToPost) {
  const documentId = await storeLetter(tx, files, insertUser, letter);
  const [item] = await tx
    .insert(postedMailItems)
    .values({
      customerId: letter.customerId,
      customerAccountId: letter.customerAccountId,
      documentId,
      emailRequestId: letter.emailRequestId,
      batchId: letter.batchId,
      recipientName: letter.recipient,
      addressLines: letter.addressLines.join('\n'),
      insertUser,
    })
    .returning({ id: postedMailItems.id });
  queueMailSubmission(tx, files.scope);
  return { documentId, postedMailItemId: item!.id };
}

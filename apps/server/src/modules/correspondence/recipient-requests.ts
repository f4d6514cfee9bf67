import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { emailRequests, smsRequests } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';
import { postLetter, storeLetter } from './letters.service';
import { mergeFields, type AccountRecipient } from './recipients';
import { missingFieldsText, type LetterTemplate } from './template-letters';

/**
 * Correspondence written for many recipients at once (a system job's tasks, a bulk send): NEW
 * email and SMS requests that wait for their sending task, and template letters.
 */

export interface RequestValues {
  insertUser: string;
  /** The bulk send that made them. */
  batchId?: number;
}

/** An email as one recipient gets it. */
export interface EmailContent {
  emailSubject: string;
  emailBody: string;
  /** Document ids or uploaded attachments' locations joined by '; '. */
  attachmentPaths?: string | null;
}

/** Whom a request is for, as every request row names them. */
const recipientKeys = (r: AccountRecipient) => ({ customerId: r.customerId, customerAccountId: r.customerAccountId, partyId: r.partyId });

/** NEW email requests to the recipients (each has an email address), written by `emailOf`; answers how many. */
export async function queueEmailRequests(
  tx: Tx,
  recipients: readonly AccountRecipient[],
  emailOf: (recipient: AccountRecipient) => EmailContent,
  values: RequestValues & { correspondenceType: 'ADHOC' | 'TEMPLATE' },
): Promise<number> {
  if (!recipients.length) return 0;
  await tx.insert(emailRequests).values(
    recipients.map((r) => ({
      ...recipientKeys(r),
      sendTo: r.emailAddress!,
      ...emailOf(r),
      ...values,
    })),
  );
  return recipients.length;
}

/** NEW SMS requests, the message merged for each recipient with a mobile number; the others are skipped. */
export async function queueSmsRequests(tx: Tx, recipients: readonly AccountRecipient[], message: string, values: RequestValues) {
  const withMobile = recipients.filter((r) => r.mobilePhone);
  if (withMobile.length)
    await tx.insert(smsRequests).values(
      withMobile.map((r) => ({
        ...recipientKeys(r),
        phoneNumber: r.mobilePhone!,
        message: mergeFields(message, r.fields, 'text'),
        ...values,
      })),
    );
  return { queued: withMobile.length, skipped: recipients.length - withMobile.length };
}

interface SkippedRecipient {
  accountNumber: string;
  reason: string;
}

export interface LetterOptions extends RequestValues {
  files: { store: FileStore; scope: Scope };
  /** Names the letters' files (default: the template's code). */
  fileStem?: string;
  /** Whether the recipient's letter goes by email (else it is posted). */
  byEmail: (recipient: AccountRecipient) => boolean;
}

/**
 * The template's letter for each recipient. Posted: its PDF on the Posted Mail list. By email:
 * its PDF kept as a document of the customer and attached to a NEW email whose subject is the
 * template's name and whose body is the letter. A recipient missing a field the letter needs, or
 * to be emailed without an email address, is skipped with the reason.
 */
export async function writeLetters(tx: Tx, template: LetterTemplate, recipients: readonly AccountRecipient[], options: LetterOptions) {
  const { files, fileStem, byEmail, ...values } = options;
  const skipped: SkippedRecipient[] = [];
  const emails: { recipient: AccountRecipient; content: EmailContent }[] = [];
  let posted = 0;
  for (const r of recipients) {
    const skip = (reason: string) => skipped.push({ accountNumber: r.fields.accountNumber!, reason });
    const written = template.letterFor(r, fileStem);
    if ('missing' in written) {
      skip(missingFieldsText(written.missing));
    } else if (!byEmail(r)) {
      await postLetter(tx, files, values.insertUser, { ...written.letter, batchId: values.batchId });
      posted++;
    } else if (!r.emailAddress) {
      skip(texts.letter.noEmailAddress);
    } else {
      const documentId = await storeLetter(tx, files, values.insertUser, written.letter);
      emails.push({ recipient: r, content: { emailSubject: written.letter.subject, emailBody: written.html, attachmentPaths: String(documentId) } });
    }
  }
  const byRecipient = new Map(emails.map((e) => [e.recipient, e.content]));
  const emailed = await queueEmailRequests(
    tx,
    emails.map((e) => e.recipient),
    (r) => byRecipient.get(r)!,
    { ...values, correspondenceType: 'TEMPLATE' },
  );
  return { posted, emailed, skipped };
}

import { parseFileLocation, UPLOAD_LOCATION_SEPARATOR } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { readFile, type FileStore } from '../../lib/files/index';
import type { MailAttachment } from '../../lib/mailer';
import { attachmentKey } from '../uploads/uploads.storage';
import { documentFile } from './document-content';

/**
 * An email's attachments field: entries joined by '; ', each a document id or an uploaded
 * attachment's location (a correspondence task's upload carries its file name after a '/').
 */
export const attachmentEntries = (paths: string | null) =>
  (paths ?? '')
    .split(UPLOAD_LOCATION_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);

export const appendAttachments = (paths: string | null, added: readonly string[]) => [...attachmentEntries(paths), ...added].join(UPLOAD_LOCATION_SEPARATOR);

/** The files to send with an email; an entry whose file is gone is left out. */
export async function loadAttachments(tx: Tx, files: FileStore, scope: Scope, paths: string | null): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  for (const entry of attachmentEntries(paths)) {
    const location = parseFileLocation(entry);
    if (location?.kind === 'document') {
      const doc = await documentFile(tx, files, scope, location.id);
      if (doc && doc.location !== 'HTML') attachments.push({ filename: doc.fileName, content: doc.content, contentType: doc.contentType });
      continue;
    }
    const upload = location ? await readFile(files, scope, attachmentKey(location.location), tx) : null;
    if (upload && location?.kind === 'upload')
      attachments.push({ filename: location.fileName ?? upload.fileName, content: upload.content, contentType: upload.contentType });
  }
  return attachments;
}

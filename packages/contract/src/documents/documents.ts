import { z } from 'zod';
import { textId } from '../ids';
import { documents as documentsText } from '../texts/documents';

/** Where a document's bytes are (spec 1 §3): C = the file store, Y = the database, HTML = raw html, N = unknown. */
export const documentLocations = ['C', 'Y', 'HTML', 'N'] as const;
export type DocumentLocation = (typeof documentLocations)[number];

/** A document of the customer (spec 3 §3 Document). */
export const customerDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileName: z.string(),
  documentDate: z.string(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  typeDescription: z.string(),
  typeCode: z.string(),
  contentType: z.string(),
  fileExtension: z.string(),
  location: z.enum(documentLocations),
  /** What an invoice, a credit note or a posted letter sent the customer: as permanent as they are, never deleted. */
  permanent: z.boolean(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;
export const customerDocumentListSchema = z.array(customerDocumentSchema);

/** Document category (spec 1 §3): the upload dialog's choices. */
export const documentCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  defaultNote: z.string().nullable(),
  defaultOption: z.boolean(),
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;
export const documentLookupsSchema = z.object({ documentCategories: z.array(documentCategorySchema) });
export type DocumentLookups = z.infer<typeof documentLookupsSchema>;

export const documentIdParams = z.object({ id: textId });

/** Received-via choices of the upload dialog (spec 3 §5.3, §9); Email is sent as blank. */
export const RECEIVED_VIA = ['Email', 'Post', 'Fax', 'Phone', 'Other'] as const;
export type ReceivedVia = (typeof RECEIVED_VIA)[number];

/** The upload's file part (spec 3 §3 upload field FileData); the text parts are documentUploadFieldsSchema's. */
export const DOCUMENT_UPLOAD_FILE = 'FileData';

/**
 * Spec 3 §2.10: a document kept in the database (location Y) that is neither HTML nor a copy of an
 * email (type HTMLEMAIL) is downloaded directly; any other opens in the view dialog.
 */
export function downloadsDirectly(doc: Pick<CustomerDocument, 'location' | 'fileExtension' | 'typeCode'>): boolean {
  return doc.location === 'Y' && doc.fileExtension.toLowerCase() !== 'html' && doc.typeCode !== 'HTMLEMAIL';
}

/** The label of a document's card: "Image" for an image, else its type's description. */
export const documentTypeLabel = (doc: Pick<CustomerDocument, 'contentType' | 'typeDescription'>, imageLabel: string) =>
  doc.contentType.startsWith('image/') ? imageLabel : doc.typeDescription;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

/**
 * The upload's text parts (spec 3 §3 upload fields, §5.3): a category (the "* Required *"
 * placeholder is no category), the customer, and optional file name, reference, received-via and
 * notes. The dialog sends Email, its first choice, as blank: blank is read as Email.
 */
export const documentUploadFieldsSchema = z.object({
  CategoryId: z
    .string({ error: documentsText.categoryRequired })
    .regex(/^\d{1,10}$/, documentsText.categoryRequired)
    .transform(Number),
  CustomerId: textId,
  FileName: optionalText(255),
  Reference: optionalText(100),
  ReceivedBy: z
    .enum(['', ...RECEIVED_VIA])
    .optional()
    .transform((v): ReceivedVia => v || 'Email'),
  Notes: optionalText(2000),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/**
 * A file location (spec 1 §7 POST /documents/get-document-access-urls): a document id, or an
 * uploaded attachment's location (what POST /documents/upload-attachments and
 * /documents/upload-correspondence answer), optionally followed by `/` and the file's name as a
 * correspondence task keeps it (spec 2 §2.11: the uploaded path prefixed to the file name).
 */
export const FILE_LOCATION_PATTERN = /^(?:(?<documentId>\d{1,10})|(?<location>[A-Za-z0-9-]{1,40})(?:\/(?<fileName>[^/\\\0]{1,255}))?)$/;
export const fileLocationSchema = z.string().trim().regex(FILE_LOCATION_PATTERN, 'must be a document id or an uploaded location');

/** What a file location names: a document (by id) or an uploaded attachment (by location, with the name to give it). */
export type ParsedFileLocation = { kind: 'document'; id: number } | { kind: 'upload'; location: string; fileName: string | null };

export function parseFileLocation(text: string): ParsedFileLocation | null {
  const groups = FILE_LOCATION_PATTERN.exec(text.trim())?.groups;
  if (!groups) return null;
  if (groups.documentId) return { kind: 'document', id: Number(groups.documentId) };
  return { kind: 'upload', location: groups.location!, fileName: groups.fileName ?? null };
}

/** Most locations one access-URL request takes. */
export const DOCUMENT_ACCESS_MAX_LOCATIONS = 50;
/** How long an access URL works: short, so a copied link is soon useless. */
export const DOCUMENT_ACCESS_URL_SECONDS = 300;

export const documentAccessRequestSchema = z.object({
  fileLocations: z.array(fileLocationSchema).min(1).max(DOCUMENT_ACCESS_MAX_LOCATIONS),
});
export type DocumentAccessRequest = z.input<typeof documentAccessRequestSchema>;

/** One location's access URL: a path on this server (below /api) that works until expiresAt (ISO instant) for users of the same company. */
export const documentAccessUrlSchema = z.object({ fileLocation: z.string(), url: z.string(), expiresAt: z.string() });
export type DocumentAccessUrl = z.infer<typeof documentAccessUrlSchema>;
export const documentAccessUrlsSchema = z.array(documentAccessUrlSchema);

/** GET /documents/access/{token}: an access URL's token, `{file}.{expiry}.{signature}` (one path segment of at most 100 characters). */
export const documentAccessParams = z.object({ token: z.string().regex(/^[A-Za-z0-9-]{1,40}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{43}$/, 'not an access token') });

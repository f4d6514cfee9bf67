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

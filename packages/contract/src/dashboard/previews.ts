import { z } from 'zod';
import { rowId, textId } from '../ids';

/** GET /dashboard/emails/{id}/preview: a NEW email as it will be sent (the body is HTML, shown sandboxed). */
export const emailPreviewResponseSchema = z.object({
  id: z.number().int(),
  sendTo: z.string(),
  ccTo: z.string().nullable(),
  emailSubject: z.string(),
  htmlBody: z.string(),
  attachments: z.array(z.string()),
});
export type EmailPreview = z.infer<typeof emailPreviewResponseSchema>;

/**
 * POST /dashboard/emails/upload-pdf (multipart): part `items` is the JSON text of the selected rows
 * (each with key_exception_id) and parts file0..n are the PDFs attached to every one of them.
 */
export const uploadPdfItemsSchema = z
  .array(z.object({ key_exception_id: rowId }).loose())
  .min(1)
  .max(1000);

/** GET /dashboard/meter-read/preview?path: the read's photo (blob); the path must be in the company's storage. */
export const meterReadPreviewQuery = z.object({ path: z.string().min(1).max(500) });

export const emailIdParams = z.object({ id: textId });

export const previewPaths = {
  email: (id: number) => `/dashboard/emails/${id}/preview`,
  uploadPdf: '/dashboard/emails/upload-pdf',
  meterRead: '/dashboard/meter-read/preview',
} as const;

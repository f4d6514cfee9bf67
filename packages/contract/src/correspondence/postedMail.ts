import { z } from 'zod';

/**
 * POST /correspondence/posted-mail/merge-pdf: the PDFs of the selected posted-mail items merged
 * into one document (application/pdf) in the order given; NEW items become PRINTED.
 */
export const mergePostedMailRequestSchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500),
});
export type MergePostedMailRequest = z.infer<typeof mergePostedMailRequestSchema>;

export const mergePostedMailPath = '/correspondence/posted-mail/merge-pdf';

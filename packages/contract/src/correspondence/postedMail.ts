import { z } from 'zod';
import { bodyId } from '../ids';

/**
 * POST /correspondence/posted-mail/merge-pdf: the PDFs of the selected posted-mail items merged
 * into one document (application/pdf) in the order given; NEW items become PRINTED.
 */
export const mergePostedMailRequestSchema = z.object({
  ids: z.array(bodyId).min(1).max(500),
});
export type MergePostedMailRequest = z.infer<typeof mergePostedMailRequestSchema>;

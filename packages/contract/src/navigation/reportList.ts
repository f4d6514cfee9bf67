import { z } from 'zod';

/** A Reports menu entry (spec 1 §3 Report list item); locked reports are shown disabled with a lock icon. */
export const reportListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  isLocked: z.boolean(),
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

/** GET /reports: the report list (running a report is another call). */
export const reportListResponseSchema = z.array(reportListItemSchema);
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;
export const reportListPath = '/reports';

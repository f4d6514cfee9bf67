import { z } from 'zod';
import { messageListSchema } from '../envelope';
import { textId } from '../ids';
import { JOB_PROGRESS_STATUSES } from '../jobs';

/*
 * An upload of meter data files and the progress of its import: kept apart from imports.ts, whose
 * row rules and texts the dashboard's first screen has no use for.
 */

/** POST /dashboard/schedules/{scheduleId}/import-csv-file: the upload's outcome, and the upload whose import its job works (GET it for its progress). */
export const meterDataUploadResponseSchema = z.object({
  messages: messageListSchema,
  uploadId: z.number().int(),
});
export type MeterDataUploadResponse = z.infer<typeof meterDataUploadResponseSchema>;

export const meterDataUploadParams = z.object({ uploadId: textId });

/** GET /dashboard/meter-data-uploads/{uploadId}: how far an upload's import is; once it has finished, `messages` say what became of every file. */
export const meterDataUploadSchema = z.object({
  id: z.number().int(),
  status: z.enum(JOB_PROGRESS_STATUSES),
  totalReads: z.number().int(),
  doneReads: z.number().int(),
  messages: messageListSchema,
});
export type MeterDataUpload = z.infer<typeof meterDataUploadSchema>;

/** How often Upload Files asks how far an upload's import is (ms). */
export const METER_DATA_UPLOAD_POLL_MS = 1000;

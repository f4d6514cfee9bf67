import { eq, sql } from 'drizzle-orm';
import { IMPORT_MAX_REPORTED_ERRORS, importFileError, texts, type Message } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { jobRunLogs, jobRuns, meterDataUploads, systemJobs } from '../../db/schema/index';
import { uploadFiles, type UploadFile } from '../metering/meter-data-files';

const t = texts.dashboard.csv;

/** What became of one file: refused whole, received before, or its reads queued, rejected and already received. */
const fileResult = (f: UploadFile) => f.problem ?? (f.firstCopyId !== null ? t.fileAlreadyReceived : t.received(f.queued, f.rejectedCount, f.alreadyReceived));

/**
 * What the user reads once an upload's files are read: the totals, each file's own when there are
 * several (or it was refused or received before), and the first rejected reads.
 */
export function uploadMessages(files: readonly UploadFile[], errorMessage: string | null): Message[] {
  const sum = (pick: (f: UploadFile) => number) => files.reduce((n, f) => n + pick(f), 0);
  const refusedFiles = files.filter((f) => f.problem !== null);
  return [
    errorMessage ? { message: t.importStopped(errorMessage), messageType: 'Error' } : { message: texts.dashboard.fileUploaded, messageType: 'Success' },
    {
      message: t.received(
        sum((f) => f.queued),
        sum((f) => f.rejectedCount),
        sum((f) => f.alreadyReceived),
      ),
      messageType: 'Information',
    },
    ...files
      .filter((f) => files.length > 1 || f.firstCopyId !== null || f.problem !== null)
      .map((f) => ({ message: importFileError(f.fileName, fileResult(f)), messageType: f.problem ? ('Warning' as const) : ('Information' as const) })),
    ...files
      .flatMap((f) => f.rejected)
      .slice(0, IMPORT_MAX_REPORTED_ERRORS - refusedFiles.length)
      .map((message) => ({ message, messageType: 'Warning' as const })),
  ];
}

/**
 * Ends an upload's import: recorded as one run of its import task with a log per file (FAILED when
 * the file was refused or reads of it were rejected), and the upload COMPLETED or FAILED.
 */
export async function finishUpload(tx: Tx, uploadId: number, status: 'COMPLETED' | 'FAILED', errorMessage: string | null = null): Promise<void> {
  const [upload] = await tx.select().from(meterDataUploads).where(eq(meterDataUploads.id, uploadId)).for('update');
  if (!upload || upload.finishedAt) return;
  const files = await uploadFiles(tx, uploadId);
  const [task] = await tx.select({ name: systemJobs.name }).from(systemJobs).where(eq(systemJobs.id, upload.systemJobId));
  // A task deleted since keeps no runs (its runs go with it).
  if (task) {
    const [run] = await tx
      .insert(jobRuns)
      .values({
        systemJobId: upload.systemJobId,
        triggeredBy: `upload:${upload.sender}`,
        status: status === 'COMPLETED' ? 'SUCCESS' : 'FAILED',
        startTime: upload.createdAt,
        endTime: sql`now()`,
      })
      .returning({ id: jobRuns.id });
    // A delivery refused whole (the inbox's) has no files: its log says why.
    const logs = files.length
      ? files.map((f, i) => ({
          stepOrder: i + 1,
          status: f.problem || f.rejectedCount ? ('FAILED' as const) : ('SUCCESS' as const),
          logName: f.fileName,
          logText: [fileResult(f), ...f.rejected].join('\n'),
        }))
      : errorMessage
        ? [{ stepOrder: 1, status: 'FAILED' as const, logName: upload.sender, logText: errorMessage }]
        : [];
    if (logs.length) {
      await tx
        .insert(jobRunLogs)
        .values(logs.map((log) => ({ ...log, jobRunId: run!.id, taskName: task.name, startTime: upload.createdAt, endTime: sql`now()` })));
    }
  }
  await tx
    .update(meterDataUploads)
    .set({ status, errorMessage, finishedAt: sql`now()` })
    .where(eq(meterDataUploads.id, uploadId));
}

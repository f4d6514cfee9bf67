import { eq } from 'drizzle-orm';
import { texts, type MeterDataUpload, type MeterDataUploadResponse } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { meterDataUploads } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Scoped } from '../../lib/batches';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { queueJob } from '../../jobs/job';
import { receivedBefore, recordReceivedFiles, storeReceivedFiles, uploadFiles } from '../metering/meter-data-files';
import { checkUpload } from './meter-data-upload-check';
import { meterDataImportJob } from './meter-data-import.job';
import { finishUpload, uploadMessages } from './meter-data-upload-result';
import type { Viewer } from './processes.service';
import { importSchedule, schedulingProcess } from './scheduled-tasks.service';

/** A file as uploaded. */
export interface CsvFile {
  fileName: string;
  content: Buffer;
}

/**
 * The scheduled-tasks panel's Upload Files: the meter-read files of an import task (CSV, NEM12,
 * NEM13, or zips of them) are checked whole (a malformed one refuses the upload, nothing kept),
 * each file not received before is kept in the file store, and the upload is recorded with its
 * files and audited; its job (queued when this commits) reads them into the import queue, with
 * progress (meterDataUpload). A file received before is recorded as such and read no more.
 */
export async function importUploadedReads(
  scoped: Scoped,
  store: FileStore,
  viewer: Viewer,
  scheduleId: number,
  uploads: readonly CsvFile[],
  actor: Actor,
): Promise<MeterDataUploadResponse> {
  const schedule = await scoped((tx) => importSchedule(tx, viewer, scheduleId));
  const files = checkUpload(uploads);
  const before = await scoped((tx) =>
    receivedBefore(
      tx,
      files.map((f) => f.sha256),
    ),
  );
  await storeReceivedFiles(
    store,
    viewer.scope,
    files.filter((f) => !before.has(f.sha256)),
  );
  const uploadId = await scoped(async (tx) => {
    const [upload] = await tx
      .insert(meterDataUploads)
      .values({ systemJobId: schedule.id, sender: actor.username })
      .returning({ id: meterDataUploads.id, companyId: meterDataUploads.companyId, dataset: meterDataUploads.dataset });
    const waiting = await recordReceivedFiles(tx, upload!.id, actor.username, files);
    if (waiting) queueJob(tx, meterDataImportJob, { companyId: upload!.companyId, dataset: upload!.dataset, uploadId: upload!.id });
    else await finishUpload(tx, upload!.id, 'COMPLETED');
    await audit(tx, {
      event: 'dashboard.import-csv',
      entity: 'system_jobs',
      entityId: schedule.id,
      newValues: { files: uploads.map((f) => f.fileName), reads: files.reduce((n, f) => n + f.reads, 0), uploadId: upload!.id },
      ...actor,
    });
    return upload!.id;
  });
  return { messages: [{ message: texts.dashboard.fileUploaded, messageType: 'Success' }], uploadId };
}

/** GET /dashboard/meter-data-uploads/{uploadId}: how far an upload's import is, and once it has finished what became of each file. */
export async function meterDataUpload(tx: Tx, viewer: Viewer, uploadId: number): Promise<MeterDataUpload> {
  await schedulingProcess(tx, viewer);
  const [upload] = await tx.select().from(meterDataUploads).where(eq(meterDataUploads.id, uploadId));
  if (!upload) throw notFound(texts.server.notFound);
  const files = await uploadFiles(tx, uploadId);
  return {
    id: upload.id,
    status: upload.status,
    totalReads: files.reduce((n, f) => n + f.totalReads, 0),
    doneReads: files.reduce((n, f) => n + f.doneReads, 0),
    messages: upload.finishedAt ? uploadMessages(files, upload.errorMessage) : [],
  };
}

import { eq } from 'drizzle-orm';
import { texts, type MeterDataUpload, type MeterDataUploadResponse } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { meterDataUploads } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Scoped } from '../../lib/batches';
import type { Actor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { queueJob } from '../../jobs/job';
import { receivedBefore, recordReceivedFiles, uploadFiles, type KeptFile, type KeptFiles } from '../metering/meter-data-files';
import { checkUpload } from './meter-data-upload-check';
import { meterDataImportJob } from './meter-data-import.job';
import { finishUpload, uploadMessages } from './meter-data-upload-result';
import type { Viewer } from './processes.service';
import { receivedFiles } from './received-files';
import { schedulingProcess } from './scheduled-tasks.service';

/**
 * Meter data files delivered for the import task `scheduleId` (Upload Files' files, already kept in
 * the file store as they streamed in): zips are unpacked into their files, every file is checked
 * (a malformed one refuses the delivery and nothing of it is kept), and the delivery is recorded
 * with its files and audited; its job (queued when this commits) reads them into the import queue,
 * with progress (meterDataUpload). A file received before is recorded as such and read no more.
 */
export async function receiveMeterData(
  scoped: Scoped,
  kept: KeptFiles,
  scheduleId: number,
  uploads: readonly KeptFile[],
  actor: Actor,
): Promise<MeterDataUploadResponse> {
  const files = await checkUpload(kept, await receivedFiles(kept, uploads));
  const before = await scoped((tx) =>
    receivedBefore(
      tx,
      files.map((f) => f.sha256),
    ),
  );
  for (const f of files) if (before.has(f.sha256)) await kept.discard(f.storageKey);
  const uploadId = await scoped(async (tx) => {
    const [upload] = await tx
      .insert(meterDataUploads)
      .values({ systemJobId: scheduleId, sender: actor.username })
      .returning({ id: meterDataUploads.id, companyId: meterDataUploads.companyId, dataset: meterDataUploads.dataset });
    const waiting = await recordReceivedFiles(tx, upload!.id, actor.username, files, before);
    if (waiting) queueJob(tx, meterDataImportJob, { companyId: upload!.companyId, dataset: upload!.dataset, uploadId: upload!.id });
    else await finishUpload(tx, upload!.id, 'COMPLETED');
    await audit(tx, {
      event: 'dashboard.import-csv',
      entity: 'system_jobs',
      entityId: scheduleId,
      newValues: { files: files.map((f) => f.fileName), reads: files.reduce((n, f) => n + f.reads, 0), uploadId: upload!.id },
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

import { eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { IMPORT_MAX_REPORTED_ERRORS, IMPORT_MAX_ROWS, importRowError, JOB_WORKING_STATUSES } from '@wattle/contract';
import { meterDataFiles, meterDataUploads } from '../../db/schema/index';
import { withScope } from '../../db/tenancy';
import type { Scoped } from '../../lib/batches';
import { businessDate } from '../../lib/business-date';
import type { FileStore } from '../../lib/files/index';
import { defineJob } from '../../jobs/job';
import { uploadFiles, type UploadFile } from '../metering/meter-data-files';
import { pgArray } from '../metering/stored-reads';
import { INTAKE_BATCH_ROWS, queueIncomingReads, type IncomingRead } from '../metering/read-intake';
import { finishUpload } from './meter-data-upload-result';
import { readStoredFile } from './stored-file-reads';

export interface MeterDataImportJob {
  companyId: number;
  dataset: 'live' | 'demo';
  uploadId: number;
}

/**
 * Reads queued per step: a few intake batches (each its own short transaction, two at a time), then
 * the file's progress is committed. A meter-read CSV, read whole anyway, goes in one step.
 */
const readsPerStep = (file: UploadFile) => (file.kind === 'CSV' ? IMPORT_MAX_ROWS : 4 * INTAKE_BATCH_ROWS);

/**
 * Reads one file of an upload into the import queue (docs/metering.md "Files"): a file not checked
 * when it was received is first read through to check it and count its reads (a file refused whole
 * queues nothing and is FAILED with the reason); then it is read for good, a step at a time, each
 * step's outcome added to the file's counts with its progress. A job stopped midway carries on
 * after the last step it committed; the reads of a step it had queued but not counted are found
 * already received.
 */
async function importFile(scoped: Scoped, store: FileStore, job: MeterDataImportJob, file: UploadFile, today: string): Promise<void> {
  const setFile = async (values: PgUpdateSetSource<typeof meterDataFiles>) => {
    await scoped((tx) => tx.update(meterDataFiles).set(values).where(eq(meterDataFiles.id, file.id)));
  };
  // A file checked when it was received has its reads counted already; any other is checked first.
  if (file.status === 'QUEUED' && file.totalReads === 0) {
    let reads = 0;
    const problem = await readStoredFile(store, job, file, () => {
      reads++;
    });
    if (problem) return setFile({ status: 'FAILED', problem: problem.message, doneReads: 0 });
    await setFile({ status: 'RUNNING', totalReads: reads });
  } else if (file.status === 'QUEUED') await setFile({ status: 'RUNNING' });
  let seen = 0;
  let step: IncomingRead[] = [];
  const queueStep = async () => {
    const result = await queueIncomingReads(scoped, step, today);
    const reasons = result.rejected.map(({ read, reason }) => importRowError(read.fileName!, read.line!, reason));
    await setFile({
      doneReads: sql`${meterDataFiles.doneReads} + ${step.length}`,
      queued: sql`${meterDataFiles.queued} + ${result.queued}`,
      alreadyReceived: sql`${meterDataFiles.alreadyReceived} + ${result.skipped}`,
      rejectedCount: sql`${meterDataFiles.rejectedCount} + ${reasons.length}`,
      rejected: sql`(${meterDataFiles.rejected} || ${pgArray(reasons)}::text[])[1:${sql.raw(String(IMPORT_MAX_REPORTED_ERRORS))}]`,
    });
    step = [];
  };
  const problem = await readStoredFile(store, job, file, async (read) => {
    if (++seen <= file.doneReads) return;
    step.push(read);
    if (step.length >= readsPerStep(file)) await queueStep();
  });
  if (step.length) await queueStep();
  await setFile(problem ? { status: 'FAILED', problem: problem.message } : { status: 'COMPLETED' });
}

async function importUpload(scoped: Scoped, store: FileStore, job: MeterDataImportJob): Promise<void> {
  const started = await scoped(async (tx) => {
    const [upload] = await tx.select().from(meterDataUploads).where(eq(meterDataUploads.id, job.uploadId)).for('update');
    if (!upload || !(JOB_WORKING_STATUSES as readonly string[]).includes(upload.status)) return false;
    await tx.update(meterDataUploads).set({ status: 'RUNNING' }).where(eq(meterDataUploads.id, upload.id));
    return true;
  });
  if (!started) return;
  try {
    const { today, files } = await scoped(async (tx) => ({ today: await businessDate(tx), files: await uploadFiles(tx, job.uploadId) }));
    for (const file of files) if (file.status === 'QUEUED' || file.status === 'RUNNING') await importFile(scoped, store, job, file, today);
    await scoped((tx) => finishUpload(tx, job.uploadId, 'COMPLETED'));
  } catch (error) {
    await scoped((tx) => finishUpload(tx, job.uploadId, 'FAILED', error instanceof Error ? error.message : String(error)));
  }
}

/** An upload's import: any server with jobs on takes it; one left QUEUED or RUNNING is queued again by the sweep and carries on. */
export const meterDataImportJob = defineJob<MeterDataImportJob>({
  queue: 'meter-data-import',
  key: (job) => `${job.companyId}:${job.dataset}:${job.uploadId}`,
  pollingIntervalSeconds: 0.5,
  run: ({ database, files }, job) => importUpload((work) => withScope(database.db, job, work), files, job),
  unfinished: ({ database }) =>
    database.db
      .select({ companyId: meterDataUploads.companyId, dataset: meterDataUploads.dataset, uploadId: meterDataUploads.id })
      .from(meterDataUploads)
      .where(inArray(meterDataUploads.status, [...JOB_WORKING_STATUSES])),
});

import { and, asc, eq, inArray } from 'drizzle-orm';
import { METER_DATA_INBOX, METER_DATA_INBOX_SENDER } from '@wattle/contract';
import type { Database } from '../../db/client';
import { meterDataUploads, systemJobs } from '../../db/schema/index';
import { withScope, type Scope } from '../../db/tenancy';
import type { Scoped } from '../../lib/batches';
import { AppError } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { defineJob } from '../../jobs/job';
import { KeptFiles } from '../metering/meter-data-files';
import { meterDataName } from './meter-data-upload-check';
import { finishUpload } from './meter-data-upload-result';
import { receiveMeterData } from './meter-read-upload.service';
import { importRunnerCodes } from './task-runners';

/** Files one pass takes from an inbox: the rest wait for the next minute. */
const FILES_PER_PASS = 100;
const INBOX_ACTOR = { username: METER_DATA_INBOX_SENDER, ipAddress: '' };

/** A delivery the inbox could not take (a file of another kind, a damaged zip…): recorded as a failed upload of the task with the reasons. */
async function recordRefused(scoped: Scoped, scheduleId: number, reasons: string): Promise<void> {
  await scoped(async (tx) => {
    const [upload] = await tx
      .insert(meterDataUploads)
      .values({ systemJobId: scheduleId, sender: METER_DATA_INBOX_SENDER })
      .returning({ id: meterDataUploads.id });
    await finishUpload(tx, upload!.id, 'FAILED', reasons);
  });
}

/**
 * Takes the files a meter data provider's delivery dropped in one company's inbox (the file store's
 * folder METER_DATA_INBOX; in S3, the prefix `{company}/{dataset}/meter-data-inbox/`), as an
 * upload of them would: kept, checked, recorded and read in by the meter-data-import job. Each file
 * leaves the inbox once taken; a delivery that is refused is recorded with the reasons (the Meter
 * Read Import task's logs show it) and leaves too, so it is never taken again. A file taken twice
 * (a pass stopped before it emptied the inbox) is found received before and changes nothing.
 */
async function takeInbox(database: Database, store: FileStore, scope: Scope, scheduleId: number): Promise<void> {
  const dropped = await store.list(scope, METER_DATA_INBOX, FILES_PER_PASS);
  if (dropped.length === 0) return;
  const scoped: Scoped = (work) => withScope(database.db, scope, work);
  const kept = new KeptFiles(store, scope);
  try {
    const files = [];
    for (const key of dropped) {
      const fileName = key.slice(METER_DATA_INBOX.length);
      meterDataName(fileName);
      const found = await store.get(scope, key);
      if (found) files.push(await kept.keep(fileName, found.body));
    }
    await receiveMeterData(scoped, kept, scheduleId, files, INBOX_ACTOR);
  } catch (error) {
    await kept.discardAll();
    if (!(error instanceof AppError)) throw error;
    await recordRefused(
      scoped,
      scheduleId,
      error
        .envelope()
        .messages.map((m) => m.message)
        .join('\n'),
    );
  }
  for (const key of dropped) await store.delete(scope, key);
}

/** Every minute, on whichever server takes it: each company's and dataset's inbox, into its first meter-read import task. */
export const meterDataInboxJob = defineJob({
  queue: 'meter-data-inbox',
  every: '* * * * *',
  async run({ database, files }) {
    const tasks = await database.db
      .selectDistinctOn([systemJobs.companyId, systemJobs.dataset], { id: systemJobs.id, companyId: systemJobs.companyId, dataset: systemJobs.dataset })
      .from(systemJobs)
      .where(and(eq(systemJobs.active, true), inArray(systemJobs.runnerCode, importRunnerCodes)))
      .orderBy(asc(systemJobs.companyId), asc(systemJobs.dataset), asc(systemJobs.id));
    for (const task of tasks) await takeInbox(database, files, { companyId: task.companyId, dataset: task.dataset }, task.id);
  },
});

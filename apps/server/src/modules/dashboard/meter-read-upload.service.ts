import { IMPORT_MAX_REPORTED_ERRORS, importFileError, texts, type Message } from '@wattle/contract';
import { jobRunLogs, jobRuns } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Scoped } from '../../lib/batches';
import { businessDate } from '../../lib/business-date';
import type { Actor } from '../../lib/actor';
import type { FileStore } from '../../lib/files/index';
import { recordReceivedFiles, storeReceivedFiles } from '../metering/meter-data-files';
import { importMeterReadCsv, type CsvFile, type FileOutcome } from './meter-read-csv';
import type { Viewer } from './processes.service';

/** What became of one file's rows, or that it was received before. */
const fileResult = (o: FileOutcome) =>
  o.alreadyReceived ? texts.dashboard.csv.fileAlreadyReceived : texts.dashboard.csv.received(o.queued, o.rejected.length, o.skipped);
import { importSchedule } from './scheduled-tasks.service';

/**
 * The scheduled-tasks panel's Upload Files: the meter-read files of an import task (CSV, NEM12,
 * NEM13, or zips of them) are read into the waiting reads (in short transactions), then recorded as
 * one run of the task with a log per file received, and audited. Each file not received before is
 * kept in the file store and recorded (meter_data_files) with its sender and result. Answers what the user reads: the
 * totals, each file's own when there are several, and the first rejected rows.
 */
export async function importUploadedReads(
  scoped: Scoped,
  store: FileStore,
  viewer: Viewer,
  scheduleId: number,
  uploads: readonly CsvFile[],
  actor: Actor,
): Promise<Message[]> {
  const { schedule, today } = await scoped(async (tx) => ({ schedule: await importSchedule(tx, viewer, scheduleId), today: await businessDate(tx) }));
  const { files, perFile } = await importMeterReadCsv(scoped, uploads, today);
  const kept = files.flatMap((file) => {
    const o = perFile.get(file.fileName)!;
    return o.alreadyReceived ? [] : [{ ...file, result: { queued: o.queued, rejected: o.rejected, alreadyReceived: o.skipped } }];
  });
  await storeReceivedFiles(store, viewer.scope, kept);
  const outcomes = [...perFile.values()];
  const sum = (pick: (o: FileOutcome) => number) => outcomes.reduce((n, o) => n + pick(o), 0);
  const rejected = outcomes.flatMap((o) => o.rejected);
  const totals = { queued: sum((o) => o.queued), rejected: rejected.length, skipped: sum((o) => o.skipped) };
  return scoped(async (tx) => {
    const [run] = await tx
      .insert(jobRuns)
      .values({ systemJobId: schedule.id, triggeredBy: `upload:${actor.username}`, status: 'SUCCESS', endTime: new Date().toISOString() })
      .returning({ id: jobRuns.id, startTime: jobRuns.startTime });
    await tx.insert(jobRunLogs).values(
      [...perFile].map(([fileName, o], i) => ({
        jobRunId: run!.id,
        taskName: schedule.name,
        stepOrder: i + 1,
        status: o.rejected.length ? ('FAILED' as const) : ('SUCCESS' as const),
        startTime: run!.startTime,
        endTime: run!.startTime,
        logName: fileName,
        logText: [fileResult(o), ...o.rejected].join('\n'),
      })),
    );
    await recordReceivedFiles(tx, actor.username, kept);
    await audit(tx, {
      event: 'dashboard.import-csv',
      entity: 'system_jobs',
      entityId: schedule.id,
      newValues: { files: uploads.map((f) => f.fileName), ...totals },
      ...actor,
    });
    return [
      { message: texts.dashboard.fileUploaded, messageType: 'Success' },
      { message: texts.dashboard.csv.received(totals.queued, totals.rejected, totals.skipped), messageType: 'Information' },
      // Several files (or a zip's files) are each reported on their own, as is a file received before.
      ...[...perFile]
        .filter(([, o]) => perFile.size > 1 || o.alreadyReceived)
        .map(([fileName, o]) => ({ message: importFileError(fileName, fileResult(o)), messageType: 'Information' as const })),
      ...rejected.slice(0, IMPORT_MAX_REPORTED_ERRORS).map((message) => ({ message, messageType: 'Warning' as const })),
    ];
  });
}

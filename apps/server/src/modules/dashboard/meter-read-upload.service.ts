import { IMPORT_MAX_REPORTED_ERRORS, importFileError, texts, type Message } from '@wattle/contract';
import { jobRunLogs, jobRuns } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Scoped } from '../../lib/batches';
import { businessDate } from '../../lib/business-date';
import type { Actor } from '../../lib/actor';
import { importMeterReadCsv, type CsvFile, type FileOutcome } from './meter-read-csv';
import type { Viewer } from './processes.service';
import { importSchedule } from './scheduled-tasks.service';

/**
 * The scheduled-tasks panel's Upload Files: the meter-read files of an import task (CSV, NEM12,
 * NEM13, or zips of them) are read into the waiting reads (in short transactions), then recorded as
 * one run of the task with a log per file received, and audited. Answers what the user reads: the
 * totals, each file's own when there are several, and the first rejected rows.
 */
export async function importUploadedReads(scoped: Scoped, viewer: Viewer, scheduleId: number, files: readonly CsvFile[], actor: Actor): Promise<Message[]> {
  const { schedule, today } = await scoped(async (tx) => ({ schedule: await importSchedule(tx, viewer, scheduleId), today: await businessDate(tx) }));
  const perFile = await importMeterReadCsv(scoped, files, today);
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
        logText: [texts.dashboard.csv.received(o.queued, o.rejected.length, o.skipped), ...o.rejected].join('\n'),
      })),
    );
    await audit(tx, {
      event: 'dashboard.import-csv',
      entity: 'system_jobs',
      entityId: schedule.id,
      newValues: { files: files.map((f) => f.fileName), ...totals },
      ...actor,
    });
    return [
      { message: texts.dashboard.fileUploaded, messageType: 'Success' },
      { message: texts.dashboard.csv.received(totals.queued, totals.rejected, totals.skipped), messageType: 'Information' },
      // Several files (or a zip's files): each reported on its own.
      ...(perFile.size > 1
        ? [...perFile].map(([fileName, o]) => ({
            message: importFileError(fileName, texts.dashboard.csv.received(o.queued, o.rejected.length, o.skipped)),
            messageType: 'Information' as const,
          }))
        : []),
      ...rejected.slice(0, IMPORT_MAX_REPORTED_ERRORS).map((message) => ({ message, messageType: 'Warning' as const })),
    ];
  });
}

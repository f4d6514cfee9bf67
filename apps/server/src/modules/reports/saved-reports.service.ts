import type { PgBoss } from 'pg-boss';
import { texts, type ReportParameters } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { companyTimeZone } from '../../lib/business-date';
import type { Scoped } from '../../lib/batches';
import { AppError, conflict, notFound } from '../../lib/errors';
import { insertSavedReport, savedReportFile, setSavedReportStatus } from './reports.repository';

/** The pg-boss queue that generates saved reports (HELPERS hand-over shared with report schedules). */
export const REPORT_GENERATE_QUEUE = 'reports-generate';

export interface SavedReportJob extends Scope {
  savedReportId: number;
}

interface SavedReportRequest {
  reportId: number;
  userId: number;
  reportScheduleId: number | null;
  name: string;
  /** The final values (text; START_DATE / END_DATE resolved): the worker runs exactly these. */
  parameters: ReportParameters;
}

export const sendSavedReportJob = (boss: Pick<PgBoss, 'send'>, job: SavedReportJob) => boss.send(REPORT_GENERATE_QUEUE, job);

/** Adds a Queued saved report inside the caller's transaction. */
export type QueueSavedReport = (request: SavedReportRequest) => Promise<void>;

/**
 * The one way a saved report is queued (Run in the background, report schedules): `write` adds the
 * Queued rows in one transaction with whatever else it writes; once that has committed, each row's
 * job is sent, so the worker never looks for a row that is not there yet. A job that cannot be sent
 * marks its report Failed (the user reads why in My Reports) and the call is refused with a 503: a
 * report never waits Queued for a job nobody sent. Without a queue (no worker in this process) the
 * rows stay Queued for the next worker start (saved-reports.job.ts).
 */
export async function queueSavedReports<T>(
  scoped: Scoped,
  scope: Scope,
  boss: Pick<PgBoss, 'send'> | null,
  write: (tx: Tx, queue: QueueSavedReport) => Promise<T>,
): Promise<T> {
  const queued: number[] = [];
  const result = await scoped((tx) =>
    write(tx, async (request) => {
      queued.push(await insertSavedReport(tx, request));
    }),
  );
  for (const savedReportId of boss ? queued : []) {
    try {
      await sendSavedReportJob(boss!, { companyId: scope.companyId, dataset: scope.dataset, savedReportId });
    } catch {
      await scoped((tx) => setSavedReportStatus(tx, savedReportId, 'Failed', { errorMessage: texts.reports.queueFailed }));
      throw new AppError(503, texts.reports.queueFailed);
    }
  }
  return result;
}

/** The user's Ready saved report as a file named name-dateRun.xlsx: 404 when not theirs, 409 until Ready. */
export async function savedReportDownload(tx: Tx, id: number, userId: number) {
  const row = await savedReportFile(tx, id, userId, await companyTimeZone(tx));
  if (!row) throw notFound(texts.reports.savedReportNotFound);
  if (row.status !== 'Ready' || !row.content) throw conflict(texts.reports.savedReportNotReady);
  return { fileName: `${row.name}-${row.dateRun}.xlsx`, content: Buffer.from(row.content) };
}

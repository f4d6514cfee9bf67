import type { PgBoss } from 'pg-boss';
import { texts, type ReportParameters } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { companyTimeZone } from '../../lib/business-date';
import { conflict, notFound } from '../../lib/errors';
import { insertSavedReport, savedReportFile } from './reports.repository';

/** The pg-boss queue that generates saved reports (HELPERS hand-over shared with report schedules). */
export const REPORT_GENERATE_QUEUE = 'reports-generate';

export interface SavedReportJob extends Scope {
  savedReportId: number;
}

export interface SavedReportRequest {
  reportId: number;
  userId: number;
  reportScheduleId: number | null;
  name: string;
  /** The final values (text; START_DATE / END_DATE resolved): the worker runs exactly these. */
  parameters: ReportParameters;
}

export const sendSavedReportJob = (boss: Pick<PgBoss, 'send'>, job: SavedReportJob) => boss.send(REPORT_GENERATE_QUEUE, job);

/**
 * Queues a saved report from inside the caller's transaction: inserts the Queued row and sends its
 * job. The job is sent without waiting for it (on PGlite the queue's statement runs once the
 * transaction has committed); the worker retries a job whose row it cannot see yet, and a server
 * starting up queues again every row left Queued, so a report whose send was lost still runs.
 * Returns the saved report's id.
 */
export async function queueSavedReport(tx: Tx, boss: Pick<PgBoss, 'send'> | null, scope: Scope, request: SavedReportRequest): Promise<number> {
  const savedReportId = await insertSavedReport(tx, request);
  if (boss) {
    sendSavedReportJob(boss, { companyId: scope.companyId, dataset: scope.dataset, savedReportId }).catch(() => {
      // Left Queued: the next worker start queues it again (saved-reports.job.ts).
    });
  }
  return savedReportId;
}

/** The user's Ready saved report as a file named name-dateRun.xlsx: 404 when not theirs, 409 until Ready. */
export async function savedReportDownload(tx: Tx, id: number, userId: number) {
  const row = await savedReportFile(tx, id, userId, await companyTimeZone(tx));
  if (!row) throw notFound(texts.reports.savedReportNotFound);
  if (row.status !== 'Ready' || !row.content) throw conflict(texts.reports.savedReportNotReady);
  return { fileName: `${row.name}-${row.dateRun}.xlsx`, content: Buffer.from(row.content) };
}

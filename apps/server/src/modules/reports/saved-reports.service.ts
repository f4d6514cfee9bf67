import { texts, type ReportParameters } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { companyTimeZone } from '../../lib/business-date';
import { conflict, notFound } from '../../lib/errors';
import { queueJob } from '../../jobs/job';
import { insertSavedReport, savedReportFile } from './reports.repository';
import { savedReportJob } from './saved-reports.job';

interface SavedReportRequest {
  reportId: number;
  userId: number;
  reportScheduleId: number | null;
  name: string;
  /** The final values (text; START_DATE / END_DATE resolved): the worker runs exactly these. */
  parameters: ReportParameters;
}

/**
 * The one way a saved report is queued (Run in the background, report schedules): a Queued row in
 * the caller's transaction, whose job is sent once that commits (jobs/job.ts).
 */
export async function queueSavedReport(tx: Tx, scope: Scope, request: SavedReportRequest): Promise<void> {
  const savedReportId = await insertSavedReport(tx, request);
  queueJob(tx, savedReportJob, { companyId: scope.companyId, dataset: scope.dataset, savedReportId });
}

/** The user's Ready saved report as a file named name-dateRun.xlsx: 404 when not theirs, 409 until Ready. */
export async function savedReportDownload(tx: Tx, id: number, userId: number) {
  const row = await savedReportFile(tx, id, userId, await companyTimeZone(tx));
  if (!row) throw notFound(texts.reports.savedReportNotFound);
  if (row.status !== 'Ready' || !row.content) throw conflict(texts.reports.savedReportNotReady);
  return { fileName: `${row.name}-${row.dateRun}.xlsx`, content: Buffer.from(row.content) };
}

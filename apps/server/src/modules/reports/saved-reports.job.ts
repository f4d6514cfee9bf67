import { PassThrough } from 'node:stream';
import { issueText, parameterIssues, texts, type ReportParameters } from '@wattle/contract';
import type { Database, Tx } from '../../db/client';
import { withScope, type Scope } from '../../db/tenancy';
import { companyFormats } from '../system-settings/company-formats';
import { columnSettings, findReport, lockSavedReport, setSavedReportStatus, unfinishedSavedReports } from './reports.repository';
import { allReportRows, configWith, queryInput, queryOf } from './reports.service';
import { writeReportXlsx } from './report-xlsx';
import { defineJob } from '../../jobs/job';

export interface SavedReportJob extends Scope {
  savedReportId: number;
}

async function workbookBytes(write: (out: PassThrough) => Promise<number>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const rowCount = await write(out);
  return { rowCount, content: Buffer.concat(chunks) };
}

/** The filters' values among what the row holds (a schedule may keep its own extra values, such as TIME_PERIOD). */
const ownParameters = (parameters: ReportParameters, codes: readonly string[]) =>
  Object.fromEntries(Object.entries(parameters).filter(([code]) => codes.includes(code)));

/**
 * Generates one saved report (docs/reports.md): claims the Queued row (Running), reads the rows
 * REPORT_BATCH_ROWS per short transaction into the workbook, then stores the file (Ready) or the
 * reason it could not be made (Failed) in a last short transaction.
 */
async function generateSavedReport(database: Database, job: SavedReportJob): Promise<void> {
  const scoped = <T>(work: (tx: Tx) => Promise<T>) => withScope(database.db, job, work);
  const claim = await scoped(async (tx) => {
    const row = await lockSavedReport(tx, job.savedReportId);
    if (!row || row.status === 'Ready' || row.status === 'Failed') return null;
    const report = await findReport(tx, row.reportId);
    if (!report) {
      await setSavedReportStatus(tx, row.id, 'Failed', { errorMessage: texts.reports.reportNotFound });
      return null;
    }
    await setSavedReportStatus(tx, row.id, 'Running');
    const parameters = ownParameters(
      row.parameters,
      report.filters.map((f) => f.parameterCode),
    );
    return {
      row,
      report,
      parameters,
      settings: await columnSettings(tx, row.userId, row.reportId),
      formats: await companyFormats(tx),
      input: await queryInput(tx, parameters),
    };
  });
  if (!claim) return;
  try {
    const { report } = claim;
    const query = queryOf(report);
    const issue = parameterIssues(report.filters, claim.parameters)[0];
    if (issue) throw new Error(issueText(issue));
    const columns = configWith(report, claim.settings).columns;
    const { rowCount, content } = await workbookBytes((out) =>
      writeReportXlsx(out, report.name, columns, allReportRows(scoped, query, claim.input), claim.formats),
    );
    await scoped((tx) => setSavedReportStatus(tx, claim.row.id, 'Ready', { content, rowCount }));
  } catch (error) {
    await scoped((tx) => setSavedReportStatus(tx, claim.row.id, 'Failed', { errorMessage: error instanceof Error ? error.message : String(error) }));
  }
}

/** A saved report's job: any server with jobs on takes it; one left Queued or Running is queued again by the sweep. */
export const savedReportJob = defineJob<SavedReportJob>({
  queue: 'reports-generate',
  key: (job) => `${job.companyId}:${job.dataset}:${job.savedReportId}`,
  pollingIntervalSeconds: 0.5,
  run: (deps, job) => generateSavedReport(deps.database, job),
  unfinished: ({ database }) => unfinishedSavedReports(database.db),
});

import { PassThrough } from 'node:stream';
import { issueText, parameterIssues, texts, type ReportParameters } from '@wattle/contract';
import type { Database, Tx } from '../../db/client';
import { withScope, type Scope } from '../../db/tenancy';
import { businessDate } from '../../lib/business-date';
import type { Mailer } from '../../lib/mailer';
import { companyFormats } from '../system-settings/company-formats';
import { reportCsv } from './report-csv';
import { FILE_TYPES, mailScheduledReport, scheduledDelivery } from './scheduled-report-mail';
import { columnSettings, findReport, lockSavedReport, setSavedReportError, setSavedReportStatus, unfinishedSavedReports } from './reports.repository';
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

/** The rows as they are read, each also handed to `also` (the CSV written beside the workbook). */
async function* tapped<T>(rows: AsyncIterable<T>, also: ((row: T) => void) | null) {
  for await (const row of rows) {
    also?.(row);
    yield row;
  }
}

/**
 * Generates one saved report (docs/reports.md): claims the Queued row (Running), reads the rows
 * REPORT_BATCH_ROWS per short transaction into the workbook, then stores the file (Ready) or the
 * reason it could not be made (Failed) in a last short transaction. A report a schedule with
 * recipients queued is then emailed to them in the schedule's format (docs/report-schedules.md
 * "Delivery"): once, by the run that made it Ready; a failure to email is kept as its error message.
 */
async function generateSavedReport(database: Database, mailer: Mailer, job: SavedReportJob): Promise<void> {
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
      delivery: await scheduledDelivery(tx, row.reportScheduleId),
      runDate: await businessDate(tx),
    };
  });
  if (!claim) return;
  let made: { rowCount: number; file: Buffer } | null = null;
  try {
    const { report } = claim;
    const query = queryOf(report);
    const issue = parameterIssues(report.filters, claim.parameters)[0];
    if (issue) throw new Error(issueText(issue));
    const columns = configWith(report, claim.settings).columns;
    const csv = claim.delivery?.format === 'CSV' ? reportCsv(columns, claim.formats.dateFormat) : null;
    const rows = tapped(allReportRows(scoped, query, claim.input), csv && ((row) => csv.add(row)));
    const { rowCount, content } = await workbookBytes((out) => writeReportXlsx(out, report.name, columns, rows, claim.formats));
    await scoped((tx) => setSavedReportStatus(tx, claim.row.id, 'Ready', { content, rowCount }));
    made = { rowCount, file: csv ? csv.bytes() : content };
  } catch (error) {
    await scoped((tx) => setSavedReportStatus(tx, claim.row.id, 'Failed', { errorMessage: error instanceof Error ? error.message : String(error) }));
  }
  if (!made || !claim.delivery) return;
  const type = FILE_TYPES[claim.delivery.format];
  const failure = await mailScheduledReport(
    mailer,
    claim.delivery,
    { name: claim.report.name, rowCount: made.rowCount },
    { filename: `${claim.report.name}-${claim.runDate}.${type.extension}`, content: made.file, contentType: type.contentType },
  );
  if (failure) await scoped((tx) => setSavedReportError(tx, claim.row.id, texts.reportSchedules.emailFailed(failure)));
}

/** A saved report's job: any server with jobs on takes it; one left Queued or Running is queued again by the sweep. */
export const savedReportJob = defineJob<SavedReportJob>({
  queue: 'reports-generate',
  key: (job) => `${job.companyId}:${job.dataset}:${job.savedReportId}`,
  pollingIntervalSeconds: 0.5,
  run: (deps, job) => generateSavedReport(deps.database, deps.mailer, job),
  unfinished: ({ database }) => unfinishedSavedReports(database.db),
});

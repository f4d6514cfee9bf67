import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ColumnSetting, MyReportsQuery, ReportParameters, SavedReportStatus } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { reportFilters, reports, savedReports, userReportSettings } from '../../db/schema/index';
import { pageWindow, withinAllItems } from '../../lib/all-items';

/** A report's filters in form order (the report dialog's and a schedule's parameters form). */
export const reportFiltersOf = (tx: Tx, reportId: number) =>
  tx.select().from(reportFilters).where(eq(reportFilters.reportId, reportId)).orderBy(asc(reportFilters.sortOrder), asc(reportFilters.id));

/** A stored report with its filters in form order. */
export async function findReport(tx: Tx, reportId: number) {
  const [report] = await tx.select().from(reports).where(eq(reports.id, reportId));
  if (!report) return null;
  return { ...report, filters: await reportFiltersOf(tx, reportId) };
}
export type StoredReport = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function columnSettings(tx: Tx, userId: number, reportId: number): Promise<ColumnSetting[]> {
  return tx
    .select({ columnName: userReportSettings.columnName, show: userReportSettings.show })
    .from(userReportSettings)
    .where(and(eq(userReportSettings.userId, userId), eq(userReportSettings.reportId, reportId)))
    .orderBy(asc(userReportSettings.id));
}

export async function saveColumnSettings(tx: Tx, userId: number, reportId: number, settings: readonly ColumnSetting[]) {
  if (!settings.length) return;
  await tx
    .insert(userReportSettings)
    .values(settings.map((s) => ({ userId, reportId, columnName: s.columnName, show: s.show })))
    .onConflictDoUpdate({
      target: [userReportSettings.companyId, userReportSettings.userId, userReportSettings.reportId, userReportSettings.columnName],
      set: { show: sql`excluded.show`, updatedAt: sql`now()` },
    });
}

export interface NewSavedReport {
  reportId: number;
  userId: number;
  reportScheduleId: number | null;
  name: string;
  parameters: ReportParameters;
}

export async function insertSavedReport(tx: Tx, values: NewSavedReport): Promise<number> {
  const [row] = await tx.insert(savedReports).values(values).returning({ id: savedReports.id });
  return row!.id;
}

/** A saved report, locked while its worker claims it. */
export async function lockSavedReport(tx: Tx, id: number) {
  const [row] = await tx.select().from(savedReports).where(eq(savedReports.id, id)).for('update');
  return row ?? null;
}

/** The user's own saved report with its file, and its run's moment on the company's clock for the file name. */
export async function savedReportFile(tx: Tx, id: number, userId: number, timeZone: string) {
  const [row] = await tx
    .select({
      name: savedReports.name,
      status: savedReports.status,
      content: savedReports.content,
      dateRun: sql<string>`to_char(${savedReports.dateRun} at time zone ${timeZone}, 'YYYY-MM-DD HH24MI')`,
    })
    .from(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)));
  return row ?? null;
}

export async function setSavedReportStatus(
  tx: Tx,
  id: number,
  status: SavedReportStatus,
  more: { content?: Uint8Array; rowCount?: number; errorMessage?: string } = {},
) {
  const finished = status === 'Ready' || status === 'Failed';
  await tx
    .update(savedReports)
    .set({ status, ...more, finishedAt: finished ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(savedReports.id, id));
}

/** Keeps why a Ready report could not be delivered; its status and file stay. */
export async function setSavedReportError(tx: Tx, id: number, errorMessage: string) {
  await tx
    .update(savedReports)
    .set({ errorMessage, updatedAt: sql`now()` })
    .where(eq(savedReports.id, id));
}

const MY_REPORT_SORTS: Record<NonNullable<MyReportsQuery['sortBy']>, SQL> = {
  dateRun: sql`${savedReports.dateRun}`,
  name: sql`${savedReports.name}`,
  status: sql`${savedReports.status}`,
};

/** A page of the user's saved reports: newest run first unless another sort is asked; the search matches the name. */
export async function listSavedReports(
  tx: Tx,
  userId: number,
  query: { search?: string; page: number; itemsPerPage: number; sortBy?: MyReportsQuery['sortBy']; sortDescending?: boolean },
) {
  const search = query.search?.trim();
  const where = and(eq(savedReports.userId, userId), search ? ilike(savedReports.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined);
  const sort = query.sortBy ? MY_REPORT_SORTS[query.sortBy] : savedReports.dateRun;
  const descending = query.sortBy ? query.sortDescending === true : true;
  const base = tx
    .select({
      id: savedReports.id,
      name: savedReports.name,
      dateRun: sql<string>`to_char(${savedReports.dateRun} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      status: savedReports.status,
    })
    .from(savedReports)
    .where(where)
    .orderBy(descending ? desc(sort) : asc(sort), desc(savedReports.id));
  const { limit, offset } = pageWindow(query);
  const items = withinAllItems(await base.limit(limit).offset(offset));
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedReports)
    .where(where);
  return { items, totalItems: count?.n ?? 0 };
}

/** Saved reports left Queued or Running (a server stopped before finishing them), to queue again at start. */
export async function unfinishedSavedReports(tx: Pick<Tx, 'select'>) {
  return tx
    .select({ companyId: savedReports.companyId, dataset: savedReports.dataset, savedReportId: savedReports.id })
    .from(savedReports)
    .where(sql`${savedReports.status} in ('Queued', 'Running')`);
}

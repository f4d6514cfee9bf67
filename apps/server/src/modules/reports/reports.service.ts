import { sql, type SQL } from 'drizzle-orm';
import {
  issueText,
  parameterIssues,
  parseReportConfig,
  rangeTooLong,
  storableValues,
  REPORT_MAX_RANGE_DAYS,
  texts,
  type ColumnSetting,
  type ProcessItem,
  type ReportConfig,
  type ReportDefinition,
  type ReportParameters,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { pageWindow, withinAllItems } from '../../lib/all-items';
import { companyTimeZone } from '../../lib/business-date';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { lookupValues } from '../lookups/lookups.service';
import { allows } from '../navigation/navigation.service';
import { columnSettings, findReport, saveColumnSettings, type StoredReport } from './reports.repository';
import { reportQuery } from './report-queries';
import { queueSavedReport } from './saved-reports.service';
import type { QueryInput, ReportQuery } from './report-query';

const t = texts.reports;
/** Rows read per transaction when every row is wanted (Excel export, My Reports). */
const REPORT_BATCH_ROWS = 2_000;

/** The report, if this user may open it: 404 when the company has none, 403 when locked or not for their roles. */
export async function openReport(tx: Tx, reportId: number, roles: readonly string[]): Promise<StoredReport> {
  const report = await findReport(tx, reportId);
  if (!report) throw notFound(t.reportNotFound);
  if (report.isLocked) throw forbidden(t.reportLocked);
  if (!allows(roles, report.roles)) throw forbidden(texts.server.forbidden);
  return report;
}

/** The report's columns with the user's column settings applied (a setting decides `visible`). */
export function configWith(report: StoredReport, settings: readonly ColumnSetting[]): ReportConfig {
  const config = parseReportConfig(JSON.stringify(report.config));
  const shown = new Map(settings.map((s) => [s.columnName, s.show]));
  return { ...config, columns: config.columns.map((c) => ({ ...c, visible: shown.get(c.field) ?? c.visible })) };
}

export async function reportDefinition(tx: Tx, report: StoredReport, userId: number): Promise<ReportDefinition> {
  return {
    id: report.id,
    name: report.name,
    description: report.description,
    runNowAllowed: report.runNowAllowed ? 'Y' : 'N',
    filters: report.filters.map((f) => ({
      parameterCode: f.parameterCode,
      parameterDescription: f.parameterDescription,
      filterType: f.filterType,
      lookupCode: f.lookupCode,
      value: f.defaultValue ?? '',
      isRequired: f.isRequired,
    })),
    config: configWith(report, await columnSettings(tx, userId, report.id)),
  };
}

/** The query behind the report: 409 while it has none (query_key null or unknown to this server). */
export function queryOf(report: StoredReport): ReportQuery {
  const query = reportQuery(report.queryKey);
  if (!query) throw conflict(t.reportCannotRun);
  return query;
}

function parseParameters(json: string): ReportParameters {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest(t.badParametersJson);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'string')) {
    throw badRequest(t.badParametersJson);
  }
  // The JSON text may spell a NUL byte (\u0000) that the query string's own check never saw.
  return storableValues(parsed) as ReportParameters;
}

/**
 * The report's parameters from reportParametersJson, checked against its filters (spec 2 §5): a
 * 400 naming the first bad parameter. Running it now (`run`) also holds START_DATE and END_DATE
 * to REPORT_MAX_RANGE_DAYS; a save to My Reports does not. Blank optional values are left out.
 */
export async function checkedParameters(tx: Tx, report: StoredReport, json: string, { run }: { run: boolean }): Promise<ReportParameters> {
  const values = parseParameters(json);
  const issue = parameterIssues(report.filters, values)[0];
  if (issue) throw badRequest(issueText(issue));
  const query = reportQuery(report.queryKey);
  for (const filter of report.filters) {
    const value = values[filter.parameterCode] ?? '';
    if (!value) continue;
    const own = query?.filters.find((f) => f.parameterCode === filter.parameterCode)?.check?.(value);
    if (own) throw badRequest(issueText({ parameterCode: filter.parameterCode, message: own }));
    if (filter.filterType === 'LOOKUP' && filter.lookupCode) {
      const choices = (await lookupValues(tx, filter.lookupCode, {})) ?? [];
      if (!choices.some((c) => c.value === value)) throw badRequest(issueText({ parameterCode: filter.parameterCode, message: t.notAChoice }));
    }
  }
  if (run && rangeTooLong(values)) throw badRequest(t.rangeTooLong(REPORT_MAX_RANGE_DAYS));
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

export async function queryInput(tx: Tx, params: ReportParameters): Promise<QueryInput> {
  return { params, timeZone: await companyTimeZone(tx) };
}

export interface PageRequest {
  page: number;
  itemsPerPage: number;
  sortBy?: string;
  sortDescending?: boolean;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, ProcessItem[string]>[] }).rows;

function orderBy(query: ReportQuery, sort?: { field: string; descending: boolean }) {
  const keys = query.order.map((field) => sql`${sql.identifier(field)}`);
  if (sort) keys.unshift(sql`${sql.identifier(sort.field)} ${sort.descending ? sql`desc` : sql`asc`} nulls last`);
  return sql.join(keys, sql`, `);
}

/** The columns the report totals (showTotal), each summed over every row of the report, not only the page. */
const totalled = (query: ReportQuery) => query.columns.filter((c) => c.showTotal).map((c) => c.field);
const TOTAL = 'total:';
const sums = (fields: readonly string[], over: SQL) =>
  fields.map((field) => sql`, coalesce(sum((r.${sql.identifier(field)})::numeric) ${over}, 0)::text as ${sql.identifier(TOTAL + field)}`);
const totalsOf = (fields: readonly string[], row: ProcessItem | undefined) =>
  Object.fromEntries(fields.map((field) => [field, String(row?.[TOTAL + field] ?? '0')]));

/**
 * One page of the report's rows, how many there are, and the totals of its showTotal columns over
 * all of them (the report's totals row); sortBy must be one of its columns.
 */
export async function reportPage(
  tx: Tx,
  query: ReportQuery,
  input: QueryInput,
  page: PageRequest,
): Promise<{ items: ProcessItem[]; totalItems: number; totals: Record<string, string> }> {
  if (page.sortBy !== undefined && !query.columns.some((c) => c.field === page.sortBy)) throw badRequest(t.unknownColumn(`sortBy: ${page.sortBy}`));
  const sort = page.sortBy ? { field: page.sortBy, descending: page.sortDescending === true } : undefined;
  const { limit, offset } = pageWindow(page);
  const fields = totalled(query);
  const rows = withinAllItems(
    rowsOf(
      await tx.execute(
        sql`select r.*, count(*) over () as total_items${sql.join(sums(fields, sql`over ()`))} from (${query.sql(input)}) r
          order by ${orderBy(query, sort)} limit ${limit} offset ${offset}`,
      ),
    ),
  );
  let totalItems = Number(rows[0]?.total_items ?? 0);
  let totals = totalsOf(fields, rows[0]);
  if (!rows.length && page.page > 1) {
    const [all] = rowsOf(await tx.execute(sql`select count(*) as n${sql.join(sums(fields, sql``))} from (${query.sql(input)}) r`));
    totalItems = Number(all?.n ?? 0);
    totals = totalsOf(fields, all);
  }
  const items = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'total_items' && !key.startsWith(TOTAL))));
  return { items, totalItems, totals };
}

/** Every row of the report, REPORT_BATCH_ROWS per short transaction, in the query's order. */
export async function* allReportRows(
  scoped: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>,
  query: ReportQuery,
  input: QueryInput,
): AsyncGenerator<ProcessItem> {
  for (let offset = 0; ; offset += REPORT_BATCH_ROWS) {
    const batch = await scoped(async (tx) =>
      rowsOf(await tx.execute(sql`select r.* from (${query.sql(input)}) r order by ${orderBy(query)} limit ${REPORT_BATCH_ROWS} offset ${offset}`)),
    );
    yield* batch;
    if (batch.length < REPORT_BATCH_ROWS) return;
  }
}

/** Stores the user's column settings after checking each names a column of the report. */
export async function storeColumnSettings(tx: Tx, report: StoredReport, userId: number, settings: readonly ColumnSetting[]): Promise<ColumnSetting[]> {
  const fields = new Set(parseReportConfig(JSON.stringify(report.config)).columns.map((c) => c.field));
  const unknown = settings.find((s) => !fields.has(s.columnName));
  if (unknown) throw badRequest(t.unknownColumn(unknown.columnName));
  await saveColumnSettings(tx, userId, report.id, settings);
  return columnSettings(tx, userId, report.id);
}

/** Run in the background (spec 2 §2.8): the report with the user's parameters queued as a saved report of theirs. */
export async function queueReportRun(tx: Tx, scope: Scope, user: { userId: number; roles: readonly string[] }, reportId: number, parametersJson: string) {
  const report = await openReport(tx, reportId, user.roles);
  queryOf(report);
  const parameters = await checkedParameters(tx, report, parametersJson, { run: false });
  await queueSavedReport(tx, scope, { reportId: report.id, userId: user.userId, reportScheduleId: null, name: report.name, parameters });
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { reportFilters } from '../../db/schema/index';
import { queryConfig, reportQuery } from './report-queries';

/**
 * What a stored report takes from its query (seed/definitions.ts): the column config, and the
 * filters, which live in `report_filters` and count in the report's hash, so a changed filter
 * rewrites the report's filters at the next start.
 */
export function reportDefinition<R extends { queryKey: string }>(report: R) {
  const query = reportQuery(report.queryKey);
  if (!query) throw new Error(`report ${report.queryKey} has no query`);
  return { ...report, config: queryConfig(query) as unknown as Record<string, unknown> };
}

export const reportHashOf = <R extends { queryKey: string }>(report: R) => ({ ...report, filters: reportQuery(report.queryKey)?.filters ?? [] });

/** Writes the filters of reports inserted or rewritten from the code (their stored filters are replaced). */
export async function writeReportFilters(tx: Tx | Db, companyId: number, reports: { id: number; values: { queryKey: string } }[]) {
  if (!reports.length) return;
  await tx.delete(reportFilters).where(
    and(
      eq(reportFilters.companyId, companyId),
      inArray(
        reportFilters.reportId,
        reports.map((r) => r.id),
      ),
    ),
  );
  const rows = reports.flatMap(({ id, values }) =>
    (reportQuery(values.queryKey)?.filters ?? []).map((filter, index) => ({
      companyId,
      reportId: id,
      parameterCode: filter.parameterCode,
      parameterDescription: filter.parameterDescription,
      filterType: filter.filterType,
      lookupCode: filter.lookupCode ?? null,
      defaultValue: filter.defaultValue ?? null,
      isRequired: filter.filterType === 'DATEPICKER' || (filter.isRequired ?? true),
      sortOrder: (index + 1) * 10,
    })),
  );
  if (rows.length) await tx.insert(reportFilters).values(rows);
}

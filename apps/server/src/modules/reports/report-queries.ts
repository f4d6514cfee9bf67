import { parseReportConfig, type ReportConfig } from '@wattle/contract';
import { administrationQueries } from './queries/administration';
import { billingQueries } from './queries/billing';
import { customerQueries } from './queries/customers';
import { financeQueries } from './queries/finance';
import { meteringQueries } from './queries/metering';
import type { ReportQuery } from './report-query';

/** Every report query the server can run, by the `query_key` a stored report names (docs/reports.md). */
const REPORT_QUERIES: Readonly<Record<string, ReportQuery>> = {
  ...financeQueries,
  ...customerQueries,
  ...billingQueries,
  ...meteringQueries,
  ...administrationQueries,
};

export const reportQuery = (queryKey: string | null): ReportQuery | undefined =>
  queryKey !== null && Object.hasOwn(REPORT_QUERIES, queryKey) ? REPORT_QUERIES[queryKey] : undefined;

/** The report config (spec 2 §3) a query's columns make, as stored in `reports.config`. */
export const queryConfig = (query: ReportQuery): ReportConfig => parseReportConfig(JSON.stringify({ columns: query.columns }));

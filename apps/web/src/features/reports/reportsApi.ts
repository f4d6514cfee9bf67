import { reportEndpoints, type ColumnSetting, type MyReportsQuery, type ReportParameters } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import type { ServerTableQuery } from '../../hooks/useServerTable';

/** Query keys of the report screens: invalidating `report(id)` reloads its definition and every page of its rows. */
export const reportKeys = {
  report: (reportId: number) => ['reports', reportId] as const,
  myReports: ['reports', 'my-reports'] as const,
};

const parametersJson = (parameters: ReportParameters) => JSON.stringify(parameters);

export const fetchReport = (reportId: number, signal?: AbortSignal) => callEndpoint(reportEndpoints.filters, { params: { reportId }, signal });

export const fetchReportPage = (reportId: number, sectionId: string | undefined, parameters: ReportParameters, list: ServerTableQuery, signal: AbortSignal) =>
  callEndpoint(reportEndpoints.data, {
    params: { reportId },
    query: {
      sectionId,
      reportParametersJson: parametersJson(parameters),
      page: list.page,
      itemsPerPage: list.itemsPerPage,
      sortBy: list.sortBy,
      sortDescending: list.sortDescending,
    },
    signal,
  });

export const exportReport = (reportId: number, sectionId: string | undefined, parameters: ReportParameters) =>
  callEndpoint(reportEndpoints.export, { params: { reportId }, query: { sectionId, reportParametersJson: parametersJson(parameters) } });

export const queueReport = (reportId: number, sectionId: string | undefined, parameters: ReportParameters) =>
  callEndpoint(reportEndpoints.createJob, { params: { reportId }, query: { sectionId, reportParametersJson: parametersJson(parameters) } });

export const saveColumnSettings = (reportId: number, settings: ColumnSetting[]) =>
  callEndpoint(reportEndpoints.saveUserSettings, { params: { reportId }, body: settings });

export const fetchMyReports = (list: ServerTableQuery, signal: AbortSignal) =>
  callEndpoint(reportEndpoints.myReports, {
    query: {
      search: list.search || undefined,
      page: list.page,
      itemsPerPage: list.itemsPerPage,
      sortBy: list.sortBy as MyReportsQuery['sortBy'],
      sortDescending: list.sortDescending,
    },
    signal,
  });

import { defineEndpoint } from '../endpoint';
import { envelopeSchema } from '../envelope';
import {
  columnSettingsSchema,
  myReportsQuery,
  myReportsResponseSchema,
  reportDataQuery,
  reportDataResponseSchema,
  reportDefinitionSchema,
  reportIdParams,
  reportRunQuery,
  savedReportIdParams,
} from './reports';

const tags = ['reports'];
const errors = [400, 403, 404];

/** Reports and My Reports (spec 2 §2.8, §2.9, §7 Reports; docs/reports.md). The list is navigation's GET /reports. */
export const reportEndpoints = {
  filters: defineEndpoint({
    method: 'GET',
    path: '/reports/:reportId/filters',
    params: reportIdParams,
    response: reportDefinitionSchema,
    errors,
    tags,
    summary: 'The report with its filters and columns',
  }),
  data: defineEndpoint({
    method: 'GET',
    path: '/reports/:reportId/data',
    params: reportIdParams,
    query: reportDataQuery,
    response: reportDataResponseSchema,
    errors: [...errors, 409],
    tags,
    summary: 'Runs the report: a page of its rows and its columns',
  }),
  export: defineEndpoint({
    kind: 'download',
    audit: 'report.export',
    method: 'GET',
    path: '/reports/:reportId/export',
    params: reportIdParams,
    query: reportRunQuery,
    errors: [...errors, 409],
    tags,
    summary: 'Runs the report into an .xlsx workbook (the Excel export)',
  }),
  createJob: defineEndpoint({
    method: 'POST',
    path: '/reports/:reportId/create-job',
    params: reportIdParams,
    query: reportRunQuery,
    response: envelopeSchema,
    errors,
    tags,
    summary: 'Queues the report for My Reports',
  }),
  userSettings: defineEndpoint({
    method: 'GET',
    path: '/reports/:reportId/user-report-settings',
    params: reportIdParams,
    response: columnSettingsSchema,
    errors,
    tags,
    summary: "The user's column settings of the report",
  }),
  saveUserSettings: defineEndpoint({
    method: 'PUT',
    path: '/reports/:reportId/user-report-settings',
    params: reportIdParams,
    body: columnSettingsSchema,
    response: columnSettingsSchema,
    errors,
    tags,
    summary: "Stores the user's column settings of the report (the columns named; others keep theirs)",
  }),
  myReports: defineEndpoint({
    method: 'GET',
    path: '/reports/my-reports',
    query: myReportsQuery,
    response: myReportsResponseSchema,
    errors: [400, 403],
    tags,
    summary: "The user's saved reports, newest run first",
  }),
  downloadSaved: defineEndpoint({
    kind: 'download',
    audit: 'report.download',
    method: 'GET',
    path: '/reports/my-reports/:id',
    params: savedReportIdParams,
    errors: [...errors, 409],
    tags,
    summary: 'A Ready saved report as .xlsx',
  }),
};

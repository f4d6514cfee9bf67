import { z } from 'zod';
import { ALL_ITEMS, REPORT_PAGE_SIZE } from '../constants';
import { reportConfigSchema } from '../dashboard/processConfig';
import { processItemSchema } from '../dashboard/processData';
import { textId } from '../ids';
import { REPORT_FILTER_TYPES } from './parameters';

/** A report's filter (spec 2 §3): `value` is the default the form starts with (text; '' for none). */
export const reportFilterSchema = z.object({
  parameterCode: z.string(),
  parameterDescription: z.string(),
  filterType: z.enum(REPORT_FILTER_TYPES),
  lookupCode: z.string().nullable(),
  value: z.string(),
  isRequired: z.boolean(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** GET /reports/{reportId}/filters: the report (spec 2 §3 Report) with its filters and column config. */
export const reportDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  runNowAllowed: z.enum(['Y', 'N']),
  filters: z.array(reportFilterSchema),
  config: reportConfigSchema,
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

export const reportIdParams = z.object({ reportId: textId });
export const savedReportIdParams = z.object({ id: textId });

/** The largest report page; ALL_ITEMS (-1) asks for every row. */
export const REPORT_MAX_PAGE_SIZE = 1000;

/** The report's parameters as JSON text of { parameterCode: text } (spec 2 §7). */
const parametersJson = z.string().max(10_000);

/** GET /reports/{reportId}/create-job and /export: which report, with what values. */
export const reportRunQuery = z.object({
  /** The section the report was opened from (spec 1 §2.1); kept for the caller, not used by the queries. */
  sectionId: z.string().max(50).optional(),
  reportParametersJson: parametersJson.default('{}'),
});
export type ReportRunQuery = z.input<typeof reportRunQuery>;

/** GET /reports/{reportId}/data: a page of the report's rows. */
export const reportDataQuery = reportRunQuery.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .refine((n) => n === ALL_ITEMS || (n >= 1 && n <= REPORT_MAX_PAGE_SIZE), { message: `must be -1 or 1 to ${REPORT_MAX_PAGE_SIZE}` })
    .default(REPORT_PAGE_SIZE),
  sortBy: z.string().max(100).optional(),
  sortDescending: z.stringbool().optional(),
});
export type ReportDataQuery = z.input<typeof reportDataQuery>;

export const reportDataResponseSchema = z.object({
  items: z.array(processItemSchema),
  totalItems: z.number().int(),
  /** The totals row: each showTotal column's sum over every row of the report (not only this page), as decimal text. */
  totals: z.record(z.string(), z.string()),
  config: reportConfigSchema,
});
export type ReportDataResponse = z.infer<typeof reportDataResponseSchema>;

/** Column settings (spec 2 §2.8): per user, report and column, whether it is shown. */
export const columnSettingSchema = z.object({ columnName: z.string().min(1).max(100), show: z.boolean() });
export type ColumnSetting = z.infer<typeof columnSettingSchema>;
export const columnSettingsSchema = z.array(columnSettingSchema).max(200);

export const SAVED_REPORT_STATUSES = ['Queued', 'Running', 'Ready', 'Failed'] as const;
export type SavedReportStatus = (typeof SAVED_REPORT_STATUSES)[number];
export const SAVED_REPORT_READY: SavedReportStatus = 'Ready';

/** A My Reports row (spec 2 §3 Saved report); dateRun is an ISO instant. */
export const savedReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dateRun: z.string(),
  status: z.enum(SAVED_REPORT_STATUSES),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

export const MY_REPORTS_SORTS = ['dateRun', 'name', 'status'] as const;

/** GET /reports/my-reports: the user's own saved reports, newest run first unless sorted otherwise. */
export const myReportsQuery = z.object({
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .refine((n) => n === ALL_ITEMS || (n >= 1 && n <= REPORT_MAX_PAGE_SIZE), { message: `must be -1 or 1 to ${REPORT_MAX_PAGE_SIZE}` })
    .default(REPORT_PAGE_SIZE),
  sortBy: z.enum(MY_REPORTS_SORTS).optional(),
  sortDescending: z.stringbool().optional(),
});
export type MyReportsQuery = z.input<typeof myReportsQuery>;

export const myReportsResponseSchema = z.object({ items: z.array(savedReportSchema), totalItems: z.number().int() });
export type MyReportsResponse = z.infer<typeof myReportsResponseSchema>;

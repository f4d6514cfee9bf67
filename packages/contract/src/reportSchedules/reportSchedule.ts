import { z } from 'zod';
import { bodyId, textId } from '../ids';
import { emptySchedule, jobScheduleSchema, scheduleIssues, type ScheduleIssue } from '../systemJobs/schedule';
import { reportSchedules as t } from '../texts/reportSchedules';
import { missingParameters, scheduleParameterValuesSchema, type ScheduleParameter } from './parameters';

export const REPORT_SCHEDULE_LIMITS = { description: 200, recipients: 50, address: 254 } as const;
export const REPORT_TYPES = ['user', 'system'] as const;
/** The file a scheduled run emails (the workbook My Reports keeps, or its rows as CSV). */
export const REPORT_FILE_FORMATS = ['XLSX', 'CSV'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];
/** The users a schedule may send its file to (GET /lookups/{code}/values: the company's active users with an email address, valued by id). */
export const REPORT_RECIPIENT_LOOKUP = 'REPORT_RECIPIENTS';

/** A row of the schedules table (spec 2 §3 Report schedule): the report's and department's names beside their ids. */
export const reportScheduleSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  reportId: z.number().int(),
  reportName: z.string(),
  departmentId: z.number().int().nullable(),
  department: z.string().nullable(),
  active: z.boolean(),
  reportType: z.enum(REPORT_TYPES),
  frequencyId: z.number().int().nullable(),
  frequency: z.string().nullable(),
  /** The schedule's time of day, 'hh:mm am'. */
  runTime: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  format: z.enum(REPORT_FILE_FORMATS),
  recipientUserIds: z.array(z.number().int()),
  recipientAddresses: z.array(z.string()),
  /** Who gets each run's file: the users' names, then the other addresses. */
  recipients: z.array(z.string()),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** GET /reports/schedules/{id}: the row with its schedule and parameters, as the edit dialog loads them. */
export const reportScheduleDetailSchema = reportScheduleSchema.extend({
  schedule: jobScheduleSchema,
  parameters: scheduleParameterValuesSchema,
});
export type ReportScheduleDetail = z.infer<typeof reportScheduleDetailSchema>;

/** POST /reports/schedules and PUT /reports/schedules/{id} (the whole schedule; a body id must be the path's). */
export const reportScheduleInputSchema = z.object({
  id: bodyId.optional(),
  description: z.string().max(REPORT_SCHEDULE_LIMITS.description),
  reportId: bodyId.nullable(),
  departmentId: bodyId.nullable(),
  schedule: jobScheduleSchema,
  active: z.boolean().default(true),
  parameters: scheduleParameterValuesSchema.default({}),
  format: z.enum(REPORT_FILE_FORMATS).default('XLSX'),
  recipientUserIds: z.array(bodyId).max(REPORT_SCHEDULE_LIMITS.recipients).default([]),
  recipientAddresses: z.array(z.string().trim().max(REPORT_SCHEDULE_LIMITS.address)).max(REPORT_SCHEDULE_LIMITS.recipients).default([]),
});
export type ReportScheduleInput = z.input<typeof reportScheduleInputSchema>;

/** What the add dialog starts from each time it opens (spec 2 §2.10): no report or department, active, day of month 1. */
export const newReportSchedule = (): ReportScheduleInput => ({
  description: '',
  reportId: null,
  departmentId: null,
  active: true,
  schedule: { ...emptySchedule(), dayOfMonth: 1 },
  parameters: {},
  format: 'XLSX',
  recipientUserIds: [],
  recipientAddresses: [],
});

/** Whether a recipient address a person typed is an email address (zod's rule, as staff and property managers' addresses). */
const isEmailAddress = (address: string) => z.email().safeParse(address).success;

/**
 * The form's rules (spec 2 §5): description, report and department required, the schedule
 * picker's, and the report's required parameters (when its parameters are known).
 */
export function reportScheduleIssues(input: ReportScheduleInput, parameters: readonly ScheduleParameter[] = []): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const need = (missing: boolean, path: string) => {
    if (missing) issues.push({ path, message: t.required });
  };
  need(!input.description.trim(), 'description');
  need(input.reportId === null, 'reportId');
  need(input.departmentId === null, 'departmentId');
  for (const path of missingParameters(parameters, input.parameters ?? {})) need(true, path);
  (input.recipientAddresses ?? []).forEach((address, i) => {
    if (!isEmailAddress(address.trim())) issues.push({ path: `recipientAddresses.${i}`, message: t.notAnAddress });
  });
  return [...issues, ...scheduleIssues(input.schedule)];
}

export const reportScheduleIdParams = z.object({ id: textId });

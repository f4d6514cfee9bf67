import { REPORT_FILE_FORMATS } from '@wattle/contract';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytes, companyKey, companyRef, datasetKey, datasetRef, definitionHash, id, moment, roles } from './_columns';
import { users } from './core';
import { lookups } from './lookups';
import { companyColumns, companyPolicy, datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Report definitions (the Reports menu): `queryKey` names the server-side query behind it and
 * `config` holds the columns and group settings of spec 2 §3 Report config.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    ...companyColumns(),
    /** Stable code for definitions written by code; null for reports added by hand. */
    code: text('code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    /** The server-side query behind the report; null until one is written (it cannot run yet). */
    queryKey: text('query_key'),
    isLocked: boolean('is_locked').notNull().default(false),
    runNowAllowed: boolean('run_now_allowed').notNull().default(true),
    roles: roles(),
    sortOrder: integer('sort_order').notNull().default(0),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    definitionHash: definitionHash(),
    ...stamps(),
  },
  (t) => [uniqueIndex('reports_code_uq').on(t.companyId, t.code), companyKey('reports', t), companyPolicy()],
);

/** A report's filters (parameterCode, filterType DATEPICKER / LOOKUP / CHECKBOX / TEXT, lookupCode). */
export const reportFilters = pgTable(
  'report_filters',
  {
    id: id(),
    ...companyColumns(),
    reportId: integer('report_id').notNull(),
    parameterCode: text('parameter_code').notNull(),
    parameterDescription: text('parameter_description').notNull(),
    filterType: text('filter_type', { enum: ['DATEPICKER', 'LOOKUP', 'CHECKBOX', 'TEXT'] }).notNull(),
    lookupCode: text('lookup_code'),
    defaultValue: text('default_value'),
    isRequired: boolean('is_required').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('report_filters_uq').on(t.companyId, t.reportId, t.parameterCode),
    companyRef('report_filters', t, t.reportId, reports).onDelete('cascade'),
    companyPolicy(),
  ],
);

/** Per user, report and column: whether the column is shown (column settings dialog). */
export const userReportSettings = pgTable(
  'user_report_settings',
  {
    id: id(),
    ...companyColumns(),
    userId: integer('user_id').notNull(),
    reportId: integer('report_id').notNull(),
    columnName: text('column_name').notNull(),
    show: boolean('show').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('user_report_settings_uq').on(t.companyId, t.userId, t.reportId, t.columnName),
    companyRef('user_report_settings', t, t.userId, users).onDelete('cascade'),
    companyRef('user_report_settings', t, t.reportId, reports).onDelete('cascade'),
    companyPolicy(),
  ],
);

/**
 * Report schedules (spec 2 §2.10): `schedule` is the schedule picker's value, `parameters` the
 * report's filter values as text; only reportType 'user' is editable.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    ...datasetColumns(),
    reportId: integer('report_id').notNull(),
    description: text('description').notNull(),
    departmentId: integer('department_id'),
    frequencyId: integer('frequency_id'),
    reportType: text('report_type', { enum: ['user', 'system'] })
      .notNull()
      .default('user'),
    active: boolean('active').notNull().default(true),
    schedule: jsonb('schedule').$type<Record<string, unknown>>().notNull().default({}),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
    /** Who gets each run's file by email: users (their address on file) and other addresses. */
    recipientUserIds: jsonb('recipient_user_ids').$type<number[]>().notNull().default([]),
    recipientAddresses: jsonb('recipient_addresses').$type<string[]>().notNull().default([]),
    /** The file emailed: REPORT_FILE_FORMATS. */
    format: text('format', { enum: REPORT_FILE_FORMATS }).notNull().default('XLSX'),
    runTime: text('run_time'),
    nextRunAt: moment('next_run_at'),
    lastRunAt: moment('last_run_at'),
    userId: integer('user_id'),
    ...stamps(),
  },
  (t) => [
    index('report_schedules_report_idx').on(t.companyId, t.dataset, t.reportId),
    index('report_schedules_next_run_idx').on(t.companyId, t.dataset, t.active, t.nextRunAt),
    datasetKey('report_schedules', t),
    companyRef('report_schedules', t, t.reportId, reports),
    companyRef('report_schedules', t, t.userId, users),
    datasetRef('report_schedules', t, t.departmentId, lookups),
    datasetRef('report_schedules', t, t.frequencyId, lookups),
    datasetPolicy(),
  ],
);

/**
 * My Reports: reports queued by 'save to my reports' or a schedule, run in the background; the
 * xlsx is kept in `content` once the status is Ready.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: id(),
    ...datasetColumns(),
    reportId: integer('report_id').notNull(),
    userId: integer('user_id').notNull(),
    reportScheduleId: integer('report_schedule_id'),
    name: text('name').notNull(),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['Queued', 'Running', 'Ready', 'Failed'] })
      .notNull()
      .default('Queued'),
    dateRun: moment('date_run').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
    rowCount: integer('row_count'),
    content: bytes('content'),
    errorMessage: text('error_message'),
    ...stamps(),
  },
  (t) => [
    index('saved_reports_user_idx').on(t.companyId, t.dataset, t.userId, t.dateRun),
    companyRef('saved_reports', t, t.reportId, reports),
    companyRef('saved_reports', t, t.userId, users).onDelete('cascade'),
    datasetRef('saved_reports', t, t.reportScheduleId, reportSchedules),
    datasetPolicy(),
  ],
);

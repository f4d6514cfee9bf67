import { boolean, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, datasetKey, datasetRef, day, id, moment } from './_columns';
import { companyColumns, companyPolicy, datasetColumns, datasetPolicy, stamps } from './_tenancy';
import { customerAccounts } from './accounts';
import { customers } from './customers';

/** Recurrence options of the schedule picker, grouped by category; runDayOptionCode DAYSOFWEEK or MONTH asks for days. */
export const scheduleRecurrenceOptions = pgTable(
  'schedule_recurrence_options',
  {
    id: id(),
    ...companyColumns(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    runDayOptionCode: text('run_day_option_code', { enum: ['DAYSOFWEEK', 'MONTH'] }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [uniqueIndex('schedule_recurrence_options_code_uq').on(t.companyId, t.code), companyPolicy()],
);

/**
 * Public holidays (full days): time-of-use rating, due dates, schedules that omit holidays. Each
 * state's gazetted state-wide holidays are given to every company by year (seed/reference/holidays.ts).
 */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: id(),
    ...companyColumns(),
    holidayDate: day('holiday_date').notNull(),
    name: text('name').notNull(),
    /** Australian state, or null for a national holiday. */
    state: text('state'),
    ...stamps(),
  },
  (t) => [unique('public_holidays_uq').on(t.companyId, t.holidayDate, t.state, t.name).nullsNotDistinct(), companyPolicy()],
);

/** The years whose public holidays a company has been given: never given twice, so its edits and deletions stay. */
export const publicHolidayYears = pgTable(
  'public_holiday_years',
  {
    id: id(),
    ...companyColumns(),
    year: integer('year').notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('public_holiday_years_uq').on(t.companyId, t.year), companyPolicy()],
);

/** The task kinds a job can run: RUN_SEGMENT, ADD_CORRESPONDENCE, SEND_SMS, CREATE_ACTIVITY, CLEAR_WORKFLOW_TABLE. */
export const taskDefinitions = pgTable(
  'task_definitions',
  {
    id: id(),
    ...companyColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    taskType: text('task_type').notNull().default('TASK'),
    ...stamps(),
  },
  (t) => [uniqueIndex('task_definitions_code_uq').on(t.companyId, t.code), companyKey('task_definitions', t), companyPolicy()],
);

/** Customer segments a RUN_SEGMENT task selects (filterParameterId). */
export const segments = pgTable(
  'segments',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The server-side query that selects the segment's customers, and its fixed arguments. */
    queryKey: text('query_key').notNull(),
    queryArguments: jsonb('query_arguments').$type<Record<string, unknown>>().notNull().default({}),
    ...stamps(),
  },
  (t) => [uniqueIndex('segments_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('segments', t), datasetPolicy()],
);

/**
 * System jobs (spec 2 §2.11) and the dashboard's scheduled tasks: a schedule (the picker's value)
 * and ordered tasks. Jobs work on their dataset's data, so they belong to it.
 */
export const systemJobs = pgTable(
  'system_jobs',
  {
    id: id(),
    ...datasetColumns(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category'),
    active: boolean('active').notNull().default(true),
    isLocked: boolean('is_locked').notNull().default(false),
    /** A built-in task runner (dashboard scheduled tasks: METER_READ_IMPORT, ARREARS_REVIEW...); null runs the job's tasks. */
    runnerCode: text('runner_code'),
    schedule: jsonb('schedule').$type<Record<string, unknown>>().notNull().default({}),
    lastStatus: text('last_status', { enum: ['SUCCESS', 'FAILED', 'RUNNING', 'CANCELLED'] }),
    lastStartTime: moment('last_start_time'),
    nextRunDate: moment('next_run_date'),
    ...stamps(),
  },
  (t) => [
    index('system_jobs_category_idx').on(t.companyId, t.dataset, t.category, t.name),
    index('system_jobs_next_run_idx').on(t.companyId, t.dataset, t.active, t.nextRunDate),
    datasetKey('system_jobs', t),
    datasetPolicy(),
  ],
);

/** A job's tasks in 1-based order; `settings` holds the task code's fields (message, letter, activity type...). */
export const jobTasks = pgTable(
  'job_tasks',
  {
    id: id(),
    ...datasetColumns(),
    systemJobId: integer('system_job_id').notNull(),
    taskDefinitionId: integer('task_definition_id').notNull(),
    type: text('type').notNull().default('TASK'),
    sortOrder: integer('sort_order').notNull(),
    failureEvent: text('failure_event', { enum: ['GOTO_NEXT', 'QUIT_SCHED'] })
      .notNull()
      .default('GOTO_NEXT'),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    ...stamps(),
  },
  (t) => [
    index('job_tasks_job_idx').on(t.companyId, t.dataset, t.systemJobId, t.sortOrder),
    datasetKey('job_tasks', t),
    datasetRef('job_tasks', t, t.systemJobId, systemJobs).onDelete('cascade'),
    companyRef('job_tasks', t, t.taskDefinitionId, taskDefinitions),
    datasetPolicy(),
  ],
);

/**
 * A scheduled task's detail items (dashboard Details dialog): editable settings such as the
 * billing cycle or a date option; lookupCode BILLINGCYCLE, DATEOPTIONS, DUEDATEOPTIONS, NVARCHAR or dataType CHAR.
 */
export const jobParameters = pgTable(
  'job_parameters',
  {
    id: id(),
    ...datasetColumns(),
    systemJobId: integer('system_job_id').notNull(),
    name: text('name').notNull(),
    setting: text('setting').notNull().default(''),
    value: text('value'),
    lookupCode: text('lookup_code'),
    dataType: text('data_type').notNull().default('NVARCHAR'),
    active: boolean('active').notNull().default(true),
    lastStatus: text('last_status'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('job_parameters_uq').on(t.companyId, t.dataset, t.systemJobId, t.name),
    datasetRef('job_parameters', t, t.systemJobId, systemJobs).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/**
 * A job's workflow table: the customer accounts its RUN_SEGMENT tasks selected, which the later
 * tasks of the job (correspondence, SMS, activities) work on until CLEAR_WORKFLOW_TABLE empties it.
 */
export const jobWorkflowRows = pgTable(
  'job_workflow_rows',
  {
    id: id(),
    ...datasetColumns(),
    systemJobId: integer('system_job_id').notNull(),
    customerAccountId: integer('customer_account_id').notNull(),
    customerId: integer('customer_id').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('job_workflow_rows_uq').on(t.companyId, t.dataset, t.systemJobId, t.customerAccountId),
    datasetRef('job_workflow_rows', t, t.systemJobId, systemJobs).onDelete('cascade'),
    datasetRef('job_workflow_rows', t, t.customerAccountId, customerAccounts).onDelete('cascade'),
    datasetRef('job_workflow_rows', t, t.customerId, customers).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Run history of a job (history rows: duration, start, end). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    ...datasetColumns(),
    systemJobId: integer('system_job_id').notNull(),
    status: text('status', { enum: ['RUNNING', 'SUCCESS', 'FAILED', 'CANCELLED'] })
      .notNull()
      .default('RUNNING'),
    triggeredBy: text('triggered_by').notNull().default('schedule'),
    queueJobId: text('queue_job_id'),
    startTime: moment('start_time').notNull().defaultNow(),
    endTime: moment('end_time'),
    ...stamps(),
  },
  (t) => [
    index('job_runs_job_idx').on(t.companyId, t.dataset, t.systemJobId, t.startTime),
    datasetKey('job_runs', t),
    datasetRef('job_runs', t, t.systemJobId, systemJobs).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** One log entry per task step of a run (Logs dialog: name, step order, start, end, log text, log name). */
export const jobRunLogs = pgTable(
  'job_run_logs',
  {
    id: id(),
    ...datasetColumns(),
    jobRunId: integer('job_run_id').notNull(),
    /** The task that ran; a plain id because deleting a task keeps its history (taskName). */
    jobTaskId: integer('job_task_id'),
    taskName: text('task_name').notNull(),
    stepOrder: integer('step_order').notNull(),
    status: text('status', { enum: ['RUNNING', 'SUCCESS', 'FAILED', 'SKIPPED'] })
      .notNull()
      .default('RUNNING'),
    startTime: moment('start_time').notNull().defaultNow(),
    endTime: moment('end_time'),
    logName: text('log_name').notNull().default(''),
    logText: text('log_text').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('job_run_logs_run_idx').on(t.companyId, t.dataset, t.jobRunId, t.stepOrder),
    datasetRef('job_run_logs', t, t.jobRunId, jobRuns).onDelete('cascade'),
    datasetPolicy(),
  ],
);

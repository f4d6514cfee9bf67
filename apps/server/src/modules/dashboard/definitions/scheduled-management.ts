import { sql } from 'drizzle-orm';
import { PROCESS_CODES, RUN_ACTION_CODE, texts, UPLOAD_FILE_ACTION_CODE, UPLOAD_FILE_ACTION_NAME } from '@wattle/contract';
import { systemJobs } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { defineProcess } from '../process-spec';
import { startTaskRun } from '../task-run';
import { intKeys, keyColumn } from './common';

/**
 * The scheduled-tasks panel (spec 2 §2.4): its rows are the dataset's active system jobs; Run starts
 * the selected one now (its job does the work, see task-run.ts). Upload File is offered only because this action exists; its files go to
 * POST /dashboard/schedules/{scheduleId}/import-csv-file.
 */
export const scheduledManagementProcess = defineProcess({
  code: PROCESS_CODES.scheduledManagement,
  name: 'Scheduled Tasks',
  kind: 'SCHEDULED_TASKS',
  sortOrder: 200,
  views: {
    default: {
      table: systemJobs,
      from: sql`${systemJobs}`,
      where: () => sql`${systemJobs.active}`,
      key: { field: 'key_exception_id', column: systemJobs.id },
      columns: [
        keyColumn(systemJobs.id),
        { field: 'category', headerText: 'Category', value: systemJobs.category },
        { field: 'name', headerText: 'Name', value: systemJobs.name, notNull: true },
        { field: 'last_status', headerText: 'Status', value: systemJobs.lastStatus },
        { field: 'last_start_time', headerText: 'Last Run', value: systemJobs.lastStartTime, type: 'datetime' },
        { field: 'next_run_date', headerText: 'Next Run', value: systemJobs.nextRunDate, type: 'datetime' },
      ],
      defaultSort: { field: 'name' },
    },
  },
  actions: [
    {
      code: RUN_ACTION_CODE,
      name: 'Run',
      confirmMessage: texts.confirm.runJob,
      singleRow: texts.dashboard.oneTaskToRun,
      async run(ctx) {
        const run = await startTaskRun(ctx.tx, ctx.scope, intKeys(ctx)[0]!, `dashboard:${ctx.username}`);
        return { message: texts.dashboard.taskStarted(run.name), messageType: 'Success' };
      },
    },
    {
      code: UPLOAD_FILE_ACTION_CODE,
      name: UPLOAD_FILE_ACTION_NAME,
      async run() {
        throw badRequest(texts.dashboard.uploadNotAllowed);
      },
    },
  ],
});

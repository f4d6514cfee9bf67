import { sql } from 'drizzle-orm';
import { PROCESS_CODES, RUN_ACTION_CODE, texts, UPLOAD_FILE_ACTION_CODE, UPLOAD_FILE_ACTION_NAME } from '@wattle/contract';
import { systemJobs } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { defineProcess } from '../process-spec';
import { finishTaskRun, runDepsIn, startTaskRun } from '../task-run';
import { done, intKeys, keyColumn } from './common';

/**
 * The scheduled-tasks panel (spec 2 §2.4): its rows are the dataset's active system jobs; Run runs
 * the selected one now (started in the action's transaction, worked in short ones after it, see
 * task-run.ts). Upload File is offered only because this action exists; its files go to
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
        // Only the start is in the action's transaction; the work and its outcome follow in short ones.
        const run = await startTaskRun(ctx.tx, intKeys(ctx)[0]!, `dashboard:${ctx.username}`);
        ctx.afterCommit(() => finishTaskRun(runDepsIn(ctx.scope, ctx.scoped, ctx.files, ctx.mailer), run));
        return done(ctx, 'Run');
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

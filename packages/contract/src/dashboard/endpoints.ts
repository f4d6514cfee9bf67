import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import {
  chartDataResponseSchema,
  dashboardActivitiesResponseSchema,
  notificationsResponseSchema,
  userChartsResponseSchema,
  userItemsResponseSchema,
} from './dashboardLoads';
import { meterDataUploadParams, meterDataUploadResponseSchema, meterDataUploadSchema } from './meterDataUploads';
import { emailIdParams, emailPreviewResponseSchema, meterReadPreviewQuery } from './previews';
import { processIdParams } from './processConfig';
import { processDataQuery, processDataResponseSchema, processExportQuery } from './processData';
import { ribbonIdParams, systemRibbonsResponseSchema } from './ribbons';
import { runActionRequestSchema } from './runAction';
import {
  saveTaskItemRequestSchema,
  scheduledTasksResponseSchema,
  scheduleIdParams,
  scheduleNamesResponseSchema,
  taskDetailsResponseSchema,
  taskLogsResponseSchema,
} from './scheduledTasks';

const tags = ['dashboard'];
const loadErrors = [400];
const errors = [400, 403, 404, 409];
const uploadErrors = [...errors, 413];

/**
 * Spec 2 §2 and §7 Dashboard: first loads, processes, scheduled tasks, previews and ribbons. Paths
 * are written here rather than imported: a module whose constant is used is bundled whole, and
 * scheduledTasks.ts builds a form schema at load (the web app's first screen must not load zod).
 */
export const dashboardEndpoints = {
  userItems: defineEndpoint({ method: 'GET', path: '/dashboard/user-items', response: userItemsResponseSchema, errors: loadErrors, tags }),
  notifications: defineEndpoint({ method: 'GET', path: '/dashboard/notifications', response: notificationsResponseSchema, errors: loadErrors, tags }),
  userCharts: defineEndpoint({ method: 'GET', path: '/dashboard/user-charts', response: userChartsResponseSchema, errors: loadErrors, tags }),
  activities: defineEndpoint({ method: 'GET', path: '/dashboard/activities', response: dashboardActivitiesResponseSchema, errors: loadErrors, tags }),

  processData: defineEndpoint({
    method: 'GET',
    path: '/dashboard/processes/:id/data-with-pagination',
    params: processIdParams,
    query: processDataQuery,
    response: processDataResponseSchema,
    errors,
    tags,
  }),
  runAction: defineEndpoint({
    method: 'POST',
    path: '/dashboard/processes/run-action',
    body: runActionRequestSchema,
    response: messageListSchema,
    errors,
    tags,
  }),
  chartData: defineEndpoint({
    method: 'GET',
    path: '/dashboard/processes/:id/chart-data',
    params: processIdParams,
    response: chartDataResponseSchema,
    errors,
    tags,
  }),
  /** The process table as an .xlsx workbook. */
  processExport: defineEndpoint({
    kind: 'download',
    audit: 'dashboard.export',
    method: 'GET',
    path: '/dashboard/processes/:id/export',
    params: processIdParams,
    query: processExportQuery,
    errors,
    tags,
  }),

  scheduledTasks: defineEndpoint({ method: 'GET', path: '/dashboard/scheduled-tasks', response: scheduledTasksResponseSchema, errors: uploadErrors, tags }),
  taskDetails: defineEndpoint({
    method: 'GET',
    path: '/dashboard/scheduled-tasks/:id',
    params: processIdParams,
    response: taskDetailsResponseSchema,
    errors: uploadErrors,
    tags,
  }),
  saveTaskItem: defineEndpoint({
    method: 'POST',
    path: '/dashboard/scheduled-tasks/:id',
    params: processIdParams,
    body: saveTaskItemRequestSchema,
    response: messageListSchema,
    errors: uploadErrors,
    tags,
  }),
  taskLogs: defineEndpoint({
    method: 'GET',
    path: '/dashboard/scheduled-tasks/:id/logs',
    params: processIdParams,
    response: taskLogsResponseSchema,
    errors: uploadErrors,
    tags,
  }),
  scheduleNames: defineEndpoint({ method: 'GET', path: '/dashboard/schedules/names', response: scheduleNamesResponseSchema, errors: uploadErrors, tags }),
  /** Upload Files: meter-read CSV files as `file0`, `file1`, … */
  importCsv: defineEndpoint({
    kind: 'upload',
    method: 'POST',
    path: '/dashboard/schedules/:scheduleId/import-csv-file',
    params: scheduleIdParams,
    response: meterDataUploadResponseSchema,
    errors: uploadErrors,
    tags,
  }),
  /** How far an upload's import is (its job reads the files into the import queue). */
  meterDataUpload: defineEndpoint({
    method: 'GET',
    path: '/dashboard/meter-data-uploads/:uploadId',
    params: meterDataUploadParams,
    response: meterDataUploadSchema,
    errors,
    tags,
  }),

  emailPreview: defineEndpoint({
    method: 'GET',
    path: '/dashboard/emails/:id/preview',
    params: emailIdParams,
    response: emailPreviewResponseSchema,
    errors: uploadErrors,
    tags,
  }),
  /** Attach PDF: PDFs as `file0`, `file1`, … and `items`, the emails to attach them to (JSON). */
  uploadPdf: defineEndpoint({ kind: 'upload', method: 'POST', path: '/dashboard/emails/upload-pdf', response: messageListSchema, errors: uploadErrors, tags }),
  /** The photo of an imported meter read. */
  meterReadPhoto: defineEndpoint({
    kind: 'download',
    method: 'GET',
    path: '/dashboard/meter-read/preview',
    query: meterReadPreviewQuery,
    errors: uploadErrors,
    tags,
  }),

  ribbons: defineEndpoint({ method: 'GET', path: '/users/system-ribbons', response: systemRibbonsResponseSchema, errors: [400, 404], tags }),
  dismissRibbon: defineEndpoint({
    method: 'POST',
    path: '/users/system-ribbons/:id/dismiss',
    params: ribbonIdParams,
    response: messageListSchema,
    errors: [400, 404],
    tags,
  }),
};

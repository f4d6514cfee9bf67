import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import {
  activitySettingsSchema,
  correspondenceSettingsSchema,
  jobTaskIdParams,
  jobTaskSchema,
  jobTaskUpdateSchema,
  newJobTaskSchema,
  runSegmentSettingsSchema,
  smsSettingsSchema,
  taskChoiceSchema,
} from './jobTask';
import { recurrenceOptionSchema } from './schedule';
import { uploadCorrespondenceResponseSchema } from './jobTask';
import { jobHistoryRowSchema, systemJobDetailSchema, systemJobIdParams, systemJobInputSchema, systemJobSchema } from './systemJob';

const tags = ['system-jobs'];
const errors = [400, 403, 404];

const choices = (path: string) => defineEndpoint({ method: 'GET', path, response: z.array(taskChoiceSchema), errors, tags });
const settingsOf = <S extends z.ZodType>(path: string, response: S) => defineEndpoint({ method: 'GET', path, params: jobTaskIdParams, response, errors, tags });

/** Spec 2 §7 System jobs: the jobs, their schedule options, history and manual run. */
export const systemJobEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/system-jobs', response: z.array(systemJobSchema), errors, tags }),
  create: defineEndpoint({ method: 'POST', path: '/system-jobs', body: systemJobInputSchema, response: messageListSchema, errors, tags }),
  scheduleOptions: defineEndpoint({ method: 'GET', path: '/system-jobs/schedule-options', response: z.array(recurrenceOptionSchema), errors, tags }),
  get: defineEndpoint({ method: 'GET', path: '/system-jobs/:id', params: systemJobIdParams, response: systemJobDetailSchema, errors, tags }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/system-jobs/:id',
    params: systemJobIdParams,
    body: systemJobInputSchema,
    response: messageListSchema,
    errors,
    tags,
  }),
  history: defineEndpoint({ method: 'GET', path: '/system-jobs/:id/history', params: systemJobIdParams, response: z.array(jobHistoryRowSchema), errors, tags }),
  run: defineEndpoint({
    method: 'POST',
    path: '/system-jobs/:id/run',
    params: systemJobIdParams,
    response: messageListSchema,
    errors,
    tags,
    summary: 'Runs the job now (DEVELOPER only) and answers its outcome',
  }),
  tasks: choices('/system-jobs/tasks'),
  letterTemplates: choices('/system-jobs/letter-templates'),
  emailTemplates: choices('/system-jobs/email-templates'),
  segments: choices('/system-jobs/segments'),
  activityTypes: choices('/system-jobs/activity-types'),
  activityAssignees: choices('/system-jobs/activity-assignees'),
  createTask: defineEndpoint({ method: 'POST', path: '/system-jobs/job-tasks', body: newJobTaskSchema, response: messageListSchema, errors, tags }),
  getTask: defineEndpoint({ method: 'GET', path: '/system-jobs/job-tasks/:id', params: jobTaskIdParams, response: jobTaskSchema, errors, tags }),
  updateTask: defineEndpoint({
    method: 'PUT',
    path: '/system-jobs/job-tasks/:id',
    params: jobTaskIdParams,
    body: jobTaskUpdateSchema,
    response: messageListSchema,
    errors,
    tags,
  }),
  deleteTask: defineEndpoint({ method: 'DELETE', path: '/system-jobs/job-tasks/:id', params: jobTaskIdParams, response: messageListSchema, errors, tags }),
  taskParameter: settingsOf('/system-jobs/job-tasks/:id/parameter', runSegmentSettingsSchema),
  taskCorrespondence: settingsOf('/system-jobs/job-tasks/:id/correspondence', correspondenceSettingsSchema),
  taskSms: settingsOf('/system-jobs/job-tasks/:id/sms', smsSettingsSchema),
  taskActivity: settingsOf('/system-jobs/job-tasks/:id/activity', activitySettingsSchema),
  /**
   * A correspondence task's UPLOAD attachment (spec 2 §2.11, §7: form data with field FileData): a
   * document call, kept with the system jobs that use it; answers the stored location.
   */
  uploadCorrespondence: defineEndpoint({
    kind: 'upload',
    method: 'POST',
    path: '/documents/upload-correspondence',
    response: uploadCorrespondenceResponseSchema,
    errors: [400, 404, 413],
    tags: ['documents'],
  }),
};

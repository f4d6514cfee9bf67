import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import { recurrenceOptionSchema } from './schedule';
import { jobHistoryRowSchema, systemJobIdParams, systemJobInputSchema, systemJobSchema } from './systemJob';

const tags = ['system-jobs'];
const errors = [400, 403, 404];

/** Spec 2 §7 System jobs: the jobs, their schedule options, history and manual run. */
export const systemJobEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/system-jobs', response: z.array(systemJobSchema), errors, tags }),
  create: defineEndpoint({ method: 'POST', path: '/system-jobs', body: systemJobInputSchema, response: messageListSchema, errors, tags }),
  scheduleOptions: defineEndpoint({ method: 'GET', path: '/system-jobs/schedule-options', response: z.array(recurrenceOptionSchema), errors, tags }),
  get: defineEndpoint({ method: 'GET', path: '/system-jobs/:id', params: systemJobIdParams, response: systemJobSchema, errors, tags }),
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
};

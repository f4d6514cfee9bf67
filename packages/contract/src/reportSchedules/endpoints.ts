import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import { scheduleParameterSchema } from './parameters';
import { reportIdParams } from '../reports/reports';
import { reportScheduleDetailSchema, reportScheduleIdParams, reportScheduleInputSchema, reportScheduleSchema } from './reportSchedule';

const tags = ['report-schedules'];

/** Spec 2 §7 Reports: the report schedules, and the parameters form of a report's schedule. */
export const reportScheduleEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/reports/schedules', response: z.array(reportScheduleSchema), errors: [403], tags }),
  create: defineEndpoint({
    method: 'POST',
    path: '/reports/schedules',
    body: reportScheduleInputSchema,
    response: messageListSchema,
    errors: [400, 403],
    tags,
  }),
  parameters: defineEndpoint({
    method: 'GET',
    path: '/reports/schedules/parameters/:reportId',
    params: reportIdParams,
    response: z.array(scheduleParameterSchema),
    errors: [400, 403, 404],
    tags,
    summary: 'The parameters form of a schedule of the report: its filters, with TIME_PERIOD in place of START_DATE / END_DATE',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/reports/schedules/:id',
    params: reportScheduleIdParams,
    response: reportScheduleDetailSchema,
    errors: [400, 403, 404],
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/reports/schedules/:id',
    params: reportScheduleIdParams,
    body: reportScheduleInputSchema,
    response: messageListSchema,
    errors: [400, 403, 404, 409],
    tags,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/reports/schedules/:id',
    params: reportScheduleIdParams,
    response: messageListSchema,
    errors: [400, 403, 404, 409],
    tags,
  }),
};

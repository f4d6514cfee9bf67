import { z } from 'zod';
import { customerIdParams } from '../customers/customerAccount';
import { defineEndpoint } from '../endpoint';
import { activityIdParams, activityLookupsSchema, activitySaveListSchema, activitySchema, customerActivitiesQuery, customerActivitiesSchema } from './activity';

const tags = ['activities'];

/** Activities of a customer, the activity dialog's lookups and saves (issue 16, spec 2 §7 Activities, docs/activities.md). */
export const activityEndpoints = {
  lookups: defineEndpoint({
    method: 'GET',
    path: '/activities/lookups',
    response: activityLookupsSchema,
    tags,
    summary: 'Classes, categories, types, sources, reasons, priorities, statuses and assignees of the activity dialog',
  }),
  get: defineEndpoint({ method: 'GET', path: '/activities/:id', params: activityIdParams, response: activitySchema, errors: [400, 404], tags }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/activities/:id',
    params: activityIdParams,
    response: z.object({ id: z.number().int() }),
    errors: [400, 403, 404],
    tags,
    summary: 'Delete an activity with its notes',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/activities',
    body: activitySaveListSchema,
    response: z.array(activitySchema),
    errors: [400, 403, 404],
    tags,
    summary: 'Add or save activities with their notes (a stored note left out of the list is deleted)',
  }),
  ofCustomer: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/activities',
    params: customerIdParams,
    query: customerActivitiesQuery,
    response: customerActivitiesSchema,
    errors: [400, 404],
    tags,
    summary: "A customer's activities, newest first (pageSize -1: all)",
  }),
};

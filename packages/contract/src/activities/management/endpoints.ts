import { defineEndpoint } from '../../endpoint';
import { activitiesChangedSchema, activityExportQuery, activityFilterOptionsSchema, activityIdsSchema, activityListQuery, activityPageSchema } from './schemas';

const tags = ['activities'];

/** Activities Management (spec 2 §2.13, §7 Activities; docs/activities.md). */
export const activityManagementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/activities',
    query: activityListQuery,
    response: activityPageSchema,
    errors: [400, 403],
    tags,
    summary: 'A page of the open activities, filtered, searched and sorted on the server',
  }),
  filters: defineEndpoint({
    method: 'GET',
    path: '/activities/filters',
    response: activityFilterOptionsSchema,
    errors: [403],
    tags,
    summary: 'The choices of the Category, Types, Priority and Assignees filters',
  }),
  export: defineEndpoint({
    kind: 'download',
    audit: 'activities.export',
    method: 'GET',
    path: '/activities/export',
    query: activityExportQuery,
    errors: [400, 403],
    tags,
    summary: 'Every matching open activity as an .xlsx workbook (streamed)',
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/activities/close',
    body: activityIdsSchema,
    response: activitiesChangedSchema,
    errors: [400, 403, 404],
    tags,
    summary: 'Close the activities (status CLOSED)',
  }),
  deleteMultiple: defineEndpoint({
    method: 'POST',
    path: '/activities/delete-multiple',
    body: activityIdsSchema,
    response: activitiesChangedSchema,
    errors: [400, 403, 404],
    tags,
    summary: 'Delete the activities and their notes',
  }),
};

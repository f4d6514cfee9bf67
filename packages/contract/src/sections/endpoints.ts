import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import { performActionParams, performActionQuery, performActionRequestSchema } from './performAction';
import {
  deleteSectionRequestSchema,
  saveSectionRequestSchema,
  sectionDataQuery,
  sectionDataResponseSchema,
  sectionExportQuery,
  sectionFileQuery,
  sectionIdParams,
  sectionWriteQuery,
} from './sectionData';
import { sectionsByCodeQuery, sectionsByCodeResponseSchema, tableHeadersResponseSchema } from './sectionsByCode';

const tags = ['sections'];
const errors = [400, 403, 404, 409];
const dataPath = '/display/sections/:sectionId/data';

/** Spec 3 §7 Sections: every section is served by these endpoints; none has one of its own. */
export const sectionEndpoints = {
  sections: defineEndpoint({ method: 'GET', path: '/display/sections', query: sectionsByCodeQuery, response: sectionsByCodeResponseSchema, errors, tags }),
  tableHeaders: defineEndpoint({
    method: 'GET',
    path: '/display/sections/:sectionId/table-headers',
    params: sectionIdParams,
    response: tableHeadersResponseSchema,
    errors,
    tags,
  }),
  data: defineEndpoint({ method: 'GET', path: dataPath, params: sectionIdParams, query: sectionDataQuery, response: sectionDataResponseSchema, errors, tags }),
  save: defineEndpoint({
    method: 'POST',
    path: dataPath,
    params: sectionIdParams,
    query: sectionWriteQuery,
    body: saveSectionRequestSchema,
    response: messageListSchema,
    errors,
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: dataPath,
    params: sectionIdParams,
    query: sectionWriteQuery,
    body: deleteSectionRequestSchema,
    response: messageListSchema,
    errors,
    tags,
  }),
  performAction: defineEndpoint({
    method: 'POST',
    path: '/display/sections/:sectionId/actions/:actionId/perform-action',
    params: performActionParams,
    query: performActionQuery,
    body: performActionRequestSchema,
    response: messageListSchema,
    errors,
    tags,
  }),
  /** The document or image behind a row's DOCUMENT or IMAGE field, with its own media type. */
  file: defineEndpoint({
    kind: 'download',
    method: 'GET',
    path: '/display/sections/:sectionId/file',
    params: sectionIdParams,
    query: sectionFileQuery,
    errors,
    tags,
  }),
  /** Every matching row as an .xlsx workbook. */
  export: defineEndpoint({
    kind: 'download',
    audit: 'section.export',
    method: 'GET',
    path: '/display/sections/:sectionId/export',
    params: sectionIdParams,
    query: sectionExportQuery,
    errors,
    tags,
  }),
};

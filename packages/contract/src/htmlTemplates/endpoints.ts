import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import { convertToPdfSchema, documentTemplateSchema, htmlTemplateParams, htmlTemplateSchema, saveHtmlTemplateSchema } from './schemas';

const tags = ['correspondence'];

/** The HTML template editor (spec 2 §2.7, §7 Correspondence; docs/templates.md). */
export const htmlTemplateEndpoints = {
  /** The template's HTML for the brand. */
  get: defineEndpoint({
    method: 'GET',
    path: '/correspondence/html-template/:id/brand/:brandId',
    params: htmlTemplateParams,
    response: htmlTemplateSchema,
    errors: [400, 403, 404],
    tags,
  }),
  /** Saves the brand's HTML of the template: what its letters and emails use from now on. */
  save: defineEndpoint({
    method: 'POST',
    path: '/correspondence/html-template/:id/brand/:brandId',
    params: htmlTemplateParams,
    body: saveHtmlTemplateSchema,
    response: messageListSchema,
    errors: [400, 403, 404, 409],
    tags,
  }),
  /** The sample customer's merge fields the preview fills the template with. */
  documentTemplate: defineEndpoint({
    method: 'GET',
    path: '/document-template/:id/brand/:brandId',
    params: htmlTemplateParams,
    response: documentTemplateSchema,
    errors: [400, 403, 404],
    tags,
  }),
  /** HTML (unsaved) drawn as the brand's letter to the sample customer, as a PDF; nothing is kept. */
  convertToPdf: defineEndpoint({
    kind: 'download',
    method: 'POST',
    path: '/correspondence/html-template/convert-to-pdf',
    body: convertToPdfSchema,
    errors: [400, 403, 404],
    tags,
  }),
};

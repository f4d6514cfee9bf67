import { defineEndpoint } from '../endpoint';
import { lookupValuesParamsSchema, lookupValuesQuerySchema, lookupValuesResponseSchema } from './lookups';
import { attachmentParamsSchema, uploadAttachmentsResponseSchema, uploadLogoResponseSchema } from './uploads';

const tags = ['documents'];
const uploadErrors = [400, 404, 413];

/** What the form fields call: lookup values, and the uploads behind FileUpload, Image and LogoUploader (spec 1 §7). */
export const fieldEndpoints = {
  lookupValues: defineEndpoint({
    method: 'GET',
    path: '/lookups/:lookupCode/values',
    params: lookupValuesParamsSchema,
    query: lookupValuesQuerySchema,
    response: lookupValuesResponseSchema,
    errors: [400, 404],
    tags: ['lookups'],
  }),
  /** Files as `file0`, `file1`, …; answers the stored locations joined with UPLOAD_LOCATION_SEPARATOR. */
  uploadAttachments: defineEndpoint({
    kind: 'upload',
    method: 'POST',
    path: '/documents/upload-attachments',
    response: uploadAttachmentsResponseSchema,
    errors: uploadErrors,
    tags,
  }),
  /** The logo as part `image`; answers its stored location. */
  uploadLogo: defineEndpoint({ kind: 'upload', method: 'POST', path: '/Documents/UploadLogo', response: uploadLogoResponseSchema, errors: uploadErrors, tags }),
  /** A stored attachment: a raster image in place, anything else as a download. */
  attachment: defineEndpoint({ kind: 'download', method: 'GET', path: '/documents/attachments/:location', params: attachmentParamsSchema, tags }),
};

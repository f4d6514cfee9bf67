import { customerIdParams } from '../customers/customerAccount';
import { defineEndpoint } from '../endpoint';
import { envelopeSchema } from '../envelope';
import {
  customerDocumentListSchema,
  documentAccessParams,
  documentAccessRequestSchema,
  documentAccessUrlsSchema,
  documentIdParams,
  documentLookupsSchema,
} from './documents';

const tags = ['documents'];

/** The Documents screen (spec 3 §2.10, §7 Documents; spec 1 §7 shared document calls). */
export const documentEndpoints = {
  /** The customer's documents, newest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/documents',
    params: customerIdParams,
    response: customerDocumentListSchema,
    errors: [400, 404],
    tags,
  }),
  /** The active document categories (the upload dialog's choices). */
  lookups: defineEndpoint({ method: 'GET', path: '/documents/lookups', response: documentLookupsSchema, tags }),
  /** A new document of a customer: multipart parts FileName, Reference, ReceivedBy, CategoryId, Notes, CustomerId and the file FileData. */
  upload: defineEndpoint({ kind: 'upload', method: 'POST', path: '/documents', response: envelopeSchema, errors: [400, 404, 413], tags }),
  /** 409 for a document an invoice or a posted letter keeps. */
  delete: defineEndpoint({ method: 'DELETE', path: '/documents/:id', params: documentIdParams, response: envelopeSchema, errors: [400, 404, 409], tags }),
  /** The document's bytes, as a download. */
  fileStream: defineEndpoint({ kind: 'download', method: 'GET', path: '/documents/:id/file-stream', params: documentIdParams, errors: [400, 404], tags }),
  /**
   * Short-lived signed URLs for documents and uploaded attachments of the caller's company (spec 1 §7):
   * each answer's url is GET /documents/access/{token}. Changes nothing. 404 when a location names no
   * file of the company.
   */
  accessUrls: defineEndpoint({
    method: 'POST',
    path: '/documents/get-document-access-urls',
    body: documentAccessRequestSchema,
    response: documentAccessUrlsSchema,
    errors: [400, 404],
    tags,
  }),
  /** The file an access URL names, while the URL is fresh and only to a user of the same company (else 404). */
  access: defineEndpoint({ kind: 'download', method: 'GET', path: '/documents/access/:token', params: documentAccessParams, errors: [400, 404], tags }),
};

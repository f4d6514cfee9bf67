import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CORRESPONDENCE_UPLOAD_FILE,
  DOCUMENT_UPLOAD_FILE,
  documentEndpoints,
  systemJobEndpoints,
  successEnvelope,
  texts,
  UPLOAD_MAX_BYTES,
  uploadCorrespondenceResponseSchema,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { readUploads } from '../../lib/multipart';
import { registerEndpoint } from '../../lib/register-endpoint';
import { MEDIA_TYPES } from '../../lib/media-types';
import { fileResponse, textResponse } from '../../plugins/openapi-operation';
import { storeAttachment } from '../uploads/uploads.storage';
import { accessedFile, accessSigner, documentAccessUrls } from './document-access.service';
import { activeCategories } from './documents.repository';
import { documentContent, keepUploadedDocument, listCustomerDocuments, removeDocument, storeUpload, type DocumentsDeps } from './documents.service';

/** The Documents screen's calls (spec 3 §2.10; spec 1 §7 shared document calls). */
export async function documentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signer = accessSigner(app.config.secretsKey);
  const depsOf = (request: FastifyRequest): DocumentsDeps => ({
    files: app.files,
    scope: request.scope(),
    scoped: <T>(work: (tx: Tx) => Promise<T>) => request.scoped(work),
  });
  registerEndpoint(app, documentEndpoints.list, async (request) => request.scoped((tx) => listCustomerDocuments(tx, request.params.customerId)));

  registerEndpoint(app, documentEndpoints.lookups, async (request) => ({ documentCategories: await request.scoped(activeCategories) }));

  registerEndpoint(
    app,
    documentEndpoints.upload,
    {
      schema: {
        multipart: {
          [DOCUMENT_UPLOAD_FILE]: { type: 'file', required: true, description: 'The document, under 5,000,000 bytes' },
          CategoryId: { type: 'text', required: true, description: 'The document category id' },
          CustomerId: { type: 'text', required: true, description: 'The customer id' },
          FileName: { type: 'text', description: 'The name to keep it under (default: the file’s own)' },
          Reference: { type: 'text', description: 'A reference' },
          ReceivedBy: { type: 'text', description: 'Email (or blank), Post, Fax, Phone or Other' },
          Notes: { type: 'text', description: 'Notes' },
        },
      },
    },
    async (request) => {
      const deps = depsOf(request);
      const { files, fields } = await readUploads(request, {
        required: texts.documents.documentRequired,
        tooLarge: texts.documents.tooBig,
        accepts: (fieldname) => fieldname === DOCUMENT_UPLOAD_FILE,
        maxFiles: { count: 1, tooMany: texts.documents.documentRequired },
        read: (upload) => storeUpload(deps, upload),
      });
      await keepUploadedDocument(deps, request.actor(), files[0]!, fields);
      return successEnvelope(texts.documents.uploaded);
    },
  );

  registerEndpoint(app, documentEndpoints.delete, async (request) => {
    await removeDocument(depsOf(request), request.actor(), request.params.id);
    return successEnvelope(texts.documents.deleted);
  });

  registerEndpoint(
    app,
    documentEndpoints.fileStream,
    { schema: { response: { 200: fileResponse('The document as it was kept (PDF, image, HTML, …), as a download.', '*/*') } } },
    async (request, reply) => {
      const file = await documentContent(depsOf(request), request.params.id);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
          .header('x-content-type-options', 'nosniff')
          // Kept HTML (email copies) is someone else's markup: never scripts on this origin.
          .header('content-security-policy', 'sandbox')
          .send(file.body)
      );
    },
  );

  registerEndpoint(app, documentEndpoints.accessUrls, async (request) => documentAccessUrls(depsOf(request), signer, request.body.fileLocations));

  registerEndpoint(
    app,
    documentEndpoints.access,
    { schema: { response: { 200: fileResponse('The file the access URL names: images and PDFs in place, anything else as a download.', '*/*') } } },
    async (request, reply) => {
      const file = await accessedFile(depsOf(request), signer, request.params.token);
      const inline = INLINE_TYPES.includes(file.contentType);
      reply
        .type(file.contentType)
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.fileName)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      // Anything not shown in place may be someone else's markup: never scripts on this origin.
      if (!inline) reply.header('content-security-policy', 'sandbox');
      return reply.send(file.body);
    },
  );

  registerEndpoint(
    app,
    systemJobEndpoints.uploadCorrespondence,
    {
      schema: {
        multipart: { [CORRESPONDENCE_UPLOAD_FILE]: { type: 'file', required: true, description: 'The attachment, under 5,000,000 bytes' } },
        response: { 200: textResponse('The stored location.', uploadCorrespondenceResponseSchema) },
      },
    },
    async (request) => {
      const { files } = await readUploads(request, {
        required: texts.documents.documentRequired,
        tooLarge: texts.documents.tooBig,
        accepts: (fieldname) => fieldname === CORRESPONDENCE_UPLOAD_FILE,
        maxFiles: { count: 1, tooMany: texts.documents.documentRequired },
        read: (upload) => storeAttachment(app.files, request.scope(), upload, UPLOAD_MAX_BYTES),
      });
      return files[0]!.location;
    },
  );
}

/** What an access URL shows in place: raster images and PDFs; anything else is a download. */
const INLINE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', MEDIA_TYPES.pdf];

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fieldEndpoints,
  texts,
  UPLOAD_LOCATION_SEPARATOR,
  UPLOAD_MAX_BYTES,
  uploadAttachmentsResponseSchema,
  uploadLogoResponseSchema,
} from '@wattle/contract';
import { notFound } from '../../lib/errors';
import { MEDIA_TYPES } from '../../lib/media-types';
import { readUploads } from '../../lib/multipart';
import { registerEndpoint } from '../../lib/register-endpoint';
import { fileResponse, numberedFiles, textResponse } from '../../plugins/openapi-operation';
import { attachmentKey, storeAttachment, type StoredAttachment } from './uploads.storage';

/** Only raster images are shown in place; anything else (html, svg, scripts) is a download. */
const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'];

/** Stores every file the route takes (named by `accepts`), in order. */
async function storeUploads(
  app: FastifyInstance,
  request: FastifyRequest,
  accepts: (fieldname: string, mimetype: string) => boolean,
): Promise<StoredAttachment[]> {
  const { files } = await readUploads(request, {
    required: texts.documents.documentRequired,
    tooLarge: texts.documents.tooBig,
    accepts,
    read: (upload) => storeAttachment(app.files, request.scope(), upload, UPLOAD_MAX_BYTES),
  });
  return files;
}

/** Uploads behind the FileUpload, Image and LogoUploader fields (spec 1 §7 Documents). */
export async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(
    app,
    fieldEndpoints.uploadAttachments,
    {
      schema: {
        multipart: numberedFiles('A file to attach'),
        response: { 200: textResponse(`The stored locations, joined with '${UPLOAD_LOCATION_SEPARATOR}'.`, uploadAttachmentsResponseSchema) },
      },
    },
    async (request) => {
      const stored = await storeUploads(app, request, (fieldname) => /^file\d+$/.test(fieldname));
      return stored.map((s) => s.location).join(UPLOAD_LOCATION_SEPARATOR);
    },
  );

  registerEndpoint(
    app,
    fieldEndpoints.uploadLogo,
    {
      schema: {
        multipart: { image: { type: 'file', required: true, description: 'The logo, an image (image/*)' } },
        response: { 200: textResponse('The stored location.', uploadLogoResponseSchema) },
      },
    },
    async (request) => {
      const [logo] = await storeUploads(app, request, (fieldname, mimetype) => fieldname === 'image' && mimetype.startsWith('image/'));
      return logo!.location;
    },
  );

  registerEndpoint(
    app,
    fieldEndpoints.attachment,
    {
      schema: {
        response: {
          200: fileResponse('The attachment: a raster image in place, anything else as a download.', ...INLINE_IMAGE_TYPES, MEDIA_TYPES.octetStream),
        },
      },
    },
    async (request, reply) => {
      const found = await app.files.get(request.scope(), attachmentKey(request.params.location));
      if (!found) throw notFound(texts.documents.notFound);
      const { info, body } = found;
      const inline = INLINE_IMAGE_TYPES.includes(info.contentType);
      return reply
        .type(inline ? info.contentType : MEDIA_TYPES.octetStream)
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(info.fileName)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}

import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attachmentParamsSchema,
  envelopeSchema,
  texts,
  UPLOAD_LOCATION_SEPARATOR,
  UPLOAD_MAX_BYTES,
  uploadAttachmentsPath,
  uploadAttachmentsResponseSchema,
  uploadLogoPath,
  uploadLogoResponseSchema,
} from '@wattle/contract';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { MEDIA_TYPES } from '../../lib/media-types';
import { fileResponse, numberedFiles, textResponse } from '../../plugins/openapi-operation';
import { findAttachment, storeAttachment, TooLarge, type StoredAttachment } from './uploads.storage';

/** Only raster images are shown in place; anything else (html, svg, scripts) is a download. */
const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'];

const refused = { 400: envelopeSchema, 404: envelopeSchema, 413: envelopeSchema };

/** Stores every file part of the request (only parts named by `accept`), in order. */
async function storeParts(app: FastifyInstance, request: FastifyRequest, accept: (fieldname: string, mimetype: string) => boolean): Promise<StoredAttachment[]> {
  if (!request.isMultipart()) throw badRequest(texts.documents.documentRequired);
  const stored: StoredAttachment[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (!accept(part.fieldname, part.mimetype)) {
        part.file.resume();
        continue;
      }
      stored.push(await storeAttachment(app.config.dataDir, request.scope(), part, UPLOAD_MAX_BYTES));
    }
  } catch (error) {
    if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, texts.documents.tooBig);
    throw error;
  }
  if (stored.length === 0) throw badRequest(texts.documents.documentRequired);
  return stored;
}

/** Uploads behind the FileUpload, Image and LogoUploader fields (spec 1 §7 Documents). */
export async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(uploadAttachmentsPath, {
      schema: {
        tags: ['documents'],
        multipart: numberedFiles('A file to attach'),
        response: { 200: textResponse(`The stored locations, joined with '${UPLOAD_LOCATION_SEPARATOR}'.`, uploadAttachmentsResponseSchema), ...refused },
      },
    }, async (request) => {
    const stored = await storeParts(app, request, (fieldname) => /^file\d+$/.test(fieldname));
    return stored.map((s) => s.location).join(UPLOAD_LOCATION_SEPARATOR);
  });

  app.post(uploadLogoPath, {
      schema: {
        tags: ['documents'],
        multipart: { image: { type: 'file', required: true, description: 'The logo, an image (image/*)' } },
        response: { 200: textResponse('The stored location.', uploadLogoResponseSchema), ...refused },
      },
    }, async (request) => {
    const [logo] = await storeParts(app, request, (fieldname, mimetype) => fieldname === 'image' && mimetype.startsWith('image/'));
    return logo!.location;
  });

  app.get('/documents/attachments/:location', {
      schema: {
        tags: ['documents'],
        params: attachmentParamsSchema,
        response: {
          200: fileResponse('The attachment: a raster image in place, anything else as a download.', ...INLINE_IMAGE_TYPES, MEDIA_TYPES.octetStream),
        },
      },
    }, async (request, reply) => {
    const found = await findAttachment(app.config.dataDir, request.scope(), request.params.location);
    if (!found) throw notFound(texts.documents.notFound);
    const inline = INLINE_IMAGE_TYPES.includes(found.contentType);
    return reply
      .type(inline ? found.contentType : MEDIA_TYPES.octetStream)
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(found.fileName)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(fs.createReadStream(found.filePath));
  });
}

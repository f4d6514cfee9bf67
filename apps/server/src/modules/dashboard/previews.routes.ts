import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { dashboardEndpoints, PROCESS_CODES, texts, uploadPdfItemsSchema } from '@wattle/contract';
import { emailRequests, meterReadImports } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { readFile } from '../../lib/files/index';
import { MEDIA_TYPES } from '../../lib/media-types';
import { buffered, readUploads } from '../../lib/multipart';
import { registerEndpoint } from '../../lib/register-endpoint';
import { fileResponse, numberedFiles } from '../../plugins/openapi-operation';
import { attachmentEntries } from '../correspondence/email-attachments';
import { attachPdfsToEmails } from '../correspondence/email-requests.service';
import { viewerOf } from './processes.routes';
import { usableProcess } from './processes.service';

const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif' };
const PDF_MAGIC = Buffer.from('%PDF-');

/** The email dialog's preview and Attach PDF, and the meter-read photo of IMPORTMETERREADS (spec 2 §7). */
export async function previewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, dashboardEndpoints.emailPreview, async (request) =>
    request.scoped(async (tx) => {
      await usableProcess(tx, viewerOf(request), PROCESS_CODES.emailStatus);
      const [email] = await tx.select().from(emailRequests).where(eq(emailRequests.id, request.params.id));
      if (!email) throw notFound(texts.dashboard.emailNotFound);
      if (email.requestStatus !== 'NEW') throw badRequest(texts.dashboard.notNewEmail);
      return {
        id: email.id,
        sendTo: email.sendTo,
        ccTo: email.ccTo,
        emailSubject: email.emailSubject,
        htmlBody: email.emailBody,
        attachments: attachmentEntries(email.attachmentPaths),
      };
    }),
  );

  registerEndpoint(
    app,
    dashboardEndpoints.uploadPdf,
    {
      schema: {
        multipart: {
          ...numberedFiles('A PDF to attach'),
          items: { type: 'text', required: true, description: 'JSON: the emails to attach to, [{ "key_exception_id": id }, …]' },
        },
      },
    },
    async (request) => {
      const { files, fields } = await readUploads(request, {
        required: texts.dashboard.pdfRequired,
        accepts: (fieldname) => /^file\d+$/.test(fieldname),
        read: async ({ file, filename }) => {
          const content = await buffered(file);
          if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw badRequest(texts.dashboard.pdfOnly);
          return { fileName: filename || 'attachment.pdf', content };
        },
      });
      const itemsText = fields.items;
      let items;
      try {
        items = uploadPdfItemsSchema.parse(JSON.parse(itemsText ?? ''));
      } catch {
        throw badRequest(texts.dashboard.badItems);
      }
      const ids = [...new Set(items.map((i) => i.key_exception_id))];
      return request.scoped(async (tx) => {
        await usableProcess(tx, viewerOf(request), PROCESS_CODES.emailStatus);
        return attachPdfsToEmails(tx, request.actor(), ids, files);
      });
    },
  );

  // The answer is the image; refusals are envelopes from the error handler.
  registerEndpoint(
    app,
    dashboardEndpoints.meterReadPhoto,
    { schema: { response: { 200: fileResponse('The photo of the read.', ...Object.values(IMAGE_TYPES), MEDIA_TYPES.octetStream) } } },
    async (request, reply) => {
      const imagePath = request.query.path;
      const content = await request.scoped(async (tx) => {
        await usableProcess(tx, viewerOf(request), PROCESS_CODES.importMeterReads);
        // Only a photo one of this company's reads names (row-level security).
        const [read] = await tx.select({ id: meterReadImports.id }).from(meterReadImports).where(eq(meterReadImports.imagePath, imagePath)).limit(1);
        return read ? ((await readFile(app.files, request.scope(), imagePath, tx))?.content ?? null) : null;
      });
      if (!content) throw notFound(texts.dashboard.imageNotFound);
      return reply
        .type(IMAGE_TYPES[path.extname(imagePath).toLowerCase()] ?? MEDIA_TYPES.octetStream)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(content);
    },
  );
}

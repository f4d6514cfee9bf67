import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { htmlTemplateEndpoints } from '@wattle/contract';
import { MEDIA_TYPES } from '../../lib/media-types';
import { registerEndpoint } from '../../lib/register-endpoint';
import { sendPdf } from '../../lib/send-pdf';
import { fileResponse } from '../../plugins/openapi-operation';
import './html-templates.lookups';
import { convertToPdf, documentTemplate, htmlTemplate, saveHtmlTemplate } from './html-templates.service';

/** The HTML template editor's calls (spec 2 §2.7, §7); who may call them is the policy's (TEMPLATE_EDITORS). */
export async function htmlTemplatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, htmlTemplateEndpoints.get, async (request) => request.scoped((tx) => htmlTemplate(tx, request.params.id, request.params.brandId)));
  registerEndpoint(app, htmlTemplateEndpoints.save, async (request) =>
    request.scoped((tx) => saveHtmlTemplate(tx, request.actor(), request.params.id, request.params.brandId, request.body)),
  );
  registerEndpoint(app, htmlTemplateEndpoints.documentTemplate, async (request) =>
    request.scoped((tx) => documentTemplate(tx, request.params.id, request.params.brandId)),
  );
  registerEndpoint(
    app,
    htmlTemplateEndpoints.convertToPdf,
    { schema: { response: { 200: fileResponse('The HTML as a letter to a sample customer of the brand.', MEDIA_TYPES.pdf) } } },
    async (request, reply) => {
      const pdf = await request.scoped((tx) => convertToPdf(tx, request.body));
      return sendPdf(reply, pdf, 'template-preview.pdf');
    },
  );
}

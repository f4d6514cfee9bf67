import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingEndpoints, customerEndpoints } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { MEDIA_TYPES } from '../../lib/media-types';
import { registerEndpoint } from '../../lib/register-endpoint';
import { fileResponse } from '../../plugins/openapi-operation';
import { invoicePdf } from './invoice-document.service';
import { customerStatement, type DocumentDeps } from './statement.service';

/** The customer's branded PDFs (spec 3 §2.8 statement, issue 14 invoice). */
export async function documentsPdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const depsOf = (request: FastifyRequest): DocumentDeps => ({
    files: { store: app.files, scope: request.scope() },
    scoped: <T>(work: (tx: Tx) => Promise<T>) => request.scoped(work),
  });
  registerEndpoint(
    app,
    customerEndpoints.statement,
    { schema: { response: { 200: fileResponse('The statement, a PDF (also kept as a document of the customer).', MEDIA_TYPES.pdf) } } },
    async (request, reply) => {
      const { pdf, fileName } = await customerStatement(depsOf(request), request.actor(), request.params.customerId, request.query);
      return reply.type(MEDIA_TYPES.pdf).header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );

  registerEndpoint(
    app,
    billingEndpoints.invoicePdf,
    {
      schema: {
        response: { 200: fileResponse('The invoice, a PDF (an issued invoice’s is kept as a document of the customer and never changes).', MEDIA_TYPES.pdf) },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await invoicePdf(depsOf(request), request.actor(), request.params.id);
      return reply.type(MEDIA_TYPES.pdf).header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );
}

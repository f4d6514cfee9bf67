import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerEndpoints } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { MEDIA_TYPES } from '../../lib/media-types';
import { registerEndpoint } from '../../lib/register-endpoint';
import { fileResponse } from '../../plugins/openapi-operation';
import { customerStatement } from './statement.service';

/** The customer's branded PDFs (spec 3 §2.8 statement). */
export async function documentsPdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(
    app,
    customerEndpoints.statement,
    { schema: { response: { 200: fileResponse('The statement, a PDF (also kept as a document of the customer).', MEDIA_TYPES.pdf) } } },
    async (request, reply) => {
      const user = request.user();
      const { pdf, fileName } = await customerStatement(
        { files: { store: app.files, scope: request.scope() }, scoped: <T>(work: (tx: Tx) => Promise<T>) => request.scoped(work) },
        { userId: user.userId, username: user.username, ipAddress: request.ip },
        request.params.customerId,
        request.query,
      );
      return reply.type(MEDIA_TYPES.pdf).header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );
}

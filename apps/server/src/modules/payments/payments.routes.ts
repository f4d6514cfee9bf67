import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_FILE_MAX_MB, paymentImportFieldsSchema, paymentsEndpoints, texts } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { badRequest } from '../../lib/errors';
import { buffered, readUploads } from '../../lib/multipart';
import { applyPaymentFile, checkPaymentFile, paymentImport } from './payment-imports.service';
import { dishonourPayment } from './dishonour.service';
import { recordPayment } from './payments.service';
import { recordRefund } from './refund.service';

const t = texts.paymentFiles;

/** Money in (issue 26, docs/payments.md). */
export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, paymentsEndpoints.record, (request) =>
    request.scoped((tx) => recordPayment(tx, request.params.customerId, request.body, request.user().username)),
  );

  registerEndpoint(
    app,
    paymentsEndpoints.importFile,
    {
      schema: {
        multipart: {
          file: { type: 'file', required: true, description: 'The payment file' },
          format: { type: 'text', required: true, description: 'BANK_CSV or BPAY' },
          dryRun: { type: 'text', description: "'true' (the default): report only; 'false': apply" },
        },
      },
    },
    async (request) => {
      const { files, fields } = await readUploads(request, {
        required: t.fileRequired,
        accepts: (fieldname) => fieldname === 'file',
        maxFiles: { count: 1, tooMany: t.fileRequired },
        maxBytes: PAYMENT_FILE_MAX_MB * 1_000_000,
        tooLarge: t.tooLarge(PAYMENT_FILE_MAX_MB),
        read: async ({ file, filename }) => ({ fileName: filename, text: (await buffered(file)).toString('utf8') }),
      });
      const parsed = paymentImportFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(t.formatRequired);
      const file = { ...files[0]!, format: parsed.data.format };
      return parsed.data.dryRun === 'true'
        ? request.scoped((tx) => checkPaymentFile(tx, file))
        : request.scoped((tx) => applyPaymentFile(tx, file, request.user().username));
    },
  );

  registerEndpoint(app, paymentsEndpoints.import, (request) => request.scoped((tx) => paymentImport(tx, request.params.importId)));
  registerEndpoint(app, paymentsEndpoints.dishonour, (request) =>
    request.scoped((tx) => dishonourPayment(tx, request.params.id, request.body, request.user().username)),
  );
  registerEndpoint(app, paymentsEndpoints.refund, (request) =>
    request.scoped((tx) => recordRefund(tx, request.params.customerId, request.body, request.user().username)),
  );
}

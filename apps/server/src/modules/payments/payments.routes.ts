import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentsEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { dishonourPayment } from './dishonour.service';
import { recordPayment } from './payments.service';
import { recordRefund } from './refund.service';

/** Money in (issue 26, docs/payments.md). */
export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, paymentsEndpoints.record, (request) =>
    request.scoped((tx) => recordPayment(tx, request.params.customerId, request.body, request.user().username)),
  );
  registerEndpoint(app, paymentsEndpoints.dishonour, (request) =>
    request.scoped((tx) => dishonourPayment(tx, request.params.id, request.body, request.user().username)),
  );
  registerEndpoint(app, paymentsEndpoints.refund, (request) =>
    request.scoped((tx) => recordRefund(tx, request.params.customerId, request.body, request.user().username)),
  );
}

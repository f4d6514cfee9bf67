import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerEndpoints, myAccountUrlResponseSchema, nextInvoiceDueDateResponseSchema } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { textResponse } from '../../plugins/openapi-operation';
import { customerAccount, customerSummary, myAccountToken, myAccountUrl } from './customers.service';
import { nextInvoiceDueDate } from './invoice-due-date.service';

/** Spec 3 §7 Customer: the account, the summary header and the customer-portal links. */
export async function customersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, customerEndpoints.account, (request) => request.scoped((tx) => customerAccount(tx, request.params.customerId)));

  registerEndpoint(app, customerEndpoints.summary, (request) => request.scoped((tx) => customerSummary(tx, request.params.customerId)));

  registerEndpoint(
    app,
    customerEndpoints.nextInvoiceDueDate,
    { schema: { response: { 200: textResponse('The due date, YYYY-MM-DD.', nextInvoiceDueDateResponseSchema) } } },
    (request) => request.scoped((tx) => nextInvoiceDueDate(tx, request.params.customerId, request.query.invoiceDate)),
  );

  registerEndpoint(
    app,
    customerEndpoints.myAccountUrl,
    { schema: { response: { 200: textResponse('The customer-portal address of the brand, used as a URL.', myAccountUrlResponseSchema) } } },
    (request) => request.scoped((tx) => myAccountUrl(tx, request.params.brandCode)),
  );

  registerEndpoint(app, customerEndpoints.myAccountToken, (request) => {
    const user = request.user();
    return request.scoped((tx) =>
      myAccountToken(tx, request.params.partyId, { userId: user.userId, username: user.username, ipAddress: request.ip, dataset: user.dataset }),
    );
  });
}

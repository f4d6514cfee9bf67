import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brandCodeParams,
  customerAccountResponseSchema,
  customerIdParams,
  customerSummaryResponseSchema,
  envelopeSchema,
  myAccountTokenResponseSchema,
  myAccountUrlResponseSchema,
  partyIdParams,
} from '@wattle/contract';
import { textResponse } from '../../plugins/openapi-operation';
import { customerAccount, customerSummary, myAccountToken, myAccountUrl } from './customers.service';

const errors = { 400: envelopeSchema, 404: envelopeSchema };

/** Spec 3 §7 Customer: the account, the summary header and the customer-portal links. */
export async function customersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  app.get(
    '/customers/:customerId/account',
    { schema: { tags, params: customerIdParams, response: { 200: customerAccountResponseSchema, ...errors } } },
    (request) => request.scoped((tx) => customerAccount(tx, request.params.customerId)),
  );

  app.get(
    '/customers/:customerId/summary',
    { schema: { tags, params: customerIdParams, response: { 200: customerSummaryResponseSchema, ...errors } } },
    (request) => request.scoped((tx) => customerSummary(tx, request.params.customerId)),
  );

  app.get(
    '/system-config/:brandCode/my-account-url',
    { schema: { tags, params: brandCodeParams, response: { 200: textResponse('The customer-portal address of the brand, used as a URL.', myAccountUrlResponseSchema), ...errors } } },
    (request) => request.scoped((tx) => myAccountUrl(tx, request.params.brandCode)),
  );

  app.get(
    '/contacts/:partyId/my-account-token',
    { schema: { tags, params: partyIdParams, response: { 200: myAccountTokenResponseSchema, ...errors } } },
    (request) => {
      const user = request.user();
      return request.scoped((tx) =>
        myAccountToken(tx, request.params.partyId, { userId: user.userId, username: user.username, ipAddress: request.ip, dataset: user.dataset }),
      );
    },
  );
}

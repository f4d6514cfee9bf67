import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  getWizardQuerySchema,
  getWizardResponseSchema,
  initialValuesRequestSchema,
  initialValuesResponseSchema,
  nextPageIndexRequestSchema,
  nextPageIndexResponseSchema,
  submitWizardRequestSchema,
  submitWizardResponseSchema,
  wizardCodeParamsSchema,
  wizardPageParamsSchema,
  type CrmIdentifiers,
} from '@wattle/contract';
import { WizardRefusal } from './wizard.engine';
import type { WizardContext } from './wizard.types';
import { getWizardDefinition, nextPageIndex, pageInitialValues, submitWizard } from './wizards.service';

const refused = { 400: envelopeSchema, 403: envelopeSchema, 404: envelopeSchema };

const contextOf = (request: FastifyRequest, crm: CrmIdentifiers = {}): WizardContext => ({
  user: request.user(),
  crm,
  ipAddress: request.ip,
});

/** The wizard calls of spec 1 §7. Each runs in one scoped transaction; a refusal lists every refused answer. */
export async function wizardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof WizardRefusal) return reply.status(400).send({ isSuccess: false, messages: error.messages });
    throw error;
  });

  app.get(
    '/wizards',
    { schema: { tags: ['wizards'], querystring: getWizardQuerySchema, response: { 200: getWizardResponseSchema, ...refused } } },
    (request) => request.scoped((tx) => getWizardDefinition(tx, request.query.wizardCode, contextOf(request))),
  );

  app.post(
    '/wizards/:wizardCode/pages/:pageCode/initial-values',
    { schema: { tags: ['wizards'], params: wizardPageParamsSchema, body: initialValuesRequestSchema, response: { 200: initialValuesResponseSchema, ...refused } } },
    (request) => {
      const { wizardCode, pageCode } = request.params;
      return request.scoped((tx) => pageInitialValues(tx, wizardCode, pageCode, request.body, contextOf(request, request.body.crmIdentifiers)));
    },
  );

  app.post(
    '/wizards/:wizardCode/pages/:pageCode/next-page-index',
    { schema: { tags: ['wizards'], params: wizardPageParamsSchema, body: nextPageIndexRequestSchema, response: { 200: nextPageIndexResponseSchema, ...refused } } },
    (request) => {
      const { wizardCode, pageCode } = request.params;
      return request.scoped((tx) => nextPageIndex(tx, wizardCode, pageCode, request.body, contextOf(request, request.body.crmIdentifiers)));
    },
  );

  app.post(
    '/wizards/:wizardCode/submit',
    { schema: { tags: ['wizards'], params: wizardCodeParamsSchema, body: submitWizardRequestSchema, response: { 200: submitWizardResponseSchema, ...refused } } },
    (request) => request.scoped((tx) => submitWizard(tx, request.params.wizardCode, request.body, contextOf(request, request.body.crmIdentifiers))),
  );
}

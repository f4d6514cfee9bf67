import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wizardEndpoints, type CrmIdentifiers } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import type { WizardContext } from './wizard.types';
import { getWizardDefinition, nextPageIndex, pageInitialValues, submitWizard } from './wizards.service';

const contextOf = (request: FastifyRequest, crm: CrmIdentifiers = {}): WizardContext => ({
  user: request.user(),
  crm,
  ipAddress: request.ip,
});

/** The wizard calls of spec 1 §7. Each runs in one scoped transaction; a refusal lists every refused answer. */
export async function wizardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, wizardEndpoints.definition, (request) => request.scoped((tx) => getWizardDefinition(tx, request.query.wizardCode, contextOf(request))));

  registerEndpoint(app, wizardEndpoints.initialValues, (request) => {
    const { wizardCode, pageCode } = request.params;
    return request.scoped((tx) => pageInitialValues(tx, wizardCode, pageCode, request.body, contextOf(request, request.body.crmIdentifiers)));
  });

  registerEndpoint(app, wizardEndpoints.nextPageIndex, (request) => {
    const { wizardCode, pageCode } = request.params;
    return request.scoped((tx) => nextPageIndex(tx, wizardCode, pageCode, request.body, contextOf(request, request.body.crmIdentifiers)));
  });

  registerEndpoint(app, wizardEndpoints.submit, (request) =>
    request.scoped((tx) => submitWizard(tx, request.params.wizardCode, request.body, contextOf(request, request.body.crmIdentifiers))),
  );
}

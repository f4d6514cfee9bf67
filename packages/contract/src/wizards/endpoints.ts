import { defineEndpoint } from '../endpoint';
import {
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
} from './wizardCalls';

const tags = ['wizards'];
const errors = [400, 403, 404];

/** The wizard calls of spec 1 §7; a refusal lists every refused answer. */
export const wizardEndpoints = {
  definition: defineEndpoint({ method: 'GET', path: '/wizards', query: getWizardQuerySchema, response: getWizardResponseSchema, errors, tags }),
  initialValues: defineEndpoint({
    method: 'POST',
    path: '/wizards/:wizardCode/pages/:pageCode/initial-values',
    params: wizardPageParamsSchema,
    body: initialValuesRequestSchema,
    response: initialValuesResponseSchema,
    errors,
    tags,
  }),
  nextPageIndex: defineEndpoint({
    method: 'POST',
    path: '/wizards/:wizardCode/pages/:pageCode/next-page-index',
    params: wizardPageParamsSchema,
    body: nextPageIndexRequestSchema,
    response: nextPageIndexResponseSchema,
    errors,
    tags,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/wizards/:wizardCode/submit',
    params: wizardCodeParamsSchema,
    body: submitWizardRequestSchema,
    response: submitWizardResponseSchema,
    errors,
    tags,
  }),
};

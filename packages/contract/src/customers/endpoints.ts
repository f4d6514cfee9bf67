import { defineEndpoint } from '../endpoint';
import {
  brandCodeParams,
  customerAccountResponseSchema,
  customerIdParams,
  customerSummaryResponseSchema,
  myAccountTokenResponseSchema,
  myAccountUrlResponseSchema,
  partyIdParams,
} from './customerAccount';

const tags = ['customers'];
const errors = [400, 404];

/** Spec 3 §7 Customer: the account, the summary header and the customer-portal links. */
export const customerEndpoints = {
  account: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/account',
    params: customerIdParams,
    response: customerAccountResponseSchema,
    errors,
    tags,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/summary',
    params: customerIdParams,
    response: customerSummaryResponseSchema,
    errors,
    tags,
  }),
  /** The brand's customer-portal address, as bare text. */
  myAccountUrl: defineEndpoint({
    method: 'GET',
    path: '/system-config/:brandCode/my-account-url',
    params: brandCodeParams,
    response: myAccountUrlResponseSchema,
    errors,
    tags,
  }),
  myAccountToken: defineEndpoint({
    method: 'GET',
    path: '/contacts/:partyId/my-account-token',
    params: partyIdParams,
    response: myAccountTokenResponseSchema,
    errors,
    tags,
  }),
};

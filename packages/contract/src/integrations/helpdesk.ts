import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { authorisationCallbackQuery } from './accounting';

/** A help desk subdomain: one DNS label (the connect dialog's and the redirect's check). */
export const SUBDOMAIN_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** The Help Desk card's platform name (spec 1 §3: customer-service ticketing provider). */
export const HELPDESK_PLATFORM = 'helpdesk';
/** The query the callback lands with on /integration: `success` or `failed`. */
export const HELPDESK_CONNECTION_STATUS = 'zendeskConnectionStatus';

export const helpdeskStartQuery = z.object({ subdomain: z.string().regex(SUBDOMAIN_PATTERN) });

const tags = ['integrations'];

/** The help desk's authorisation redirect (spec 1 §4, §7; spec 3 §7: /redirect-to-zendesk-integration?subdomain=). */
export const helpdeskEndpoints = {
  /** Sends the browser to the provider's authorisation page for the subdomain (a 302). */
  start: defineEndpoint({ method: 'GET', path: '/redirect-to-zendesk-integration', query: helpdeskStartQuery, errors: [400, 403, 404], tags }),
  /** Where the provider sends the browser back: trades the code for a token, lands on /integration (302). */
  callback: defineEndpoint({ method: 'GET', path: '/integrations/helpdesk/callback', query: authorisationCallbackQuery, errors: [403, 404], tags }),
};

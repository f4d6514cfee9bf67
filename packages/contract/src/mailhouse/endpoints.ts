import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { authorisationCallbackQuery } from '../integrations/accounting';
import { mailWebhookParams, mailWebhookQuery } from './mailhouse';

const tags = ['integrations'];

/** The mail house (Mail Room card): its authorisation redirect (spec 1 §4) and its signed tracking webhook. */
export const mailhouseEndpoints = {
  /** Sends the browser to the mail house's authorisation page (a 302). */
  start: defineEndpoint({ method: 'GET', path: '/redirect-to-mailroom-integration', errors: [403, 404], tags }),
  /** Where the mail house sends the browser back: trades the code for a token, lands on /integration (302). */
  callback: defineEndpoint({ method: 'GET', path: '/integrations/mailroom/callback', query: authorisationCallbackQuery, errors: [403, 404], tags }),
  /** Public: the mail house posts its letters' tracking events, signed (`Lob-Signature`), as JSON. */
  webhook: defineEndpoint({
    method: 'POST',
    path: '/mail/webhooks/:platform',
    params: mailWebhookParams,
    query: mailWebhookQuery,
    response: z.object({ received: z.literal(true) }),
    errors: [400, 401, 404],
    tags: ['correspondence'],
    summary: "The mail house's signed tracking events of posted letters",
  }),
};

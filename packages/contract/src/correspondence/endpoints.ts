import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import { emailRequestIdParams, emailRequestResponseSchema, postEmailParams, removeSuppressionParams, resendEmailRequestSchema } from './emailRequests';
import { mergePostedMailRequestSchema } from './postedMail';

const tags = ['correspondence'];
const errors = [400, 403, 404, 409];

/** The correspondence calls the dashboard dialogs use (spec 2 §7 Correspondence). */
export const correspondenceEndpoints = {
  emailRequest: defineEndpoint({
    method: 'GET',
    path: '/correspondence/email-requests/:id',
    params: emailRequestIdParams,
    response: emailRequestResponseSchema,
    errors,
    tags,
  }),
  removeSuppression: defineEndpoint({
    method: 'DELETE',
    path: '/correspondence/email-requests/:id/remove-suppression-error/:errorId',
    params: removeSuppressionParams,
    response: messageListSchema,
    errors,
    tags,
  }),
  postEmail: defineEndpoint({
    method: 'POST',
    path: '/correspondence/email-requests/:id/post-email/:changePreference',
    params: postEmailParams,
    response: messageListSchema,
    errors,
    tags,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/correspondence/email-requests/:id/resend',
    params: emailRequestIdParams,
    body: resendEmailRequestSchema,
    response: messageListSchema,
    errors,
    tags,
  }),
  /** The merged letters, one PDF. */
  mergePostedMail: defineEndpoint({
    kind: 'download',
    method: 'POST',
    path: '/correspondence/posted-mail/merge-pdf',
    body: mergePostedMailRequestSchema,
    errors,
    tags,
  }),
};

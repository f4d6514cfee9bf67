import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import { emailRequestIdParams, emailRequestResponseSchema, postEmailParams, removeSuppressionParams, resendEmailRequestSchema } from './emailRequests';
import { mergePostedMailRequestSchema } from './postedMail';
import {
  adhocEmailSchema,
  correspondenceIdParams,
  correspondencePreviewRequestSchema,
  draftEmailSchema,
  mailMergeScheduleSchema,
  mailMergeTemplateSchema,
  templateEmailSchema,
  templateLetterResponseSchema,
  correspondenceSettingSchema,
} from './customerCorrespondence';
import { customerIdParams } from '../customers/customerAccount';
import { customerEmailRequestsSchema, mailMergeScheduleOptionsSchema } from './letterChoices';

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
  /** Spec 3 §2.11: an email written for one customer, sent now. */
  adhocEmail: defineEndpoint({
    method: 'POST',
    path: '/correspondence/email-requests/adhoc',
    body: adhocEmailSchema,
    response: messageListSchema,
    errors,
    tags,
  }),
  /** Spec 3 §2.11: a mail-merge schedule's letter for one customer: emailed, or posted when the customer's setting is POST. */
  templateEmail: defineEndpoint({
    method: 'POST',
    path: '/correspondence/email-requests/template',
    body: templateEmailSchema,
    response: templateLetterResponseSchema,
    errors,
    tags,
  }),
  correspondenceSetting: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/correspondence-setting',
    params: customerIdParams,
    response: correspondenceSettingSchema,
    errors,
    tags,
  }),
  adhocPreview: defineEndpoint({
    method: 'POST',
    path: '/correspondence/adhoc-email/preview',
    body: adhocEmailSchema,
    response: draftEmailSchema,
    errors,
    tags,
  }),
  /** Spec 3 §2.11: the company's active mail merge schedules, by name (the TEMPLATE choices). */
  mailMergeSchedules: defineEndpoint({
    method: 'GET',
    path: '/correspondence/mail-merge-schedules',
    response: mailMergeScheduleOptionsSchema,
    errors,
    tags,
  }),
  /** Spec 3 §2.11: the customer's emails, newest first (at most CUSTOMER_EMAILS_LIMIT; the RESEND choices). */
  customerEmailRequests: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/email-requests',
    params: customerIdParams,
    response: customerEmailRequestsSchema,
    errors,
    tags,
  }),
  mailMergeSchedule: defineEndpoint({
    method: 'GET',
    path: '/correspondence/mail-merge-schedule/:id',
    params: correspondenceIdParams,
    response: mailMergeScheduleSchema,
    errors,
    tags,
  }),
  mailMergeTemplate: defineEndpoint({
    method: 'GET',
    path: '/correspondence/mail-merge-template/:id',
    params: correspondenceIdParams,
    response: mailMergeTemplateSchema,
    errors,
    tags,
  }),
  schedulePreview: defineEndpoint({
    method: 'POST',
    path: '/correspondence/mail-merge-schedule/:id/preview',
    params: correspondenceIdParams,
    body: correspondencePreviewRequestSchema,
    response: draftEmailSchema,
    errors,
    tags,
  }),
  /** The letter of a mail-merge template for one customer, as a PDF; nothing is kept. */
  templatePreviewPdf: defineEndpoint({
    kind: 'download',
    method: 'POST',
    path: '/correspondence/mail-merge-template/:id/preview-pdf',
    params: correspondenceIdParams,
    body: correspondencePreviewRequestSchema,
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

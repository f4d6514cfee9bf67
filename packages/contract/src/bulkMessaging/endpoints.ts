import { defineEndpoint } from '../endpoint';
import { correspondenceIdParams } from '../correspondence/customerCorrespondence';
import {
  bulkAdhocEmailSchema,
  bulkAdhocPreviewResponseSchema,
  bulkAdhocPreviewSchema,
  bulkAudienceRequestSchema,
  bulkAudienceSchema,
  bulkBatchIdParams,
  bulkBatchSchema,
  bulkSmsSchema,
  bulkTemplatePreviewSchema,
  bulkTemplateSchema,
} from './bulkMessaging';

const tags = ['correspondence'];
const errors = [400, 403, 404];

/** Bulk messaging (spec 2 §2.6, §7): previews, and sends generated in the background as a batch. */
export const bulkMessagingEndpoints = {
  templatePreviewPdf: defineEndpoint({
    kind: 'download',
    method: 'POST',
    path: '/correspondence/mail-merge-template/:id/bulk/preview-pdf',
    params: correspondenceIdParams,
    body: bulkTemplatePreviewSchema,
    errors,
    tags,
    summary: "The template's letter for the building's first customer of the type, as a PDF",
  }),
  adhocPreview: defineEndpoint({
    method: 'POST',
    path: '/correspondence/adhoc-email/bulk/preview',
    body: bulkAdhocPreviewSchema,
    response: bulkAdhocPreviewResponseSchema,
    errors,
    tags,
    summary: 'The email as its first recipient would get it, and how many customers it reaches',
  }),
  audience: defineEndpoint({
    method: 'POST',
    path: '/correspondence/bulk/audience',
    body: bulkAudienceRequestSchema,
    response: bulkAudienceSchema,
    errors,
    tags,
    summary: 'How many customers a send of this type to these buildings and customer types reaches (writes nothing)',
  }),
  adhocEmails: defineEndpoint({
    method: 'POST',
    path: '/correspondence/email-requests/adhoc/bulk',
    body: bulkAdhocEmailSchema,
    response: bulkBatchSchema,
    errors,
    tags,
    summary: 'Queues the batch that writes the email for every customer of the buildings and customer types',
  }),
  sms: defineEndpoint({
    method: 'POST',
    path: '/correspondence/sms-requests/bulk',
    body: bulkSmsSchema,
    response: bulkBatchSchema,
    errors,
    tags,
    summary: 'Queues the batch that writes the SMS for every customer of the buildings and customer types',
  }),
  templateLetters: defineEndpoint({
    method: 'POST',
    path: '/correspondence/mail-merge-template/:id/bulk',
    params: correspondenceIdParams,
    body: bulkTemplateSchema,
    response: bulkBatchSchema,
    errors,
    tags,
    summary: "Queues the batch that emails or posts the template's letter to every customer of the buildings, customer types and delivery methods",
  }),
  batch: defineEndpoint({
    method: 'GET',
    path: '/correspondence/bulk/batches/:id',
    params: bulkBatchIdParams,
    response: bulkBatchSchema,
    errors,
    tags,
    summary: "A bulk send's progress",
  }),
};

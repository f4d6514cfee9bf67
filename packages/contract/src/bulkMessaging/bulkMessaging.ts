import { z } from 'zod';
import { adhocEmailSchema, draftEmailSchema } from '../correspondence/customerCorrespondence';
import { bodyId, textId } from '../ids';
import { isJobWorking, JOB_PROGRESS_STATUSES } from '../jobs';

/** Spec 2 §2.6: what a bulk send writes. */
export const BULK_CORRESPONDENCE_TYPES = ['TEMPLATE', 'ADHOC', 'SMS'] as const;
export type BulkCorrespondenceType = (typeof BULK_CORRESPONDENCE_TYPES)[number];

export const BULK_BATCH_STATUSES = JOB_PROGRESS_STATUSES;
export type BulkBatchStatus = (typeof BULK_BATCH_STATUSES)[number];

export const BULK_LIMITS = {
  /** Buildings, customer types or delivery methods one send may name. */
  ids: 500,
  smsContent: 640,
  /** The '; '-joined attachment locations. */
  attachmentPaths: 2000,
  /** How often the screen reads a running batch's counts. */
  progressPollMs: 1000,
} as const;

/** The pickers' lookups (GET /lookups/{code}/values): values are ids. */
export const BULK_LOOKUPS = {
  buildings: 'BUILDING',
  customerTypes: 'CUSTOMERTYPEID',
  deliveryMethods: 'DELIVERYMETHOD',
  mailMergeTemplates: 'MAILMERGETEMPLATE',
} as const;

const ids = z.array(bodyId).min(1).max(BULK_LIMITS.ids);

/** Who a bulk send goes to: the customers of these buildings (network nodes) and customer types. */
export const bulkRecipientsSchema = z.object({ networkNodeIds: ids, customerTypeIds: ids });
export type BulkRecipients = z.infer<typeof bulkRecipientsSchema>;

const { emailSubject, emailBody } = adhocEmailSchema.shape;

/** POST /correspondence/adhoc-email/bulk/preview. */
export const bulkAdhocPreviewSchema = bulkRecipientsSchema.extend({ emailSubject, emailBody });
export type BulkAdhocPreview = z.infer<typeof bulkAdhocPreviewSchema>;

/** The email as its first recipient would get it, and how many customers it reaches. */
export const bulkAdhocPreviewResponseSchema = z.object({
  recipients: z.number().int(),
  withoutEmail: z.number().int(),
  email: draftEmailSchema.nullable(),
});
export type BulkAdhocPreviewResponse = z.infer<typeof bulkAdhocPreviewResponseSchema>;

/** POST /correspondence/email-requests/adhoc/bulk: attachments are the upload's locations joined by '; '. */
export const bulkAdhocEmailSchema = bulkAdhocPreviewSchema.extend({
  emailAttachmentFilePaths: z.string().trim().max(BULK_LIMITS.attachmentPaths).default(''),
});
export type BulkAdhocEmail = z.input<typeof bulkAdhocEmailSchema>;

/** POST /correspondence/sms-requests/bulk. */
export const bulkSmsSchema = bulkRecipientsSchema.extend({ smsContent: z.string().trim().min(1).max(BULK_LIMITS.smsContent) });
export type BulkSms = z.infer<typeof bulkSmsSchema>;

/** POST /correspondence/mail-merge-template/{id}/bulk: the customers whose correspondence setting is one of the delivery methods. */
export const bulkTemplateSchema = bulkRecipientsSchema.extend({ deliveryMethodIds: ids });
export type BulkTemplate = z.infer<typeof bulkTemplateSchema>;

/** POST /correspondence/bulk/audience: whom a send of this type would reach (the template's delivery methods included). */
export const bulkAudienceRequestSchema = bulkRecipientsSchema.extend({
  correspondenceType: z.enum(BULK_CORRESPONDENCE_TYPES),
  deliveryMethodIds: ids.optional(),
});
export type BulkAudienceRequest = z.infer<typeof bulkAudienceRequestSchema>;

/** The customers the selection names, and how many of them the send reaches (the others lack an address or a mobile number). */
export const bulkAudienceSchema = z.object({ customers: z.number().int(), receiving: z.number().int() });
export type BulkAudience = z.infer<typeof bulkAudienceSchema>;

/** POST /correspondence/mail-merge-template/{id}/bulk/preview-pdf: the letter of the building's first customer of the type. */
export const bulkTemplatePreviewSchema = z.object({ buildingId: bodyId, customerTypeId: bodyId });
export type BulkTemplatePreview = z.infer<typeof bulkTemplatePreviewSchema>;

export const bulkBatchIdParams = z.object({ id: textId });

/** A bulk send's batch: its progress while the job runs (created and skipped out of total). */
export const bulkBatchSchema = z.object({
  id: z.number().int(),
  correspondenceType: z.enum(BULK_CORRESPONDENCE_TYPES),
  status: z.enum(BULK_BATCH_STATUSES),
  totalItems: z.number().int(),
  createdItems: z.number().int(),
  skippedItems: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type BulkBatch = z.infer<typeof bulkBatchSchema>;

export const isBatchFinished = (status: BulkBatchStatus) => !isJobWorking(status);

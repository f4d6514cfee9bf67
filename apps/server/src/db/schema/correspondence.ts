import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { datasetKey, datasetRef, id, moment } from './_columns';
import { customerAccounts } from './accounts';
import { customers, parties } from './customers';
import { documents } from './documents';
import { invoices } from './finance';
import { deliveryMethods, mailMergeSchedules, mailMergeTemplates } from './templates';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** A bulk send (spec 2 §2.6): TEMPLATE, ADHOC or SMS to buildings and customer types, generated in the background. */
export const correspondenceBatches = pgTable(
  'correspondence_batches',
  {
    id: id(),
    ...datasetColumns(),
    correspondenceType: text('correspondence_type', { enum: ['TEMPLATE', 'ADHOC', 'SMS'] }).notNull(),
    /** networkNodeIds, customerTypeIds, deliveryMethodIds, mailMergeTemplateId, subject, body, attachment paths... */
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    totalItems: integer('total_items').notNull().default(0),
    createdItems: integer('created_items').notNull().default(0),
    /** Recipients written nothing: no email address or mobile number, or missing a field the letter needs. */
    skippedItems: integer('skipped_items').notNull().default(0),
    /** The job's place: the last customer account handled (recipients go in account id order), so a restarted job carries on. */
    lastCustomerAccountId: integer('last_customer_account_id').notNull().default(0),
    errorMessage: text('error_message'),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('correspondence_batches_status_idx').on(t.companyId, t.dataset, t.status, t.createdAt),
    datasetKey('correspondence_batches', t),
    datasetPolicy(),
  ],
);

/** Addresses on the blocked list (bounces, complaints); sends to them are suppressed until removed. */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    id: id(),
    ...datasetColumns(),
    emailAddress: text('email_address').notNull(),
    reason: text('reason').notNull(),
    source: text('source', { enum: ['BOUNCE', 'COMPLAINT', 'UNSUBSCRIBE', 'MANUAL'] })
      .notNull()
      .default('BOUNCE'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('email_suppressions_address_uq').on(t.companyId, t.dataset, sql`lower(${t.emailAddress})`),
    datasetKey('email_suppressions', t),
    datasetPolicy(),
  ],
);

/**
 * Email requests (dashboard EMAIL_STATUS_REQ, page EMAILREQUEST): `id` is the spec's
 * key_exception_id. NEW = generated, not sent; anything else that is not SENT/DELIVERED is undelivered.
 */
export const emailRequests = pgTable(
  'email_requests',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id'),
    customerAccountId: integer('customer_account_id'),
    partyId: integer('party_id'),
    batchId: integer('batch_id'),
    mailMergeScheduleId: integer('mail_merge_schedule_id'),
    /** The invoice an INVOICE email carries: one email per invoice (email_requests_invoice_uq). */
    invoiceId: integer('invoice_id'),
    correspondenceType: text('correspondence_type', { enum: ['TEMPLATE', 'ADHOC', 'RESEND', 'SYSTEM', 'INVOICE'] })
      .notNull()
      .default('ADHOC'),
    sendTo: text('send_to').notNull(),
    ccTo: text('cc_to'),
    emailSubject: text('email_subject').notNull(),
    emailBody: text('email_body').notNull().default(''),
    /** Attachment document ids or paths joined by '; ' (as the upload call answers). */
    attachmentPaths: text('attachment_paths'),
    requestStatus: text('request_status', { enum: ['NEW', 'QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'BOUNCED', 'SUPPRESSED', 'POSTED'] })
      .notNull()
      .default('NEW'),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    sentAt: moment('sent_at'),
    deliveredAt: moment('delivered_at'),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('email_requests_status_idx').on(t.companyId, t.dataset, t.requestStatus, t.createdAt),
    // The dashboard's New and Undelivered Email queue.
    index('email_requests_waiting_idx')
      .on(t.companyId, t.dataset, t.createdAt, t.id)
      .where(sql`request_status not in ('SENT', 'DELIVERED', 'POSTED')`),
    index('email_requests_customer_idx').on(t.companyId, t.dataset, t.customerId, t.createdAt),
    index('email_requests_send_to_idx').on(t.companyId, t.dataset, sql`lower(${t.sendTo})`),
    // The Message-ID Wattle gave the email: the provider's events name it.
    uniqueIndex('email_requests_provider_message_uq')
      .on(t.companyId, t.dataset, t.providerMessageId)
      .where(sql`provider_message_id is not null`),
    uniqueIndex('email_requests_invoice_uq')
      .on(t.companyId, t.dataset, t.invoiceId)
      .where(sql`invoice_id is not null`),
    datasetKey('email_requests', t),
    datasetRef('email_requests', t, t.customerId, customers),
    datasetRef('email_requests', t, t.customerAccountId, customerAccounts),
    datasetRef('email_requests', t, t.partyId, parties),
    datasetRef('email_requests', t, t.invoiceId, invoices),
    datasetRef('email_requests', t, t.batchId, correspondenceBatches),
    datasetRef('email_requests', t, t.mailMergeScheduleId, mailMergeSchedules),
    datasetPolicy(),
  ],
);

/** Why an email was not delivered (the reason dialog: displayCode, displayReason, reason, helpText). */
export const emailRequestErrors = pgTable(
  'email_request_errors',
  {
    id: id(),
    ...datasetColumns(),
    emailRequestId: integer('email_request_id').notNull(),
    emailSuppressionId: integer('email_suppression_id'),
    displayCode: text('display_code').notNull(),
    displayReason: text('display_reason').notNull(),
    reason: text('reason').notNull(),
    helpText: text('help_text'),
    ...stamps(),
  },
  (t) => [
    index('email_request_errors_request_idx').on(t.companyId, t.dataset, t.emailRequestId),
    datasetRef('email_request_errors', t, t.emailRequestId, emailRequests).onDelete('cascade'),
    datasetRef('email_request_errors', t, t.emailSuppressionId, emailSuppressions).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** SMS requests (dashboard SMS_STATUS_REQ, page NOTIFYSMS); undelivered = any status other than NEW. */
export const smsRequests = pgTable(
  'sms_requests',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id'),
    customerAccountId: integer('customer_account_id'),
    partyId: integer('party_id'),
    batchId: integer('batch_id'),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['NEW', 'QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'EXPIRED', 'REJECTED'] })
      .notNull()
      .default('NEW'),
    errorMessage: text('error_message'),
    providerMessageId: text('provider_message_id'),
    sentAt: moment('sent_at'),
    deliveredAt: moment('delivered_at'),
    /** Times the send job tried the provider and found it down (docs/integrations.md "SMS"). */
    attempts: integer('attempts').notNull().default(0),
    /** A NEW request is not tried before this (back-off after the provider was down). */
    nextAttemptAt: moment('next_attempt_at'),
    /** Set while the send job has it claimed (QUEUED) and the provider has not answered: never sent twice. */
    sendingStartedAt: moment('sending_started_at'),
    /** The Add-ons platform it was sent through. */
    platformName: text('platform_name'),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('sms_requests_due_idx')
      .on(t.companyId, t.dataset, t.id)
      .where(sql`status = 'NEW'`),
    uniqueIndex('sms_requests_provider_message_uq')
      .on(t.companyId, t.dataset, t.providerMessageId)
      .where(sql`provider_message_id is not null`),
    index('sms_requests_status_idx').on(t.companyId, t.dataset, t.status, t.createdAt),
    // The dashboard's New and Undelivered SMS queue.
    index('sms_requests_waiting_idx')
      .on(t.companyId, t.dataset, t.createdAt, t.id)
      .where(sql`status not in ('SENT', 'DELIVERED')`),
    index('sms_requests_customer_idx').on(t.companyId, t.dataset, t.customerId, t.createdAt),
    index('sms_requests_phone_idx').on(t.companyId, t.dataset, t.phoneNumber),
    datasetRef('sms_requests', t, t.customerId, customers),
    datasetRef('sms_requests', t, t.customerAccountId, customerAccounts),
    datasetRef('sms_requests', t, t.partyId, parties),
    datasetRef('sms_requests', t, t.batchId, correspondenceBatches),
    datasetPolicy(),
  ],
);

/**
 * Posted mail (dashboard POSTEDMAIL, page NOTIFYPOSTED): letters to print and post; the PDF is
 * the document (`storage_path` of the dialog rows maps to it). Emails sent by post point at their request.
 */
export const postedMailItems = pgTable(
  'posted_mail_items',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id'),
    customerAccountId: integer('customer_account_id'),
    documentId: integer('document_id'),
    emailRequestId: integer('email_request_id'),
    mailMergeTemplateId: integer('mail_merge_template_id'),
    deliveryMethodId: integer('delivery_method_id'),
    batchId: integer('batch_id'),
    recipientName: text('recipient_name').notNull(),
    addressLines: text('address_lines').notNull(),
    /**
     * Printing: NEW → PRINTED → POSTED (or CANCELLED). Through the mail house (docs/integrations.md
     * "Mail and post"): NEW → QUEUED (claimed by the submission job) → SUBMITTED → POSTED (mailed) →
     * IN_TRANSIT → DELIVERED, or RETURNED, or FAILED with the reason.
     */
    status: text('status', { enum: ['NEW', 'PRINTED', 'QUEUED', 'SUBMITTED', 'POSTED', 'IN_TRANSIT', 'DELIVERED', 'RETURNED', 'CANCELLED', 'FAILED'] })
      .notNull()
      .default('NEW'),
    printedAt: moment('printed_at'),
    postedAt: moment('posted_at'),
    /** The mail house's letter id (`ltr_…`) once it took the letter. */
    providerLetterId: text('provider_letter_id'),
    /** The Add-ons platform it was submitted through. */
    platformName: text('platform_name'),
    /** Times the submission job found the mail house down. */
    attempts: integer('attempts').notNull().default(0),
    /** A NEW letter is not tried again before this (back-off after the mail house was down). */
    nextAttemptAt: moment('next_attempt_at'),
    /** Set while the submission job has it claimed (QUEUED) and the mail house has not answered. */
    sendingStartedAt: moment('sending_started_at'),
    submittedAt: moment('submitted_at'),
    deliveredAt: moment('delivered_at'),
    /** The last tracking event taken (`letter.in_transit`, …) and when it happened at the mail house. */
    trackingEvent: text('tracking_event'),
    trackingAt: moment('tracking_at'),
    /** Why it failed or was returned. */
    errorMessage: text('error_message'),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('posted_mail_items_status_idx').on(t.companyId, t.dataset, t.status, t.createdAt),
    index('posted_mail_items_customer_idx').on(t.companyId, t.dataset, t.customerId),
    index('posted_mail_items_due_idx')
      .on(t.companyId, t.dataset, t.id)
      .where(sql`status = 'NEW'`),
    uniqueIndex('posted_mail_items_provider_letter_uq')
      .on(t.companyId, t.dataset, t.providerLetterId)
      .where(sql`provider_letter_id is not null`),
    datasetRef('posted_mail_items', t, t.customerId, customers),
    datasetRef('posted_mail_items', t, t.customerAccountId, customerAccounts),
    datasetRef('posted_mail_items', t, t.documentId, documents),
    datasetRef('posted_mail_items', t, t.emailRequestId, emailRequests),
    datasetRef('posted_mail_items', t, t.mailMergeTemplateId, mailMergeTemplates),
    datasetRef('posted_mail_items', t, t.deliveryMethodId, deliveryMethods),
    datasetRef('posted_mail_items', t, t.batchId, correspondenceBatches),
    datasetPolicy(),
  ],
);

/** Numbers that replied STOP (E.164): the send job does not send to them until they reply START. */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    id: id(),
    ...datasetColumns(),
    phoneNumber: text('phone_number').notNull(),
    /** The reply's keyword (STOP, UNSUBSCRIBE, ...). */
    keyword: text('keyword').notNull(),
    providerMessageId: text('provider_message_id'),
    ...stamps(),
  },
  (t) => [uniqueIndex('sms_opt_outs_phone_uq').on(t.companyId, t.dataset, t.phoneNumber), datasetKey('sms_opt_outs', t), datasetPolicy()],
);

/**
 * The email provider's delivery events already taken (docs/integrations.md "Email bounces"): an
 * event id is taken once (the provider retries an event it did not see answered) and a signature's
 * token once (a captured post cannot be replayed with other event data). Not tenant data: the
 * provider's ids and tokens are unique across every company; kept two days.
 */
export const emailWebhookEvents = pgTable(
  'email_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    token: text('token').notNull(),
    event: text('event').notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_webhook_events_token_uq').on(t.token), index('email_webhook_events_received_idx').on(t.receivedAt)],
);

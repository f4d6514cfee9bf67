import { z } from 'zod';

/**
 * What the Send a letter or email dialog (spec 3 §2.11) chooses from: the company's mail merge
 * schedules (TEMPLATE) and the customer's earlier emails (RESEND).
 */

/** GET /correspondence/mail-merge-schedules: one active schedule; choosing it loads the schedule, then its template. */
export const mailMergeScheduleOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type MailMergeScheduleOption = z.infer<typeof mailMergeScheduleOptionSchema>;
export const mailMergeScheduleOptionsSchema = z.array(mailMergeScheduleOptionSchema);

/** The newest emails of a customer GET /customers/{customerId}/email-requests answers. */
export const CUSTOMER_EMAILS_LIMIT = 100;

/** GET /customers/{customerId}/email-requests: one email of the customer (newest first); `createdAt` an ISO instant. */
export const customerEmailRequestSchema = z.object({
  id: z.number().int(),
  emailSubject: z.string(),
  sendTo: z.string(),
  ccTo: z.string().nullable(),
  requestStatus: z.string(),
  createdAt: z.string(),
});
export type CustomerEmailRequest = z.infer<typeof customerEmailRequestSchema>;
export const customerEmailRequestsSchema = z.array(customerEmailRequestSchema);

/** An email that has been through sending (any status but NEW) may be sent again. */
export const mayResendEmail = (requestStatus: string) => requestStatus !== 'NEW';

import { z } from 'zod';
import { messageSchema } from '../envelope';
import { bodyId, textId } from '../ids';

/** Spec 3 §2.11: what one customer is sent from the Send a letter or email dialog. */
export const CORRESPONDENCE_TYPES = ['TEMPLATE', 'RESEND', 'ADHOC'] as const;
export type CorrespondenceType = (typeof CORRESPONDENCE_TYPES)[number];

const subject = z.string().trim().min(1).max(200);
const body = z.string().trim().min(1).max(100_000);

/** POST /correspondence/email-requests/adhoc and /correspondence/adhoc-email/preview. */
export const adhocEmailSchema = z.object({ customerId: bodyId, emailSubject: subject, emailBody: body });
export type AdhocEmail = z.infer<typeof adhocEmailSchema>;

/** POST /correspondence/email-requests/template: the schedule's letter, by email or by post as the customer's setting says. */
export const templateEmailSchema = z.object({ customerId: bodyId, mailMergeScheduleId: bodyId });
export type TemplateEmail = z.infer<typeof templateEmailSchema>;

/** POST /correspondence/mail-merge-schedule/{id}/preview and …/mail-merge-template/{id}/preview-pdf. */
export const correspondencePreviewRequestSchema = z.object({ customerId: bodyId, pdfFormat: z.string().max(20).optional() });

/** An email as the customer would get it, before it is made (the previews). */
export const draftEmailSchema = z.object({ sendTo: z.string().nullable(), emailSubject: z.string(), htmlBody: z.string() });
export type DraftEmail = z.infer<typeof draftEmailSchema>;

/** GET /correspondence/mail-merge-schedule/{id}. */
export const mailMergeScheduleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mailMergeTemplateId: z.number().int(),
  emailTemplateId: z.number().int().nullable(),
  emailSubject: z.string(),
});
export type MailMergeSchedule = z.infer<typeof mailMergeScheduleSchema>;

/** GET /correspondence/mail-merge-template/{id}. */
export const mailMergeTemplateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  paperSize: z.string(),
  requiredFields: z.array(z.string()),
});
export type MailMergeTemplate = z.infer<typeof mailMergeTemplateSchema>;

export const correspondenceIdParams = z.object({ id: textId });

/** POST /correspondence/email-requests/template: made, or refused for the fields the customer lacks (spec 3 §7). */
export const templateLetterResponseSchema = z.object({
  isValid: z.boolean(),
  missingFields: z.array(z.string()),
  messages: z.array(messageSchema),
});
export type TemplateLetterResponse = z.infer<typeof templateLetterResponseSchema>;

/** GET /customers/{customerId}/correspondence-setting: how the customer's account is written to (POST = by post). */
export const correspondenceSettingSchema = z.object({ code: z.string().nullable() });
export type CorrespondenceSetting = z.infer<typeof correspondenceSettingSchema>;

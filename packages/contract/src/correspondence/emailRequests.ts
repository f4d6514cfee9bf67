import { z } from 'zod';
import { textId } from '../ids';
import { fieldError } from '../fields/fieldRules';
import * as texts from '../texts';

/** Why an email was not delivered (the reason dialog). */
export const emailRequestErrorSchema = z.object({
  id: z.number().int(),
  displayCode: z.string(),
  displayReason: z.string(),
  reason: z.string(),
  helpText: z.string().nullable(),
  /** The address is on the blocked list because of this error: it can be removed from there. */
  isBlocked: z.boolean(),
});
export type EmailRequestError = z.infer<typeof emailRequestErrorSchema>;

/** GET /correspondence/email-requests/{id}: the email request (spec 2 §3) with its errors. */
export const emailRequestResponseSchema = z.object({
  key_exception_id: z.number().int(),
  send_to: z.string(),
  cc_to: z.string().nullable(),
  email_subject: z.string(),
  request_status: z.string(),
  Error_Message: z.string().nullable(),
  account_name: z.string().nullable(),
  account_number: z.string().nullable(),
  emailAddress: z.string().nullable(),
  errors: z.array(emailRequestErrorSchema),
});
export type EmailRequestDetail = z.infer<typeof emailRequestResponseSchema>;

const addressError = (value: string) => fieldError({ fieldType: 'Email', mandatory: true }, value);
/** One or more addresses separated by ';' or ','. */
const addressList = (value: string) =>
  value
    .split(/[;,]/)
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * The undelivered-email form and POST /correspondence/email-requests/{id}/resend: subject and
 * send_to required, cc_to optional; every address must be valid. The account is shown read-only.
 */
export const resendEmailRequestSchema = z.object({
  send_to: z
    .string()
    .trim()
    .min(1, texts.fields.required)
    .max(500)
    .superRefine((v, ctx) => {
      const bad = addressList(v).map(addressError).find(Boolean);
      if (bad) ctx.addIssue({ code: 'custom', message: bad });
    }),
  cc_to: z
    .string()
    .trim()
    .max(500)
    .superRefine((v, ctx) => {
      const bad = addressList(v).map(addressError).find(Boolean);
      if (bad) ctx.addIssue({ code: 'custom', message: bad });
    })
    .default(''),
  email_subject: z.string().trim().min(1, texts.fields.required).max(300),
});
export type ResendEmailRequest = z.input<typeof resendEmailRequestSchema>;

export const emailRequestIdParams = z.object({ id: textId });
export const removeSuppressionParams = emailRequestIdParams.extend({ errorId: textId });
/** post-email/{bool}: true also changes the customer's delivery preference to POST. */
export const postEmailParams = emailRequestIdParams.extend({ changePreference: z.enum(['true', 'false']).transform((v) => v === 'true') });

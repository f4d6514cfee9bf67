import { z } from 'zod';
import { CORRESPONDENCE_TYPES, resendEmailRequestSchema, texts, type CorrespondenceType } from '@wattle/contract';

const t = texts.letter;

/** The dialog's fields; only those of the chosen type are checked and sent. */
export interface LetterForm {
  correspondenceType: CorrespondenceType | '';
  /** TEMPLATE. */
  mailMergeScheduleId: string;
  /** RESEND: the earlier email and what it goes with (the resend call's names). */
  emailRequestId: string;
  send_to: string;
  cc_to: string;
  email_subject: string;
  /** ADHOC. */
  emailSubject: string;
  emailBody: string;
}

export const EMPTY_LETTER: LetterForm = {
  correspondenceType: '',
  mailMergeScheduleId: '',
  emailRequestId: '',
  send_to: '',
  cc_to: '',
  email_subject: '',
  emailSubject: '',
  emailBody: '',
};

/**
 * Spec 3 §5.4: the correspondence type, then what it needs: a template; an earlier email, with
 * valid addresses and a subject (the resend call's rules); a subject and a body.
 */
export const letterFormSchema = z
  .object({
    correspondenceType: z.union([z.enum(CORRESPONDENCE_TYPES), z.literal('')]),
    mailMergeScheduleId: z.string(),
    emailRequestId: z.string(),
    send_to: z.string(),
    cc_to: z.string(),
    email_subject: z.string(),
    emailSubject: z.string(),
    emailBody: z.string(),
  })
  .superRefine((form, ctx) => {
    const refuse = (field: keyof LetterForm, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    switch (form.correspondenceType) {
      case '':
        refuse('correspondenceType', t.typeRequired);
        break;
      case 'TEMPLATE':
        if (!form.mailMergeScheduleId) refuse('mailMergeScheduleId', t.templateRequired);
        break;
      case 'RESEND':
        if (!form.emailRequestId) refuse('emailRequestId', t.emailRequired);
        else {
          const resend = resendEmailRequestSchema.safeParse({ send_to: form.send_to, cc_to: form.cc_to, email_subject: form.email_subject });
          resend.error?.issues.forEach((issue) => ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message }));
        }
        break;
      case 'ADHOC':
        if (!form.emailSubject.trim()) refuse('emailSubject', texts.fields.required);
        if (!form.emailBody.trim()) refuse('emailBody', texts.fields.required);
    }
  });

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CORRESPONDENCE_TYPES, texts } from '@wattle/contract';
import { FormDialog } from '../../../components/FormDialog';
import { InvalidFormError } from '../../../components/InvalidFormError';
import { showOutcome, showSnackbar } from '../../../components/notices/noticeStore';
import { sectionKeys } from '../../../sections/sectionsApi';
import { documentKeys } from '../documentsApi';
import { AdhocEmailFields } from './AdhocEmailFields';
import { letterKeys, resendEmail, sendAdhocEmail, sendTemplateLetter, useByPost, type LetterAnswer } from './letterApi';
import { EMPTY_LETTER, letterFormSchema, type LetterForm } from './letterForm';
import { ResendEmailFields } from './ResendEmailFields';
import { TemplateLetterFields } from './TemplateLetterFields';

const t = texts.letter;

function send(customerId: number, form: LetterForm): Promise<LetterAnswer> {
  switch (form.correspondenceType) {
    case 'TEMPLATE':
      return sendTemplateLetter(customerId, Number(form.mailMergeScheduleId));
    case 'RESEND':
      return resendEmail(Number(form.emailRequestId), { send_to: form.send_to, cc_to: form.cc_to, email_subject: form.email_subject });
    case 'ADHOC':
      return sendAdhocEmail(customerId, form.emailSubject, form.emailBody);
    default:
      // The form's rules require a type before anything is sent.
      throw new InvalidFormError();
  }
}

/** What went is said in the snackbar; a refusal as the outcome (error popup, or a warning snackbar) and listed in the dialog. */
const announce = (answer: LetterAnswer) => (answer.sent ? showSnackbar(answer.messages[0]?.message ?? '', 'success') : showOutcome(answer));

/**
 * Send a letter or email (spec 3 §2.11): TEMPLATE (a mail merge schedule's letter: emailed, or
 * posted when the customer's correspondence setting is POST), RESEND (an earlier email again) or
 * ADHOC (an email written here; not offered to a customer by post).
 */
export function SendLetterDialog({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const client = useQueryClient();
  const byPost = useByPost(customerId);
  const form = useForm<LetterForm>({ resolver: zodResolver(letterFormSchema), defaultValues: EMPTY_LETTER });
  const type = useWatch({ control: form.control, name: 'correspondenceType' });
  const types = CORRESPONDENCE_TYPES.filter((choice) => choice !== 'ADHOC' || byPost.data === false);

  // Whatever lists the customer's correspondence shows the new letter or email: documents, emails, the Correspondence and Email Messages lists.
  const sent = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: documentKeys.list(customerId) }),
      client.invalidateQueries({ queryKey: letterKeys.emails(customerId) }),
      client.invalidateQueries({ queryKey: sectionKeys.all }),
    ]);
    onClose();
  };

  return (
    <FormDialog
      title={t.dialogTitle}
      titleId="send-letter-title"
      closeLabel={texts.common.close}
      saveLabel={t.send}
      canSave={byPost.isSuccess}
      handleSubmit={form.handleSubmit}
      save={(values) => send(customerId, values)}
      isSaved={(answer) => answer.sent}
      announce={announce}
      onSaved={sent}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 480 } }}>
        {byPost.isError ? <Alert severity="error">{texts.notices.unknownError}</Alert> : null}
        <Controller
          control={form.control}
          name="correspondenceType"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t.correspondenceType}
              {...field}
              disabled={!byPost.isSuccess}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {types.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {t.typeNames[choice]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {type === 'TEMPLATE' ? <TemplateLetterFields customerId={customerId} byPost={byPost.data === true} form={form} /> : null}
        {type === 'RESEND' ? <ResendEmailFields customerId={customerId} form={form} /> : null}
        {type === 'ADHOC' ? <AdhocEmailFields customerId={customerId} form={form} /> : null}
      </Stack>
    </FormDialog>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { texts } from '@wattle/contract';
import { EmailPreview, type EmailPreviewTarget } from '../../../components/EmailPreview';
import { previewAdhocEmail } from './letterApi';
import type { LetterForm } from './letterForm';

const t = texts.letter;

/** ADHOC: a subject and a body (merge fields such as {{customerName}} allowed); Preview shows the email as the customer gets it. */
export function AdhocEmailFields({ customerId, form }: { customerId: number; form: UseFormReturn<LetterForm> }) {
  const [preview, setPreview] = useState<EmailPreviewTarget | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  const { errors } = form.formState;

  const open = async () => {
    if (!(await form.trigger(['emailSubject', 'emailBody']))) return;
    const { emailSubject, emailBody } = form.getValues();
    setPreview({ title: t.previewEmail, load: (signal) => previewAdhocEmail(customerId, emailSubject, emailBody, signal) });
  };

  return (
    <Stack spacing={2}>
      <TextField
        label={texts.dashboard.emailFields.subject}
        required
        {...form.register('emailSubject')}
        error={Boolean(errors.emailSubject)}
        helperText={errors.emailSubject?.message}
      />
      <TextField
        label={t.body}
        required
        multiline
        minRows={6}
        {...form.register('emailBody')}
        error={Boolean(errors.emailBody)}
        helperText={errors.emailBody?.message}
      />
      <Stack direction="row">
        <Button variant="outlined" onClick={() => void open()}>
          {t.preview}
        </Button>
      </Stack>
      {preview ? <EmailPreview target={preview} onClose={closePreview} /> : null}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { codeWords, mayResendEmail, texts } from '@wattle/contract';
import { useFormatters } from '../../../hooks/useFormatters';
import { useCustomerEmails } from './letterApi';
import type { LetterForm } from './letterForm';

const t = texts.letter;
const fields = texts.dashboard.emailFields;

/** RESEND: an email the customer was sent before; its address, copy and subject fill the fields, which may be changed. */
export function ResendEmailFields({ customerId, form }: { customerId: number; form: UseFormReturn<LetterForm> }) {
  const emails = useCustomerEmails(customerId);
  const { date } = useFormatters();
  const sent = (emails.data ?? []).filter((e) => mayResendEmail(e.requestStatus));
  const { errors } = form.formState;

  const choose = (id: string) => {
    const email = sent.find((e) => String(e.id) === id);
    if (!email) return;
    form.setValue('send_to', email.sendTo);
    form.setValue('cc_to', email.ccTo ?? '');
    form.setValue('email_subject', email.emailSubject);
  };

  if (emails.isSuccess && sent.length === 0) return <Alert severity="info">{t.noPreviousEmails}</Alert>;
  return (
    <Stack spacing={2}>
      <Controller
        control={form.control}
        name="emailRequestId"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t.previousEmail}
            {...field}
            onChange={(e) => {
              field.onChange(e);
              choose(e.target.value);
            }}
            disabled={!emails.data}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {sent.map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                {`${date(e.createdAt)} · ${e.emailSubject} · ${e.sendTo} (${codeWords(e.requestStatus)})`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label={fields.sendTo}
        required
        {...form.register('send_to')}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.send_to)}
        helperText={errors.send_to?.message}
      />
      <TextField
        label={fields.ccTo}
        {...form.register('cc_to')}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.cc_to)}
        helperText={errors.cc_to?.message}
      />
      <TextField
        label={fields.subject}
        required
        {...form.register('email_subject')}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.email_subject)}
        helperText={errors.email_subject?.message}
      />
    </Stack>
  );
}

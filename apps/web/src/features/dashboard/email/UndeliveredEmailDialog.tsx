import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { resendEmailRequestSchema, texts, type ResendEmailRequest } from '@wattle/contract';
import { FormDialog } from '../../../components/FormDialog';
import { showErrorOf } from '../../../components/notices/noticeStore';
import { getEmailRequest, resendEmail } from './correspondenceApi';

type Form = Required<ResendEmailRequest>;

/** The undelivered-email form: subject and send_to required, cc_to optional, the account read-only; Save only when valid. */
export function UndeliveredEmailDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => void }) {
  const detail = useQuery({ queryKey: ['dashboard', 'email-request', id], queryFn: () => getEmailRequest(id), staleTime: 0 });
  const form = useForm<Form>({
    resolver: zodResolver(resendEmailRequestSchema) as unknown as Resolver<Form>,
    mode: 'onChange',
    defaultValues: { send_to: '', cc_to: '', email_subject: '' },
  });
  const { reset, register, formState } = form;
  useEffect(() => {
    if (detail.data) reset({ send_to: detail.data.send_to, cc_to: detail.data.cc_to ?? '', email_subject: detail.data.email_subject });
  }, [detail.data, reset]);
  useEffect(() => {
    if (detail.error) showErrorOf(detail.error);
  }, [detail.error]);
  const fields = texts.dashboard.emailFields;
  const account = detail.data ? [detail.data.account_number, detail.data.account_name].filter(Boolean).join(' - ') : '';
  return (
    <FormDialog
      title={texts.dashboard.undeliveredEmail}
      titleId="undelivered-email-title"
      closeLabel={texts.dashboard.close}
      saveLabel={texts.dashboard.resend}
      canSave={Boolean(detail.data) && formState.isValid}
      handleSubmit={form.handleSubmit}
      save={(values) => resendEmail(id, values)}
      onSaved={onDone}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={fields.account} value={account} slotProps={{ input: { readOnly: true } }} size="small" />
        <TextField
          label={fields.sendTo}
          required
          size="small"
          {...register('send_to')}
          error={Boolean(formState.errors.send_to)}
          helperText={formState.errors.send_to?.message}
        />
        <TextField
          label={fields.ccTo}
          size="small"
          {...register('cc_to')}
          error={Boolean(formState.errors.cc_to)}
          helperText={formState.errors.cc_to?.message}
        />
        <TextField
          label={fields.subject}
          required
          size="small"
          {...register('email_subject')}
          error={Boolean(formState.errors.email_subject)}
          helperText={formState.errors.email_subject?.message}
        />
      </Stack>
    </FormDialog>
  );
}

import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { directDebitMandateSchema, formatBsb, providerPaymentsEndpoints, texts, type DirectDebitMandateView } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { FormDialog } from '../../components/FormDialog';
import { showSnackbar } from '../../components/notices/noticeStore';

const t = texts.providerPayments;
type MandateForm = z.output<typeof directDebitMandateSchema>;

export interface DirectDebitDialogProps {
  customerId: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Finance's Direct Debit: the bank account the customer authorised, set up with the connected
 * direct-debit provider (PUT /customers/{id}/direct-debit-mandate). The server answers only the
 * account number's last digits; a provider that is not connected or refuses is shown its message.
 */
export function DirectDebitDialog({ customerId, onClose, onSaved }: DirectDebitDialogProps) {
  const { register, handleSubmit, formState } = useForm<z.input<typeof directDebitMandateSchema>, unknown, MandateForm>({
    resolver: zodResolver(directDebitMandateSchema),
    mode: 'onTouched',
    defaultValues: { accountName: '', bsb: '', accountNumber: '' },
  });
  const shown = (name: keyof MandateForm) => ({ error: !!formState.errors[name], helperText: formState.errors[name]?.message });
  return (
    <FormDialog
      title={t.mandateTitle}
      titleId="direct-debit-mandate-title"
      closeLabel={texts.payments.cancel}
      saveLabel={texts.payments.save}
      canSave
      handleSubmit={handleSubmit}
      save={(body: MandateForm) => callEndpoint(providerPaymentsEndpoints.mandate, { params: { customerId }, body })}
      announce={(mandate: DirectDebitMandateView) => showSnackbar(t.mandateSaved(formatBsb(mandate.bsb), mandate.accountNumberLast4))}
      onSaved={() => {
        onSaved();
        onClose();
      }}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ pt: 1, pb: 2 }}>
        {t.mandateWhat}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <TextField label={t.accountName} fullWidth required autoComplete="off" {...register('accountName')} {...shown('accountName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField label={t.bsb} fullWidth required inputMode="numeric" autoComplete="off" {...register('bsb')} {...shown('bsb')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextField
            label={t.accountNumber}
            fullWidth
            required
            inputMode="numeric"
            autoComplete="off"
            {...register('accountNumber')}
            {...shown('accountNumber')}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

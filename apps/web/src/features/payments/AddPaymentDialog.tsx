import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PAYMENT_METHOD_LIST, paymentsEndpoints, recordPaymentSchema, texts } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { DatePickerField } from '../../components/fields/DatePickerField';
import { FormDialog } from '../../components/FormDialog';
import { showSnackbar } from '../../components/notices/noticeStore';
import { useBusinessDate } from '../../hooks/useBusinessDate';
import { useFormatters } from '../../hooks/useFormatters';
import { AmountField, MethodField, ReferenceField } from './PaymentFields';

const t = texts.payments;
type PaymentForm = z.output<typeof recordPaymentSchema>;

export interface AddPaymentDialogProps {
  customerId: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Transactions' Add Payment: a payment received, allocated by the server to the oldest invoices first. */
export function AddPaymentDialog({ customerId, onClose, onSaved }: AddPaymentDialogProps) {
  const today = useBusinessDate();
  const { money } = useFormatters();
  const { register, control, handleSubmit, formState, getValues } = useForm<z.input<typeof recordPaymentSchema>, unknown, PaymentForm>({
    resolver: zodResolver(recordPaymentSchema),
    mode: 'onTouched',
    defaultValues: { amount: '', paymentDate: today, method: 'BPAY', reference: '' },
  });
  return (
    <FormDialog
      title={t.addPayment}
      titleId="add-payment-title"
      closeLabel={t.cancel}
      saveLabel={t.save}
      canSave
      handleSubmit={handleSubmit}
      save={(body: PaymentForm) => callEndpoint(paymentsEndpoints.record, { params: { customerId }, body })}
      announce={() => showSnackbar(t.recorded(money(getValues('amount'))))}
      onSaved={() => {
        onSaved();
        onClose();
      }}
      onClose={onClose}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountField registration={register('amount')} error={formState.errors.amount} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="paymentDate"
            control={control}
            render={({ field, fieldState }) => (
              <DatePickerField
                label={t.paymentDate}
                required
                fullWidth
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MethodField methods={PAYMENT_METHOD_LIST} defaultValue="BPAY" registration={register('method')} error={formState.errors.method} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReferenceField registration={register('reference')} error={formState.errors.reference} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

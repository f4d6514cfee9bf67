import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paymentsEndpoints, recordRefundSchema, REFUND_METHOD_LIST, texts, type RefundRecorded } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { FormDialog } from '../../components/FormDialog';
import { showSnackbar } from '../../components/notices/noticeStore';
import { useFormatters } from '../../hooks/useFormatters';
import { AmountField, MethodField, ReferenceField } from './PaymentFields';

const t = texts.payments;
type RefundForm = z.output<typeof recordRefundSchema>;

export interface RefundDialogProps {
  customerId: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Transactions' Refund: pays the customer's credit back. The server refuses more than the credit
 * balance with its message, which the dialog shows.
 */
export function RefundDialog({ customerId, onClose, onSaved }: RefundDialogProps) {
  const { money } = useFormatters();
  const { register, handleSubmit, formState } = useForm<z.input<typeof recordRefundSchema>, unknown, RefundForm>({
    resolver: zodResolver(recordRefundSchema),
    mode: 'onTouched',
    defaultValues: { amount: '', method: 'EFT', reference: '' },
  });
  return (
    <FormDialog
      title={t.refundTitle}
      titleId="refund-credit-title"
      closeLabel={t.cancel}
      saveLabel={t.refund}
      canSave
      handleSubmit={handleSubmit}
      save={(body: RefundForm) => callEndpoint(paymentsEndpoints.refund, { params: { customerId }, body })}
      announce={(answer: RefundRecorded) => showSnackbar(t.refundNotice(money(answer.amount)))}
      onSaved={() => {
        onSaved();
        onClose();
      }}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ pt: 1, pb: 2 }}>
        {t.refundWhat}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountField registration={register('amount')} error={formState.errors.amount} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MethodField methods={REFUND_METHOD_LIST} defaultValue="EFT" registration={register('method')} error={formState.errors.method} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ReferenceField registration={register('reference')} error={formState.errors.reference} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

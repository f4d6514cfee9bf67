import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import Decimal from 'decimal.js';
import { useForm } from 'react-hook-form';
import { dishonourPaymentSchema, paymentsEndpoints, texts, type DishonourPayment, type PaymentDishonoured } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { FormDialog } from '../../components/FormDialog';
import { showSnackbar } from '../../components/notices/noticeStore';
import { useFormatters } from '../../hooks/useFormatters';

const t = texts.payments;

/** The payment row being dishonoured, as the Transactions page shows it (its amount is a credit, so negative). */
export interface DishonouredPayment {
  paymentId: number;
  amount: string;
  date: string;
  reference: string;
}

export interface DishonourDialogProps {
  payment: DishonouredPayment;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Transactions' Dishonour: the bank returned the highlighted payment. The server reverses it and
 * its allocations, charges the dishonour fee and moves the collection path on; the dialog asks why.
 */
export function DishonourDialog({ payment, onClose, onSaved }: DishonourDialogProps) {
  const { money, date } = useFormatters();
  const { register, handleSubmit, formState } = useForm<DishonourPayment>({
    resolver: zodResolver(dishonourPaymentSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const amount = money(new Decimal(payment.amount || '0').abs());
  return (
    <FormDialog
      title={t.dishonourTitle}
      titleId="dishonour-payment-title"
      closeLabel={t.cancel}
      saveLabel={t.dishonour}
      canSave
      handleSubmit={handleSubmit}
      save={(body: DishonourPayment) => callEndpoint(paymentsEndpoints.dishonour, { params: { id: String(payment.paymentId) }, body })}
      announce={(answer: PaymentDishonoured) => showSnackbar(t.dishonouredNotice(amount, money(answer.balance)))}
      onSaved={() => {
        onSaved();
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t.dishonourWhich(amount, date(payment.date), payment.reference)}</Typography>
        <TextField
          label={t.reason}
          fullWidth
          required
          multiline
          minRows={2}
          autoComplete="off"
          {...register('reason')}
          error={!!formState.errors.reason}
          helperText={formState.errors.reason?.message}
        />
      </Stack>
    </FormDialog>
  );
}

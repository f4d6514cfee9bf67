import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { texts, type PaymentMethod } from '@wattle/contract';

const t = texts.payments;

/** A field of a payment form: its react-hook-form registration and its rule's error, if any. */
interface PaymentFieldProps {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

const shown = (error: FieldError | undefined) => ({ error: !!error, helperText: error?.message });

/** An amount of money, typed as text (never a float); the contract's rule checks it. */
export function AmountField({ registration, error }: PaymentFieldProps) {
  return <TextField label={t.amount} fullWidth required inputMode="decimal" autoComplete="off" {...registration} {...shown(error)} />;
}

/** How the money moves (Add Payment's methods, Refund's), each with its label. */
export function MethodField({
  methods,
  defaultValue,
  registration,
  error,
}: PaymentFieldProps & { methods: readonly PaymentMethod[]; defaultValue: PaymentMethod }) {
  return (
    <TextField label={t.method} select fullWidth required defaultValue={defaultValue} {...registration} {...shown(error)}>
      {methods.map((m) => (
        <MenuItem key={m} value={m}>
          {t.methods[m]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The bank's or the cheque's reference, optional. */
export function ReferenceField({ registration, error }: PaymentFieldProps) {
  return <TextField label={t.reference} fullWidth autoComplete="off" {...registration} {...shown(error)} />;
}

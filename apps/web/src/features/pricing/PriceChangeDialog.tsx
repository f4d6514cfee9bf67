import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import {
  priceChangeBase,
  priceChangeIssues,
  texts,
  type FixedCharge,
  type FixedChargeRate,
  type VariableCharge,
  type VariableChargeRate,
} from '@wattle/contract';
import { DatePickerField } from '../../components/fields/DatePickerField';
import { issuesResolver } from '../../components/issuesResolver';
import { useDateFormatters } from '../../hooks/useDateFormat';
import type { PriceChangeValues, ScheduleKind } from './pricePlanEditing';

const t = texts.pricePlanEditor;

interface PriceChangeDialogProps {
  kind: ScheduleKind;
  schedule: FixedCharge | VariableCharge;
  onApply: (values: PriceChangeValues) => void;
  onClose: () => void;
}

/**
 * Spec 3 §4 and §5.1's price change: a fixed one needs a start date, minimum charge (6 places) and
 * unit rate; a usage one only a start date (the steps are copied and edited on the new rate).
 */
export function PriceChangeDialog({ kind, schedule, onApply, onClose }: PriceChangeDialogProps) {
  const base = priceChangeBase<FixedChargeRate | VariableChargeRate>(schedule.rates);
  const isFixed = kind === 'fixedCharges';
  const { date } = useDateFormatters();
  const { control, handleSubmit } = useForm<PriceChangeValues>({
    defaultValues: {
      startDate: '',
      minimumCharge: base?.minimumCharge ?? '0',
      unitRate: isFixed ? ((base as FixedChargeRate | undefined)?.unitRate ?? '') : '',
    },
    resolver: issuesResolver((values) => priceChangeIssues(isFixed ? 'fixed' : 'usage', values)),
  });
  const field = (name: keyof PriceChangeValues, label: string, decimal: boolean) => (
    <Controller
      key={name}
      name={name}
      control={control}
      render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) =>
        decimal ? (
          <TextField
            size="small"
            fullWidth
            margin="dense"
            label={label}
            value={value}
            inputRef={ref}
            onBlur={onBlur}
            // A rate field takes only what can become a decimal.
            onChange={(e) => {
              if (/^-?\d*\.?\d*$/.test(e.target.value)) onChange(e.target.value);
            }}
            required
            error={Boolean(error)}
            helperText={error?.message ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ) : (
          <DatePickerField
            fullWidth
            label={label}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            required
            error={error?.message}
            helperText=" "
            sx={{ mt: 1, mb: 0.5 }}
          />
        )
      }
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="price-change-title">
      <DialogTitle id="price-change-title">{t.priceChangeTitle(schedule.invoiceDescription)}</DialogTitle>
      <DialogContent>
        {base ? <DialogContentText sx={{ mb: 1 }}>{t.priceChangeFrom(date(base.startDate))}</DialogContentText> : null}
        <form id="price-change-form" noValidate onSubmit={(e) => void handleSubmit(onApply)(e)}>
          {field('startDate', t.startDate, false)}
          {isFixed ? [field('minimumCharge', t.minimumCharge, true), field('unitRate', t.unitRate, true)] : null}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.common.cancel}</Button>
        <Button type="submit" form="price-change-form" variant="contained">
          {t.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

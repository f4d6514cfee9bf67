import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { dayBefore, isIsoDate, texts, type BillRunStart } from '@wattle/contract';
import { DatePickerField } from '../../../components/fields/DatePickerField';
import { LookupMultiSelect } from '../../../components/fields/LookupMultiSelect';
import { FormDialog } from '../../../components/FormDialog';
import { showSnackbar } from '../../../components/notices/noticeStore';
import { useBusinessDate } from '../../../hooks/useBusinessDate';
import { refreshDashboard } from '../dashboardApi';
import { startRun, useSelectionPreview } from './billRunApi';
import { SelectionPreview } from './SelectionPreview';

const t = texts.billing;

interface BillRunDates {
  periodTo: string;
  invoiceDate: string;
}

type BillBy = keyof typeof t.billBy;
/** Each choice's look-up of what can be chosen (buildings, billing cycles). */
const LOOKUP_OF: Record<Exclude<BillBy, 'accounts'>, { code: string; label: string }> = {
  buildings: { code: 'BUILDING', label: t.buildings },
  cycles: { code: 'BILLINGCYCLE', label: t.billingCycles },
};

/**
 * Starts a bill run (ADMIN) over the accounts ticked in the unbilled summary, or over buildings or
 * billing cycles chosen by name: up to yesterday, invoiced today by default, both the company's days
 * (its TIME_ZONE), as the scheduled run reckons them. Before it starts, the dialog says how many
 * accounts will be billed, which chosen ones are left out and why, and which are off-cycle.
 */
export function StartBillRunDialog({ customerAccountIds, onClose }: { customerAccountIds: number[]; onClose: () => void }) {
  const client = useQueryClient();
  const titleId = useId();
  const today = useBusinessDate();
  const [billBy, setBillBy] = useState<BillBy>(customerAccountIds.length ? 'accounts' : 'buildings');
  const [chosen, setChosen] = useState<Record<Exclude<BillBy, 'accounts'>, string[]>>({ buildings: [], cycles: [] });
  const { control, handleSubmit } = useForm<BillRunDates>({
    // The company's day may load after the dialog opens; a date the user typed stays.
    values: { periodTo: dayBefore(today), invoiceDate: today },
    resetOptions: { keepDirtyValues: true },
  });
  const periodTo = useWatch({ control, name: 'periodTo' });
  const selection: Pick<BillRunStart, 'customerAccountIds' | 'networkNodeIds' | 'billingCycleIds'> =
    billBy === 'accounts'
      ? { customerAccountIds }
      : billBy === 'buildings'
        ? { networkNodeIds: chosen.buildings.map(Number) }
        : { billingCycleIds: chosen.cycles.map(Number) };
  const preview = useSelectionPreview(selection, periodTo);
  const dateField = (name: keyof BillRunDates, label: string) => (
    <Controller
      name={name}
      control={control}
      rules={{ validate: (value) => isIsoDate(value) || texts.fields.invalidDate }}
      render={({ field, fieldState }) => (
        <DatePickerField label={label} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
      )}
    />
  );

  return (
    <FormDialog
      title={t.startRunTitle}
      titleId={titleId}
      closeLabel={t.cancel}
      saveLabel={t.start}
      canSave={(preview.current?.accounts ?? 0) > 0}
      handleSubmit={handleSubmit}
      save={(dates) => startRun({ ...dates, ...selection })}
      announce={({ id }) => showSnackbar(t.runStarted(id))}
      onSaved={async () => {
        await refreshDashboard(client);
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormControl>
          <FormLabel id={`${titleId}-bill-by`}>{t.billWhat}</FormLabel>
          <RadioGroup row aria-labelledby={`${titleId}-bill-by`} value={billBy} onChange={(e) => setBillBy(e.target.value as BillBy)}>
            <FormControlLabel value="accounts" control={<Radio />} label={t.billBy.accounts(customerAccountIds.length)} />
            <FormControlLabel value="buildings" control={<Radio />} label={t.billBy.buildings} />
            <FormControlLabel value="cycles" control={<Radio />} label={t.billBy.cycles} />
          </RadioGroup>
        </FormControl>
        {billBy === 'accounts' ? null : (
          <LookupMultiSelect
            key={billBy}
            label={LOOKUP_OF[billBy].label}
            lookupCode={LOOKUP_OF[billBy].code}
            value={chosen[billBy]}
            onChange={(ids) => setChosen((was) => ({ ...was, [billBy]: ids }))}
          />
        )}
        {dateField('periodTo', t.periodTo)}
        {dateField('invoiceDate', t.invoiceDate)}
        <SelectionPreview preview={preview} />
      </Stack>
    </FormDialog>
  );
}

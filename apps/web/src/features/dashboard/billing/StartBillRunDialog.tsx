import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { dayBefore, isIsoDate, texts } from '@wattle/contract';
import { DatePickerField } from '../../../components/fields/DatePickerField';
import { FormDialog } from '../../../components/FormDialog';
import { showSnackbar } from '../../../components/notices/noticeStore';
import { useBusinessDate } from '../../../hooks/useBusinessDate';
import { refreshDashboard } from '../dashboardApi';
import { startRun } from './billRunApi';

const t = texts.billing;

interface BillRunDates {
  periodTo: string;
  invoiceDate: string;
}

/**
 * Starts a bill run (ADMIN) over the accounts selected in the unbilled summary: up to yesterday,
 * invoiced today by default, both the company's days (its TIME_ZONE), as the scheduled run reckons them.
 */
export function StartBillRunDialog({ customerAccountIds, onClose }: { customerAccountIds: number[]; onClose: () => void }) {
  const client = useQueryClient();
  const titleId = useId();
  const today = useBusinessDate();
  const { control, handleSubmit } = useForm<BillRunDates>({
    // The company's day may load after the dialog opens; a date the user typed stays.
    values: { periodTo: dayBefore(today), invoiceDate: today },
    resetOptions: { keepDirtyValues: true },
  });
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
      canSave={customerAccountIds.length > 0}
      handleSubmit={handleSubmit}
      save={(dates) => startRun({ ...dates, customerAccountIds })}
      announce={({ id }) => showSnackbar(t.runStarted(id))}
      onSaved={async () => {
        await refreshDashboard(client);
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {customerAccountIds.length === 0 ? <Typography color="warning.main">{t.startRunHint}</Typography> : null}
        {dateField('periodTo', t.periodTo)}
        {dateField('invoiceDate', t.invoiceDate)}
      </Stack>
    </FormDialog>
  );
}

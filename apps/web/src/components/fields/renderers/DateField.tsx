import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ISO_DATE, ISO_DATE_TIME, INVALID_DATE, isIsoDate, isIsoDateTime } from '@wattle/contract';
import { useBusinessDate } from '../../../hooks/useBusinessDate';
import { useFormatters } from '../../../hooks/useFormatters';
import type { FieldRendererProps } from '../fieldTypes';

/**
 * Date and DateTime: typed or picked in the company's DATE_FORMAT, stored as ISO text. Text that is
 * not a date is stored as INVALID_DATE so the rule answers 'Invalid date.'. An empty picker opens on
 * the company's business day, not the browser's.
 */
export function DateField({ field, value, onChange, onBlur, error, disabled, id }: FieldRendererProps) {
  const { dateFormat } = useFormatters();
  const withTime = field.fieldType === 'DateTime';
  const storage = withTime ? ISO_DATE_TIME : ISO_DATE;
  // While typed text is not a date the picker must get back what it gave, or it would clear the text.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const today = useBusinessDate();
  const parsed = (withTime ? isIsoDateTime(value) : isIsoDate(value)) ? dayjs(value) : null;
  const change = (date: Dayjs | null) => {
    setDraft(date);
    if (!date) {
      onChange('');
      return;
    }
    onChange(date.isValid() ? date.format(storage) : INVALID_DATE, date.isValid() ? date.format(withTime ? `${dateFormat} HH:mm` : dateFormat) : undefined);
  };
  const common = {
    label: field.prompt,
    value: value === INVALID_DATE ? draft : parsed,
    referenceDate: dayjs(today),
    onChange: change,
    disabled,
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: {
      textField: {
        id,
        onBlur,
        required: Boolean(field.mandatory),
        error: Boolean(error),
        helperText: error ?? field.tooltip ?? undefined,
        fullWidth: true,
        size: 'small' as const,
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {withTime ? <DateTimePicker {...common} format={`${dateFormat} HH:mm`} ampm={false} /> : <DatePicker {...common} format={dateFormat} />}
    </LocalizationProvider>
  );
}

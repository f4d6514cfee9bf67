import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { INVALID_DATE, ISO_DATE, isIsoDate } from '@wattle/contract';

interface IsoDateFieldProps {
  label: string;
  /** YYYY-MM-DD; INVALID_DATE while what is typed is no date; blank when empty. */
  value: string;
  error: string | null;
  required?: boolean;
  onChange: (value: string) => void;
}

/** A YYYY-MM-DD date picker of the statement and instant invoice screens (inside a LocalizationProvider). */
export function IsoDateField({ label, value, error, required = false, onChange }: IsoDateFieldProps) {
  const change = (date: Dayjs | null) => onChange(date?.isValid() ? date.format(ISO_DATE) : date ? INVALID_DATE : '');
  return (
    <DatePicker
      label={label}
      format={ISO_DATE}
      value={isIsoDate(value) ? dayjs(value) : null}
      onChange={change}
      enableAccessibleFieldDOMStructure={false}
      slotProps={{ textField: { size: 'small', error: Boolean(error), helperText: error ?? undefined, required } }}
    />
  );
}

import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { INVALID_DATE, ISO_DATE, ISO_DATE_TIME, isIsoDate, isIsoDateTime } from '@wattle/contract';
import { useBusinessDate } from '../../hooks/useBusinessDate';
import { useCompanyFormats } from '../../hooks/useCompanyFormats';
import { dateTimeFormatOf, formatInstant } from '../../lib/format';

export interface DatePickerFieldProps {
  label: string;
  /**
   * The stored value: an ISO date (YYYY-MM-DD), or with `withTime` an ISO date-time on the company's
   * clock (YYYY-MM-DDTHH:mm:ss; an instant with an offset, as the API writes DATETIME values, is
   * shown on that clock); '' or null for none; INVALID_DATE while the typed text is no date.
   */
  value: string | null | undefined;
  /** The new stored value ('' when cleared, INVALID_DATE while the text is no date) and the text shown for it. */
  onChange: (value: string, shown?: string) => void;
  onBlur?: () => void;
  /** A date and a time of day, on the company's clock (TIME_ZONE). */
  withTime?: boolean;
  /** The field's problem, shown under it in red; else `helperText`. */
  error?: string | null;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  id?: string;
  /** Extra attributes of the input element (data-path …). */
  inputAttributes?: Record<string, string>;
  sx?: SxProps<Theme>;
}

/** The stored value of a picked or typed date: ISO, INVALID_DATE for text that is no date, '' for none. */
function storedDate(date: Dayjs | null, withTime = false): string {
  if (!date) return '';
  if (!date.isValid()) return INVALID_DATE;
  return date.format(withTime ? ISO_DATE_TIME : ISO_DATE);
}

/** What the picker shows for a stored value: a date, or a date-time on the company's clock; null for none or no date. */
function shownDate(value: string, withTime: boolean, timeZone: string): Dayjs | null {
  if (!withTime) return isIsoDate(value) ? dayjs(value, ISO_DATE) : null;
  const onClock = formatInstant(value, ISO_DATE_TIME, timeZone);
  return isIsoDateTime(onClock) ? dayjs(onClock, ISO_DATE_TIME) : null;
}

/**
 * The one date picker of the web app (docs/ux.md, "Dates and times"): every date a person types or
 * picks is shown and typed in the company's DATE_FORMAT (01112026 in DD/MM/YYYY is 1 November 2026)
 * and stored as ISO. An empty picker opens on the company's business day. `withTime` adds a 24-hour
 * time on the company's clock.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  withTime = false,
  error,
  helperText,
  required,
  disabled,
  readOnly,
  autoFocus,
  fullWidth,
  id,
  inputAttributes,
  sx,
}: DatePickerFieldProps) {
  const { dateFormat, timeZone } = useCompanyFormats();
  const today = useBusinessDate();
  // While typed text is not a date the picker must get back what it gave, or it would clear the text.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const text = value ?? '';
  const format = withTime ? dateTimeFormatOf(dateFormat) : dateFormat;
  const change = (date: Dayjs | null) => {
    setDraft(date);
    onChange(storedDate(date, withTime), date?.isValid() ? date.format(format) : undefined);
  };
  const common = {
    label,
    value: text === INVALID_DATE ? draft : shownDate(text, withTime, timeZone),
    referenceDate: dayjs(today),
    onChange: change,
    format,
    disabled,
    readOnly,
    autoFocus,
    sx,
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: {
      textField: {
        id,
        onBlur,
        required,
        error: Boolean(error),
        helperText: error ?? helperText,
        fullWidth,
        size: 'small' as const,
        inputProps: inputAttributes,
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {withTime ? <DateTimePicker {...common} ampm={false} /> : <DatePicker {...common} />}
    </LocalizationProvider>
  );
}

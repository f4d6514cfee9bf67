import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReportFilter } from '@wattle/contract';
import { useLookupValues } from '../../components/fields/useLookupValues';
import { DatePickerField } from '../../components/fields/DatePickerField';

interface ReportFilterFieldProps {
  filter: ReportFilter;
  /** Text, as parameters are sent ('' when blank; 'true'/'false' for a checkbox). */
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

function LookupFilter({ filter, value, error, onChange }: ReportFilterFieldProps) {
  const { values } = useLookupValues(filter.lookupCode, {});
  return (
    <TextField
      select
      size="small"
      label={filter.parameterDescription}
      value={values.some((v) => v.value === value) ? value : ''}
      required={filter.isRequired}
      error={Boolean(error)}
      helperText={error ?? undefined}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      {filter.isRequired ? null : <MenuItem value="">&nbsp;</MenuItem>}
      {values.map((v) => (
        <MenuItem key={v.value} value={v.value}>
          {v.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One filter of the report form by its filterType (spec 2 §3): DATEPICKER, LOOKUP, CHECKBOX or text. */
export function ReportFilterField(props: ReportFilterFieldProps) {
  const { filter, value, error, onChange } = props;
  switch (filter.filterType) {
    case 'DATEPICKER':
      return <DatePickerField label={filter.parameterDescription} value={value} error={error} required onChange={onChange} />;
    case 'LOOKUP':
      return <LookupFilter {...props} />;
    case 'CHECKBOX':
      return (
        <FormControlLabel
          label={filter.parameterDescription}
          control={<Checkbox checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} />}
        />
      );
    case 'TEXT':
      return (
        <TextField
          size="small"
          label={filter.parameterDescription}
          value={value}
          required={filter.isRequired}
          error={Boolean(error)}
          helperText={error ?? undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

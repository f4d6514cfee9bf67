import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVALID_DATE, texts, type ScheduleParameter, type ScheduleParameterValues } from '@wattle/contract';
import { DatePickerField } from '../../components/fields/DatePickerField';
import { useLookupValues } from '../../components/fields/useLookupValues';

const t = texts.reportSchedules;

interface FieldProps {
  parameter: ScheduleParameter;
  value: string;
  onChange: (value: string) => void;
}

/** A choice from the parameter's lookup (TIME_PERIOD and EXPORT_DATE are lookups too). */
function LookupParameter({ parameter, value, onChange }: FieldProps) {
  const { values } = useLookupValues(parameter.lookupCode, null);
  return (
    <TextField select fullWidth required={parameter.required} label={parameter.parameterDescription} value={value} onChange={(e) => onChange(e.target.value)}>
      {parameter.required ? null : <MenuItem value="">&nbsp;</MenuItem>}
      {values.map((v) => (
        <MenuItem key={v.value} value={v.value}>
          {v.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ParameterField({ parameter, value, onChange }: FieldProps) {
  const label = parameter.parameterDescription;
  switch (parameter.filterType) {
    case 'LOOKUP':
      return <LookupParameter parameter={parameter} value={value} onChange={onChange} />;
    case 'CHECKBOX':
      return <FormControlLabel control={<Checkbox checked={value === 'true'} onChange={(e) => onChange(String(e.target.checked))} />} label={label} />;
    case 'DATEPICKER':
      return (
        <DatePickerField
          fullWidth
          required={parameter.required}
          label={label}
          value={value}
          error={value === INVALID_DATE ? texts.fields.invalidDate : null}
          onChange={onChange}
        />
      );
    case 'TEXT':
      return <TextField fullWidth required={parameter.required} label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}

interface Props {
  parameters: readonly ScheduleParameter[];
  values: ScheduleParameterValues;
  onChange: (values: ScheduleParameterValues) => void;
}

/** The chosen report's parameters (spec 2 §2.10): its filters, with a Time Period in place of its dates; values as text. */
export function ScheduleParametersForm({ parameters, values, onChange }: Props) {
  if (parameters.length === 0) return null;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t.parameters}
      </Typography>
      {parameters.map((p) => (
        <ParameterField
          key={p.parameterCode}
          parameter={p}
          value={values[p.parameterCode] ?? ''}
          onChange={(value) => onChange({ ...values, [p.parameterCode]: value })}
        />
      ))}
    </Stack>
  );
}

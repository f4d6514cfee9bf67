import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { texts } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';
import { useLookupValues } from '../useLookupValues';

/** A drop-down of the lookup's values; stores the value, reports the display. */
export function LookUpField({ field, value, onChange, onBlur, error, disabled, lookupParameters, id }: FieldRendererProps) {
  const { values, loading } = useLookupValues(field.lookupCode, lookupParameters);
  const known = values.some((v) => v.value === value);
  return (
    <TextField
      id={id}
      select
      label={field.prompt}
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value, values.find((v) => v.value === e.target.value)?.display)}
      onBlur={onBlur}
      required={Boolean(field.mandatory)}
      disabled={disabled || loading}
      error={Boolean(error)}
      helperText={error ?? field.tooltip ?? undefined}
      fullWidth
      size="small"
    >
      {field.mandatory ? null : (
        <MenuItem value="">
          <em>{texts.fields.pleaseSelect}</em>
        </MenuItem>
      )}
      {values.map((v) => (
        <MenuItem key={v.value} value={v.value}>
          {v.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { LookupValue } from '@wattle/contract';
import { useLookupValues } from './useLookupValues';

export interface LookupMultiSelectProps {
  label: string;
  lookupCode: string;
  /** The chosen values (ids as text). */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** Several values of a lookup (GET /lookups/{code}/values), chosen from a drop-down with type-to-filter. */
export function LookupMultiSelect({ label, lookupCode, value, onChange, error }: LookupMultiSelectProps) {
  const { values, loading } = useLookupValues(lookupCode, null);
  const chosen = values.filter((v) => value.includes(v.value));
  return (
    <Autocomplete<LookupValue, true>
      multiple
      size="small"
      options={values}
      loading={loading}
      value={chosen}
      onChange={(_, picked) => onChange(picked.map((p) => p.value))}
      getOptionLabel={(option) => option.display}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}

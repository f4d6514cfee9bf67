import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { texts } from '@wattle/contract';

/** A choice among the given options or none ('Not assigned'), named by its label, with its validation message. */
export function AccountSelect(props: {
  label: string;
  value: string;
  options: readonly { value: string; text: string }[];
  disabled: boolean;
  onChange: (value: string) => void;
  /** A validation message shown under the field. */
  error?: string | null;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      disabled={props.disabled}
      label={props.label}
      value={props.value}
      error={Boolean(props.error)}
      helperText={props.error ?? undefined}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <MenuItem value="">{texts.accounting.unassigned}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

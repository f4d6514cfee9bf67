import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { texts } from '@wattle/contract';

/** A choice among the given options or none ('Not assigned'), named by its label. */
export function AccountSelect(props: {
  label: string;
  value: string;
  options: readonly { value: string; text: string }[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField select size="small" fullWidth disabled={props.disabled} label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <MenuItem value="">{texts.accounting.unassigned}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

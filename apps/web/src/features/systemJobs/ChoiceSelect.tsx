import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { texts } from '@wattle/contract';
import { useTaskChoices, type ChoiceList } from './systemJobsApi';

interface Props {
  label: string;
  list: ChoiceList;
  value: number | null;
  onChange: (id: number | null, description: string) => void;
}

/** A picker of a task form (segment, template, activity type, assignee): one of the company's rows, or none. */
export function ChoiceSelect({ label, list, value, onChange }: Props) {
  const choices = useTaskChoices(list).data ?? [];
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => {
        const chosen = choices.find((c) => String(c.id) === e.target.value);
        onChange(chosen?.id ?? null, chosen?.description ?? '');
      }}
    >
      <MenuItem value="">{texts.systemJobs.settings.none}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.description}
        </MenuItem>
      ))}
    </TextField>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { NO, YES } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';
import { FieldFrame } from './FieldFrame';

const choices = [
  { value: YES, label: 'Yes' },
  { value: NO, label: 'No' },
] as const;

/** YesNo: two radio buttons storing Y or N. */
export function YesNoField(props: FieldRendererProps) {
  const { field, value, onChange, onBlur, id } = props;
  return (
    <FieldFrame {...props}>
      <RadioGroup
        id={id}
        row
        aria-labelledby={`${id}-label`}
        name={field.name}
        value={value}
        onChange={(e) => onChange(e.target.value, choices.find((c) => c.value === e.target.value)?.label)}
        onBlur={onBlur}
      >
        {choices.map((c) => (
          <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} />
        ))}
      </RadioGroup>
    </FieldFrame>
  );
}

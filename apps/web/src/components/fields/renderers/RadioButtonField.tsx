import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FieldRendererProps } from '../fieldTypes';
import { useLookupValues } from '../useLookupValues';
import { FieldFrame } from './FieldFrame';

/** One choice among the lookup's values, as radio buttons. */
export function RadioButtonField(props: FieldRendererProps) {
  const { field, value, onChange, onBlur, lookupParameters, id } = props;
  const { values } = useLookupValues(field.lookupCode, lookupParameters);
  return (
    <FieldFrame {...props}>
      <RadioGroup
        id={id}
        row
        aria-labelledby={`${id}-label`}
        name={field.name}
        value={value}
        onChange={(e) => onChange(e.target.value, values.find((v) => v.value === e.target.value)?.display)}
        onBlur={onBlur}
      >
        {values.map((v) => (
          <FormControlLabel key={v.value} value={v.value} control={<Radio />} label={v.display} />
        ))}
      </RadioGroup>
    </FieldFrame>
  );
}

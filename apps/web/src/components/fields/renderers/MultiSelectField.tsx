import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { joinMultiSelect, splitMultiSelect } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';
import { useLookupValues } from '../useLookupValues';
import { FieldFrame } from './FieldFrame';

/** Several of the lookup's values; stores their ids joined by '|' (spec 1 §5). */
export function MultiSelectField(props: FieldRendererProps) {
  const { field, value, onChange, onBlur, lookupParameters, id } = props;
  const { values } = useLookupValues(field.lookupCode, lookupParameters);
  const chosen = new Set(splitMultiSelect(value));
  const toggle = (id: string, on: boolean) => {
    const next = values.filter((v) => (v.value === id ? on : chosen.has(v.value)));
    onChange(joinMultiSelect(next.map((v) => v.value)), next.map((v) => v.display).join(', '));
  };
  return (
    <FieldFrame {...props}>
      <FormGroup id={id} row onBlur={onBlur} aria-labelledby={`${id}-label`}>
        {values.map((v) => (
          <FormControlLabel
            key={v.value}
            control={<Checkbox checked={chosen.has(v.value)} onChange={(e) => toggle(v.value, e.target.checked)} />}
            label={v.display}
          />
        ))}
      </FormGroup>
    </FieldFrame>
  );
}

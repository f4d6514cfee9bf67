import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { NO, YES, yesNo } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';
import { FieldFrame } from './FieldFrame';

/** Boolean: a checkbox that stores Y or N. */
export function CheckboxField(props: FieldRendererProps) {
  const { field, value, onChange, onBlur, id } = props;
  return (
    <FieldFrame {...props} label={false}>
      <FormControlLabel
        control={<Checkbox id={id} checked={value === YES} onChange={(e) => onChange(yesNo(e.target.checked), e.target.checked ? YES : NO)} onBlur={onBlur} />}
        label={field.prompt}
      />
    </FieldFrame>
  );
}

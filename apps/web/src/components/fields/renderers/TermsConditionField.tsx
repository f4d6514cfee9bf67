import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { YES, yesNo } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';
import { FieldFrame } from './FieldFrame';

/** TermsCondition: the terms (the field's tooltip) and an agreement checkbox storing Y or N. */
export function TermsConditionField(props: FieldRendererProps) {
  const { field, value, onChange, onBlur, error, id } = props;
  return (
    <FieldFrame {...props} field={{ ...field, tooltip: null }} label={false}>
      {field.tooltip ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', maxHeight: 160, overflow: 'auto', mb: 1 }}>
          {field.tooltip}
        </Typography>
      ) : null}
      <FormControlLabel
        control={<Checkbox id={id} checked={value === YES} onChange={(e) => onChange(yesNo(e.target.checked))} onBlur={onBlur} />}
        label={field.prompt}
        sx={error ? { color: 'error.main' } : undefined}
      />
    </FieldFrame>
  );
}

import TextField from '@mui/material/TextField';
import type { FieldType } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';

const inputModes: Partial<Record<FieldType, 'numeric' | 'decimal' | 'email'>> = {
  Int: 'numeric',
  Decimal: 'decimal',
  Money: 'decimal',
  Email: 'email',
};

/** Text, Email, Int, Decimal, Money and IconName: one line of text; the rules judge the text. */
export function TextInputField({ field, value, onChange, onBlur, error, disabled, id }: FieldRendererProps) {
  return (
    <TextField
      id={id}
      label={field.prompt}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      required={Boolean(field.mandatory)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? field.tooltip ?? undefined}
      type={field.fieldType === 'Email' ? 'email' : 'text'}
      slotProps={{ htmlInput: { inputMode: inputModes[field.fieldType] } }}
      fullWidth
      size="small"
    />
  );
}

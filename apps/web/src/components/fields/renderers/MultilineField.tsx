import TextField from '@mui/material/TextField';
import type { FieldRendererProps } from '../fieldTypes';

/** MultiText, Notes and CodeEditor (a monospace text area). */
export function MultilineField({ field, value, onChange, onBlur, error, disabled, id }: FieldRendererProps) {
  const code = field.fieldType === 'CodeEditor';
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
      multiline
      minRows={field.fieldType === 'MultiText' ? 2 : 4}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { spellCheck: !code, sx: code ? { fontFamily: 'monospace', fontSize: '0.875rem' } : undefined } }}
    />
  );
}

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import type { FieldRendererProps } from '../fieldTypes';

/** Label, content and message for renderers that are not a single text box (radios, checkboxes, address ...). */
export function FieldFrame({
  field,
  error,
  disabled,
  id,
  children,
  label = true,
}: Pick<FieldRendererProps, 'field' | 'error' | 'disabled' | 'id'> & { children: ReactNode; label?: boolean }) {
  const help = error ?? field.tooltip ?? null;
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      disabled={disabled}
      required={Boolean(field.mandatory)}
      fullWidth
      aria-describedby={help ? `${id}-help` : undefined}
    >
      {label ? (
        <FormLabel component="legend" id={`${id}-label`}>
          {field.prompt}
        </FormLabel>
      ) : null}
      {children}
      {help ? <FormHelperText id={`${id}-help`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}

import TextField from '@mui/material/TextField';
import { customFieldRenderer } from '../customFields';
import type { FieldRendererProps } from '../fieldTypes';

/**
 * Custom: the extension point. A screen registers a renderer for a field name with
 * `registerCustomField(name, Renderer)`; without one the value is shown read-only.
 */
export function CustomField(props: FieldRendererProps) {
  const Registered = customFieldRenderer(props.field.name);
  if (Registered) return <Registered {...props} />;
  return (
    <TextField
      id={props.id}
      label={props.field.prompt}
      value={props.value}
      helperText={props.error ?? props.field.tooltip ?? undefined}
      error={Boolean(props.error)}
      disabled
      fullWidth
      size="small"
    />
  );
}

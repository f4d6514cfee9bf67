import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { DEFAULT_COLOUR, texts } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** ColorPicker: the browser's colour picker beside the #RRGGBB text (default #FF0000). */
export function ColorPickerField({ field, value, onChange, onBlur, error, disabled, id }: FieldRendererProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
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
        size="small"
        fullWidth
      />
      <Box
        component="input"
        type="color"
        aria-label={texts.fields.pickColour(field.prompt)}
        value={HEX.test(value) ? value.toLowerCase() : DEFAULT_COLOUR.toLowerCase()}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value.toUpperCase())}
        disabled={disabled}
        sx={{ width: 48, height: 40, p: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
    </Box>
  );
}

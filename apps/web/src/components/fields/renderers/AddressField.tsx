import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { addressLine, decodeAddress, emptyAddress, encodeAddress, texts, type Address } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';
import { FieldFrame } from './FieldFrame';

const parts: { key: keyof Address; label: string; span: number }[] = [
  { key: 'street', label: texts.fields.street, span: 12 },
  { key: 'suburb', label: texts.fields.suburb, span: 6 },
  { key: 'state', label: texts.fields.state, span: 3 },
  { key: 'postcode', label: texts.fields.postcode, span: 3 },
];

/** AddressInput: street, suburb, state and postcode, kept as one JSON value. */
export function AddressField(props: FieldRendererProps) {
  const { field, value, onChange, onBlur, disabled, id } = props;
  const address = decodeAddress(value) ?? emptyAddress;
  const change = (key: keyof Address, text: string) => {
    const next = { ...address, [key]: text };
    onChange(encodeAddress(next), addressLine(next));
  };
  return (
    <FieldFrame {...props}>
      <Grid container spacing={1} sx={{ mt: 1 }}>
        {parts.map((part) => (
          <Grid key={part.key} size={{ xs: 12, sm: part.span }}>
            <TextField
              id={`${id}-${part.key}`}
              label={part.label}
              value={address[part.key]}
              onChange={(e) => change(part.key, e.target.value)}
              onBlur={onBlur}
              required={Boolean(field.mandatory)}
              disabled={disabled}
              size="small"
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
    </FieldFrame>
  );
}

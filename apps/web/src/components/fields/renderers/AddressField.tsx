import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ADDRESS_STATE_LOOKUP, addressLine, decodeAddress, emptyAddress, encodeAddress, texts, type Address } from '@wattle/contract';
import type { FieldRendererProps } from '../fieldTypes';
import { useLookupValues } from '../useLookupValues';
import { FieldFrame } from './FieldFrame';

const parts: { key: keyof Address; label: string; span: number }[] = [
  { key: 'street', label: texts.fields.street, span: 12 },
  { key: 'suburb', label: texts.fields.suburb, span: 6 },
  { key: 'state', label: texts.fields.state, span: 3 },
  { key: 'postcode', label: texts.fields.postcode, span: 3 },
];

/** AddressInput: street, suburb, state (chosen from the states lookup) and postcode, kept as one JSON value. */
export function AddressField(props: FieldRendererProps) {
  const { field, value, onChange, onBlur, disabled, id } = props;
  const states = useLookupValues(ADDRESS_STATE_LOOKUP, {});
  const address = decodeAddress(value) ?? emptyAddress;
  const change = (key: keyof Address, text: string) => {
    const next = { ...address, [key]: text };
    onChange(encodeAddress(next), addressLine(next));
  };
  return (
    <FieldFrame {...props}>
      <Grid container spacing={1} sx={{ mt: 1 }}>
        {parts.map((part) => {
          const isState = part.key === 'state';
          const known = !isState || address.state === '' || states.values.some((s) => s.value === address.state);
          return (
            <Grid key={part.key} size={{ xs: 12, sm: part.span }}>
              <TextField
                id={`${id}-${part.key}`}
                label={part.label}
                select={isState}
                value={known ? address[part.key] : ''}
                onChange={(e) => change(part.key, e.target.value)}
                onBlur={onBlur}
                required={Boolean(field.mandatory)}
                disabled={disabled || (isState && states.loading)}
                size="small"
                fullWidth
              >
                {isState
                  ? states.values.map((s) => (
                      <MenuItem key={s.value} value={s.value}>
                        {s.display}
                      </MenuItem>
                    ))
                  : null}
              </TextField>
            </Grid>
          );
        })}
      </Grid>
    </FieldFrame>
  );
}

import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SectionDisplayField, SectionRow } from '@wattle/contract';
import { formatValue, type ValueFormats } from '../formatValue';

/** The fields flagged showInTableRowExpansion, as name/value pairs under an expanded row. */
export function RowExpansion({ fields, row, formats }: { fields: readonly SectionDisplayField[]; row: SectionRow; formats: ValueFormats }) {
  return (
    <Grid container spacing={2} data-testid="row-expansion">
      {fields.map((f) => (
        <Grid key={f.name} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {f.prompt}
          </Typography>
          <Typography variant="body2">{row.displayValues[f.name] ?? formatValue(row.values[f.name], f.dataType, formats)}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

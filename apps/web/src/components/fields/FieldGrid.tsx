import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { DisplayField } from '@wattle/contract';
import { FormField } from './FormField';
import type { RenderableField } from './fieldTypes';

type GridField = RenderableField & Partial<Pick<DisplayField, 'row' | 'span'>> & { visible?: boolean | null };

/**
 * Shown fields laid out by row and span of 12 columns (full width on small screens). Each row is a
 * line of its own: a row whose spans leave room never pulls the next row's fields up beside it.
 */
export function FieldGrid({ fields, disabled = false }: { fields: readonly GridField[]; disabled?: boolean }) {
  const shown = fields.filter((f) => f.visible !== false && f.fieldType !== 'Hidden');
  const rows = [...new Set(shown.map((f) => f.row ?? 0))].sort((a, b) => a - b);
  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <Grid key={row} container spacing={2} data-field-row={row}>
          {shown
            .filter((f) => (f.row ?? 0) === row)
            .map((f, i, inRow) => (
              <Grid key={f.name} size={{ xs: 12, md: f.span ?? 12 }} sx={i === inRow.length - 1 ? { flexGrow: 1 } : undefined}>
                <FormField field={f} disabled={disabled} />
              </Grid>
            ))}
        </Grid>
      ))}
    </Stack>
  );
}

import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { texts, type AttributeRow } from '@wattle/contract';
import { useBuildingAttributeKeys } from './buildingApi';

const t = texts.building;
const KEY_OPTIONS_ID = 'building-attribute-keys';

export interface AttributeRowsProps {
  rows: AttributeRow[];
  errors: (string | null)[];
  onChange: (rows: AttributeRow[]) => void;
}

/** The building's key/value attributes: keys offered from the lookup, each row's key checked as typed (spec 3 §5.2). */
export function AttributeRows({ rows, errors, onChange }: AttributeRowsProps) {
  const keys = useBuildingAttributeKeys();
  const set = (index: number, change: Partial<AttributeRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack spacing={1} role="group" aria-label={t.attributes}>
      <Typography variant="subtitle2">{t.attributes}</Typography>
      <datalist id={KEY_OPTIONS_ID}>
        {(keys.data ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.display}
          </option>
        ))}
      </datalist>
      {rows.map((row, i) => (
        <Stack key={i} direction="row" spacing={1} alignItems="flex-start">
          <TextField
            size="small"
            label={t.attributeKey}
            value={row.key}
            onChange={(e) => set(i, { key: e.target.value })}
            error={Boolean(errors[i])}
            helperText={errors[i] ?? ' '}
            slotProps={{ htmlInput: { list: KEY_OPTIONS_ID, 'aria-label': `${t.attributeKey} ${i + 1}` } }}
          />
          <TextField
            size="small"
            label={t.attributeValue}
            value={row.value}
            onChange={(e) => set(i, { value: e.target.value })}
            helperText=" "
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'aria-label': `${t.attributeValue} ${i + 1}` } }}
          />
          <IconButton aria-label={`${t.removeAttribute} ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {errors.includes(t.invalidKeyTitle) ? (
        <Alert severity="error">
          <AlertTitle>{t.invalidKeyTitle}</AlertTitle>
          {t.invalidKeyText}
        </Alert>
      ) : null}
      <div>
        <Button size="small" onClick={() => onChange([...rows, { key: '', value: '' }])}>
          {t.addAttribute}
        </Button>
      </div>
    </Stack>
  );
}

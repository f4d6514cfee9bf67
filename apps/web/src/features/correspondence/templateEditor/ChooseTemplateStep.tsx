import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { texts } from '@wattle/contract';
import { useLookupValues } from '../../../components/fields/useLookupValues';

const t = texts.templates;

interface ChoiceFieldProps {
  label: string;
  lookupCode: string;
  value: number | null;
  onChange: (id: number) => void;
}

/** A select of a lookup's values, whose values are ids. */
function ChoiceField({ label, lookupCode, value, onChange }: ChoiceFieldProps) {
  const { values, loading } = useLookupValues(lookupCode, null);
  // The chosen id shows once its choices have loaded (a select must hold one of its options).
  const shown = values.some((v) => v.value === String(value)) ? String(value) : '';
  return (
    <TextField select fullWidth required label={label} value={shown} disabled={loading} onChange={(e) => onChange(Number(e.target.value))}>
      {values.map((v) => (
        <MenuItem key={v.value} value={v.value}>
          {v.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface ChooseTemplateStepProps {
  brandId: number | null;
  templateId: number | null;
  onChange: (choice: { brandId: number | null; templateId: number | null }) => void;
  onNext: () => void;
}

/** Page 1 of the editor: the brand and the template; Next once both are chosen. */
export function ChooseTemplateStep({ brandId, templateId, onChange, onNext }: ChooseTemplateStepProps) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <ChoiceField label={t.brand} lookupCode="BRANDS" value={brandId} onChange={(id) => onChange({ brandId: id, templateId })} />
      <ChoiceField label={t.template} lookupCode="HTML_TEMPLATES" value={templateId} onChange={(id) => onChange({ brandId, templateId: id })} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={brandId === null || templateId === null} onClick={onNext}>
          {t.next}
        </Button>
      </Stack>
    </Stack>
  );
}

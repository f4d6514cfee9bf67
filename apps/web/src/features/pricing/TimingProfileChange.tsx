import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { canChangeTimingProfile, withTimingProfile } from './pricePlanEditing';
import { idOf, textOf } from './PlanFields';
import { usePricePlanEditorContext } from './PricePlanEditorContext';

const t = texts.pricePlanEditor;

/**
 * Spec 3 §2.6's timing-profile change: applies the chosen profile to all usage schedules and saves.
 * Disabled when none is chosen ("Default Timing Profile" has no id), when it is the plan's, or when
 * a usage schedule cannot be deleted.
 */
export function TimingProfileChange() {
  const { draft, lookups, save, saving } = usePricePlanEditorContext();
  const [chosen, setChosen] = useState<number | null>(draft?.meterTimingProfileId ?? null);
  if (!draft || lookups.timingProfiles.length <= 1) return null;
  const enabled = canChangeTimingProfile(draft, chosen) && !saving;
  const apply = () => {
    const profile = lookups.timingProfiles.find((p) => p.id === chosen);
    if (!profile) return;
    const previous = lookups.timingProfiles.find((p) => p.id !== null && p.id === draft.meterTimingProfileId);
    const priceClassOf = (meterTypeId: number) => lookups.meterTypes.find((m) => m.id === meterTypeId)?.priceClassId ?? null;
    void save(withTimingProfile(draft, profile, previous, priceClassOf));
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t.timingProfile}
        value={textOf(chosen)}
        onChange={(e) => setChosen(idOf(e.target.value))}
        helperText={t.timingProfileHint}
        sx={{ minWidth: 220, flex: '1 1 220px' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {lookups.timingProfiles.map((p) => (
          <option key={p.id ?? 'default'} value={textOf(p.id)}>
            {p.description}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" disabled={!enabled} onClick={apply} sx={{ mt: 0.25 }}>
        {t.changeTimingProfile}
      </Button>
    </Box>
  );
}

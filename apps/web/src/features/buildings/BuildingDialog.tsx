import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BILLING_DAY, BUILDING_LIMITS, texts } from '@wattle/contract';
import { confirm, showErrorOf, showSnackbar } from '../../components/notices/noticeStore';
import { useLookupValues } from '../../components/fields/useLookupValues';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { AttributeRows } from './AttributeRows';
import { saveBuilding, useBuilding, useBuildingNetworks } from './buildingApi';
import { buildingOf, formErrors, formOf, hasEmptyKeys, hasErrors, isDirty, withoutEmptyKeys, type BuildingForm } from './buildingForm';

const t = texts.building;
const BILLING_CYCLE_LOOKUP = 'BILLINGCYCLE';

export interface BuildingDialogProps {
  buildingId: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edit Building (spec 3 §2.7, §5.2): code, description, network, off-market, billing day, default
 * billing cycle and key/value attributes. Save is enabled once something differs from what was
 * loaded; rows without a key are removed after "Remove Empty Keys" is confirmed. A failed load is
 * only logged (spec 3 §8); a failed save shows the server's messages.
 */
export function BuildingDialog({ buildingId, onClose, onSaved }: BuildingDialogProps) {
  const loaded = useBuilding(buildingId);
  const networks = useBuildingNetworks();
  const cycles = useLookupValues(BILLING_CYCLE_LOOKUP, {});
  const baseline = useMemo(() => (loaded.data ? formOf(loaded.data) : null), [loaded.data]);
  const [form, setForm] = useState<BuildingForm | null>(null);
  useEffect(() => setForm(baseline), [baseline]);
  useEffect(() => {
    if (loaded.error) console.error(loaded.error);
  }, [loaded.error]);

  const errors = form ? formErrors(form) : null;
  const dirty = Boolean(form && baseline && isDirty(form, baseline));
  const set = (change: Partial<BuildingForm>) => setForm((f) => (f ? { ...f, ...change } : f));

  const saving = useMutation({
    mutationFn: (toSave: BuildingForm) => saveBuilding(buildingOf(buildingId, toSave)),
    onSuccess: () => {
      showSnackbar(t.saved);
      onSaved();
      onClose();
    },
    onError: showErrorOf,
  });
  const save = async () => {
    if (!form) return;
    let toSave = form;
    if (hasEmptyKeys(form)) {
      if (!(await confirm(t.removeEmptyKeys, t.removeEmptyKeysText))) return;
      toSave = withoutEmptyKeys(form);
      setForm(toSave);
    }
    if (hasErrors(formErrors(toSave))) return;
    saving.mutate(toSave);
  };

  return (
    <ResponsiveDialog open onClose={onClose} title={t.dialogTitle} aria-labelledby="edit-building-title">
      <DialogContent>
        {form && errors ? (
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label={t.code}
                required
                fullWidth
                value={form.buildingCode}
                onChange={(e) => set({ buildingCode: e.target.value })}
                error={Boolean(errors.buildingCode)}
                helperText={errors.buildingCode ?? ' '}
                slotProps={{ htmlInput: { maxLength: BUILDING_LIMITS.codeLength } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextField
                label={t.description}
                fullWidth
                value={form.buildingDescription}
                onChange={(e) => set({ buildingDescription: e.target.value })}
                helperText=" "
                slotProps={{ htmlInput: { maxLength: BUILDING_LIMITS.descriptionLength } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField select label={t.network} fullWidth value={form.networkId} onChange={(e) => set({ networkId: e.target.value })}>
                <MenuItem value="">{t.noNetwork}</MenuItem>
                {(networks.data ?? []).map((n) => (
                  <MenuItem key={n.id} value={String(n.id)}>
                    {`${n.description} (${n.productTypeCode})`}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label={t.billingCycle}
                fullWidth
                value={form.defaultBillingCycleId}
                onChange={(e) => set({ defaultBillingCycleId: e.target.value })}
              >
                <MenuItem value="">{t.noNetwork}</MenuItem>
                {cycles.values.map((c) => (
                  <MenuItem key={String(c.value)} value={String(c.value)}>
                    {c.display}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t.billingDay}
                fullWidth
                value={form.billingDay}
                onChange={(e) => set({ billingDay: e.target.value })}
                error={Boolean(errors.billingDay)}
                helperText={errors.billingDay ?? ' '}
                slotProps={{ htmlInput: { maxLength: BILLING_DAY.digits, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControlLabel label={t.offMarket} control={<Checkbox checked={form.offMarket} onChange={(e) => set({ offMarket: e.target.checked })} />} />
            </Grid>
            <Grid size={12}>
              <AttributeRows rows={form.attributes} errors={errors.attributes} onChange={(attributes) => set({ attributes })} />
            </Grid>
          </Grid>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.common.cancel}</Button>
        <Button variant="contained" disabled={!dirty || saving.isPending} onClick={() => void save()}>
          {t.save}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

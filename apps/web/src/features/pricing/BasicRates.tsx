import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { texts, timeOfUseAllowed } from '@wattle/contract';
import { setChargeType, type ChargeType } from './pricePlanEditing';
import { DecimalField, idOf, SelectField, textOf } from './PlanFields';
import { fieldGridSx } from './PlanHeader';
import { usePricePlanEditorContext } from './PricePlanEditorContext';

const t = texts.pricePlanEditor;

/**
 * Create mode's one basic rate entry (spec 3 §2.6): a daily charge and a usage charge, or with time
 * of use (power only) a timing profile and peak, off-peak and shoulder rates.
 */
export function BasicRates() {
  const { draft, change, lookups } = usePricePlanEditorContext();
  if (!draft) return null;
  const tou = draft.isTimeOfUse;
  const profiles = lookups.timingProfiles.filter((p) => p.id !== null);

  return (
    <Box component="section" aria-labelledby="basic-rates-title" sx={{ mt: 1 }}>
      <Typography id="basic-rates-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t.basicRates}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <FormLabel id="charge-type-label">{t.chargeType}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="charge-type-label"
          value={tou ? 'tou' : 'day'}
          onChange={(e) => change((p) => setChargeType(p, e.target.value as ChargeType))}
        >
          <FormControlLabel value="day" control={<Radio size="small" />} label={t.chargeDay} />
          <FormControlLabel value="tou" control={<Radio size="small" />} label={t.chargeTou} disabled={!timeOfUseAllowed(draft.productTypeCode)} />
        </RadioGroup>
      </Box>
      <Box sx={fieldGridSx}>
        <DecimalField path="fixedRate" label={t.dailyCharge} value={draft.fixedRate} required onChange={(fixedRate) => change((p) => ({ ...p, fixedRate }))} />
        {tou ? (
          <SelectField
            path="meterTimingProfileId"
            label={t.timingProfile}
            value={textOf(draft.meterTimingProfileId)}
            choices={profiles.map((p) => ({ value: String(p.id), label: p.description }))}
            onChange={(value) => change((p) => ({ ...p, meterTimingProfileId: idOf(value) }))}
          />
        ) : null}
        <DecimalField
          path="usageRate"
          label={tou ? t.peakRate : t.usageCharge}
          value={draft.usageRate}
          required
          onChange={(usageRate) => change((p) => ({ ...p, usageRate }))}
        />
        {tou ? (
          <>
            <DecimalField
              path="offPeakRate"
              label={t.offPeakRate}
              value={draft.offPeakRate}
              required={draft.meterTimingProfileId != null}
              onChange={(offPeakRate) => change((p) => ({ ...p, offPeakRate }))}
            />
            <DecimalField
              path="shoulderRate"
              label={t.shoulderRate}
              value={draft.shoulderRate}
              required={draft.meterTimingProfileId != null}
              onChange={(shoulderRate) => change((p) => ({ ...p, shoulderRate }))}
            />
          </>
        ) : null}
        <DecimalField path="solarRate" label={t.solarRate} value={draft.solarRate} onChange={(solarRate) => change((p) => ({ ...p, solarRate }))} />
      </Box>
    </Box>
  );
}

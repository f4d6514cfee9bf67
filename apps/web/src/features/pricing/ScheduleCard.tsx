import DeleteOutline from '@mui/icons-material/DeleteOutline';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LINE_ITEM_PRODUCT_TYPES, PRICE_PLAN_LIMITS, texts, type FixedCharge, type VariableCharge, type VariableChargeRate } from '@wattle/contract';
import { canDeleteSchedule, deleteRate, deleteSchedule, isLocked, updateRate, updateSchedule, type ScheduleKind } from './pricePlanEditing';
import { DateField, DecimalField, idOf, PlanTextField, SelectField, textOf } from './PlanFields';
import { fieldGridSx } from './PlanHeader';
import { usePricePlanEditorContext } from './PricePlanEditorContext';
import { RateRow } from './RateRow';
import { RateSteps } from './RateSteps';

const t = texts.pricePlanEditor;

/** Spec 3 §9: water usage is per kL, others per kWh. */
const unitOf = (productTypeCode: string | null | undefined) => (productTypeCode === 'WATER' ? 'kL' : 'kWh');

interface ScheduleCardProps {
  kind: ScheduleKind;
  /** The schedule's index in the plan's list (issue paths count deleted rows too). */
  index: number;
  schedule: FixedCharge | VariableCharge;
  onPriceChange: () => void;
}

/** One fixed or usage schedule: its settings, filtered selects (spec 3 §5.1) and its rates. */
export function ScheduleCard({ kind, index, schedule, onPriceChange }: ScheduleCardProps) {
  const { draft, change, lookups } = usePricePlanEditorContext();
  const at = `${kind}.${index}`;
  const isUsage = kind === 'variableCharges';
  const usage = isUsage ? (schedule as VariableCharge) : null;
  const patch = (values: Partial<VariableCharge>) => change((p) => updateSchedule(p, kind, schedule.id, values as never));
  const productTypeId = draft?.productTypeId ?? null;

  const scheduleTypes = lookups.scheduleTypes.filter((s) => s.productTypeId === productTypeId && s.isFixedCharge === !isUsage);
  const categories = lookups.itemCategories.filter((c) => c.scheduleTypeId === schedule.scheduleTypeId);
  const meterTypes = lookups.meterTypes.filter(
    (m) => m.productTypeId === productTypeId && (usage?.priceClassId == null || m.priceClassId === usage.priceClassId),
  );
  const liveRates = schedule.rates.filter((r) => !r.isDeleted);
  const title = schedule.invoiceDescription || (isUsage ? t.newUsageCharge : t.newFixedCharge);

  return (
    <Paper variant="outlined" component="section" aria-label={title} data-schedule-id={schedule.id} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h4" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
          {usage?.timingProfileDescription ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {usage.timingProfileDescription}
            </Typography>
          ) : null}
        </Typography>
        <Button size="small" startIcon={<TrendingUp />} disabled={!liveRates.length} onClick={onPriceChange}>
          {t.priceChange}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          disabled={!canDeleteSchedule(schedule)}
          onClick={() => change((p) => deleteSchedule(p, kind, schedule.id))}
        >
          {t.deleteSchedule}
        </Button>
      </Box>

      <Box sx={fieldGridSx}>
        <PlanTextField
          path={`${at}.invoiceDescription`}
          label={t.scheduleDescription}
          value={schedule.invoiceDescription}
          required
          onChange={(invoiceDescription) => patch({ invoiceDescription })}
        />
        <SelectField
          path={`${at}.scheduleTypeId`}
          label={t.scheduleType}
          value={textOf(schedule.scheduleTypeId)}
          required
          choices={scheduleTypes.map((s) => ({ value: String(s.id), label: s.description }))}
          onChange={(value) => patch({ scheduleTypeId: idOf(value), itemCategory: null })}
        />
        <SelectField
          path={`${at}.itemCategory`}
          label={t.itemCategory}
          value={textOf(schedule.itemCategory)}
          required
          choices={categories.map((c) => ({ value: String(c.id), label: c.description }))}
          onChange={(value) => patch({ itemCategory: idOf(value) })}
        />
        <SelectField
          path={`${at}.arAccountId`}
          label={t.glAccount}
          value={textOf(schedule.arAccountId)}
          choices={lookups.glAccounts.map((g) => ({ value: String(g.value), label: g.display }))}
          onChange={(value) => patch({ arAccountId: idOf(value) })}
        />
        <PlanTextField
          path={`${at}.invoiceGrouping`}
          label={t.invoiceGrouping}
          value={schedule.invoiceGrouping}
          onChange={(invoiceGrouping) => patch({ invoiceGrouping })}
        />
        <PlanTextField
          path={`${at}.lineItemCode`}
          label={t.lineItemCode}
          value={schedule.lineItemCode}
          required={LINE_ITEM_PRODUCT_TYPES.includes(draft?.productTypeCode ?? '')}
          onChange={(lineItemCode) => patch({ lineItemCode })}
        />
        {usage ? (
          <>
            <SelectField
              path={`${at}.priceClassId`}
              label={t.priceClass}
              value={textOf(usage.priceClassId)}
              choices={lookups.priceClasses.map((c) => ({ value: String(c.id), label: c.description }))}
              onChange={(value) => patch({ priceClassId: idOf(value), meterTypeId: null })}
            />
            <SelectField
              path={`${at}.meterTypeId`}
              label={t.meterType}
              value={textOf(usage.meterTypeId)}
              choices={meterTypes.map((m) => ({ value: String(m.id), label: m.description }))}
              onChange={(value) => patch({ meterTypeId: idOf(value) })}
            />
          </>
        ) : null}
      </Box>

      <Typography variant="overline" component="h5" color="text.secondary">
        {t.rates}
      </Typography>
      {liveRates.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.noRates}
        </Typography>
      ) : null}
      {schedule.rates.map((rate, r) => {
        if (rate.isDeleted) return null;
        const ratePath = `${at}.rates.${r}`;
        const locked = isLocked(rate);
        const setRate = (values: Partial<VariableChargeRate> & { unitRate?: string }) =>
          change((p) => updateRate(p, kind, schedule.id, rate.id, values as never));
        return (
          <RateRow key={rate.id} rate={rate} onDelete={() => change((p) => deleteRate(p, kind, schedule.id, rate.id))}>
            <DateField
              path={`${ratePath}.startDate`}
              label={t.startDate}
              value={rate.startDate}
              required
              disabled={locked}
              onChange={(startDate) => setRate({ startDate })}
            />
            <DateField path={`${ratePath}.endDate`} label={t.endDate} value={rate.endDate} onChange={(endDate) => setRate({ endDate: endDate || null })} />
            <DecimalField
              path={`${ratePath}.minimumCharge`}
              label={t.minimumCharge}
              value={rate.minimumCharge}
              places={PRICE_PLAN_LIMITS.minimumChargePlaces}
              onChange={(minimumCharge) => setRate({ minimumCharge })}
            />
            {'unitRate' in rate ? (
              <DecimalField
                path={`${ratePath}.unitRate`}
                label={t.unitRate}
                value={rate.unitRate}
                required
                disabled={locked}
                onChange={(unitRate) => setRate({ unitRate })}
              />
            ) : (
              <FormControlLabel
                sx={{ minHeight: 40, mb: 2.5 }}
                control={<Checkbox size="small" checked={rate.minimumChargePerDay} onChange={(e) => setRate({ minimumChargePerDay: e.target.checked })} />}
                label={t.minimumChargePerDay}
              />
            )}
            {'steps' in rate ? (
              <RateSteps
                path={`${ratePath}.steps`}
                steps={rate.steps}
                locked={locked}
                unit={unitOf(draft?.productTypeCode)}
                onChange={(steps) => setRate({ steps })}
              />
            ) : null}
          </RateRow>
        );
      })}
    </Paper>
  );
}

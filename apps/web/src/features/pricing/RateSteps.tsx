import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { texts, type RateStep } from '@wattle/contract';
import { canAddStep, canRemoveStep, nextBandStart, withLastStepRemoved, withStepAdded } from './pricePlanEditing';
import { DecimalField } from './PlanFields';
import { usePricePlanEditorContext } from './PricePlanEditorContext';

const t = texts.pricePlanEditor;

/**
 * A usage rate's steps (spec 3 §5.1): 1 to 5, the first starting at 0, each reading "to {next band
 * start}" or "and greater". A rate in use keeps its unit rates, so its steps are locked.
 */
export function RateSteps({
  path,
  steps,
  locked,
  onChange,
  unit,
}: {
  path: string;
  steps: readonly RateStep[];
  locked: boolean;
  onChange: (steps: RateStep[]) => void;
  unit: string;
}) {
  const { issueAt } = usePricePlanEditorContext();
  const set = (index: number, patch: Partial<RateStep>) => onChange(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const countProblem = issueAt(path);
  return (
    <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-label={t.steps}>
      {steps.map((step, i) => {
        const next = nextBandStart(steps, i);
        return (
          <Box
            key={i}
            data-step={step.stepNumber}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '5rem minmax(0, 1fr) 8rem minmax(0, 1fr)' }, columnGap: 2, alignItems: 'start' }}
          >
            <Typography variant="body2" sx={{ pt: 1, fontWeight: 500 }}>
              {t.step(step.stepNumber)}
            </Typography>
            <DecimalField
              path={`${path}.${i}.bandStart`}
              label={t.bandStart}
              value={step.bandStart}
              disabled={i === 0 || locked}
              onChange={(bandStart) => set(i, { bandStart })}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }} data-testid="band-end">
              {next !== null ? t.toNext(next) : t.andGreater}
            </Typography>
            <DecimalField
              path={`${path}.${i}.unitRate`}
              label={t.unitRate}
              value={step.unitRate}
              required
              disabled={locked}
              helperText={t.perUnit(unit)}
              onChange={(unitRate) => set(i, { unitRate })}
            />
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" startIcon={<Add />} disabled={locked || !canAddStep(steps)} onClick={() => onChange(withStepAdded(steps))}>
          {t.addStep}
        </Button>
        <Button size="small" startIcon={<Remove />} disabled={locked || !canRemoveStep(steps)} onClick={() => onChange(withLastStepRemoved(steps))}>
          {t.removeStep}
        </Button>
        {countProblem ? (
          <Typography variant="caption" color="error">
            {countProblem}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

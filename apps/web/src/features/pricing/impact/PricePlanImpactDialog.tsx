import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { texts, type PricePlan, type PricePlanImpact } from '@wattle/contract';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { useFormatters } from '../../../hooks/useFormatters';
import { ImpactIncreasesTable } from './ImpactIncreasesTable';
import { useImpact, useStartImpact } from './pricePlanImpactApi';

const t = texts.pricePlan.impact;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

function Progress({ impact }: { impact: PricePlanImpact | undefined }) {
  const total = impact?.accountsTotal ?? 0;
  const done = impact?.accountsDone ?? 0;
  const queued = !impact || impact.status === 'QUEUED';
  return (
    <Box sx={{ py: 2 }}>
      <Typography gutterBottom>{queued ? t.queued : t.progress(done, total)}</Typography>
      <LinearProgress variant={queued ? 'indeterminate' : 'determinate'} value={total ? (100 * done) / total : 0} aria-label={t.progress(done, total)} />
    </Box>
  );
}

function Results({ impact }: { impact: PricePlanImpact }) {
  const format = useFormatters();
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label={t.accountsRated} value={String(impact.accountsDone)} />
        <Figure label={t.accountsAffected} value={String(impact.accountsAffected)} />
        <Figure label={t.currentTotal} value={format.money(impact.currentTotal)} />
        <Figure label={t.changedTotal} value={format.money(impact.changedTotal)} />
        <Figure label={t.totalChange} value={format.money(impact.totalChange)} />
      </Stack>
      <ImpactIncreasesTable title={t.largestIncreases} rows={impact.largestIncreases} />
      <ImpactIncreasesTable title={t.largestPercentIncreases} rows={impact.largestPercentIncreases} />
    </Stack>
  );
}

export interface PricePlanImpactDialogProps {
  /** The edited plan, not saved. */
  plan: PricePlan;
  onCancel: () => void;
  /** On to the save confirmation. */
  onContinue: () => void;
}

/**
 * Issue 13's "Preview impact" step: every billed account on the plan rated over its last billed
 * period at today's rates and with the edit, by a background job whose progress shows here.
 */
export function PricePlanImpactDialog({ plan, onCancel, onContinue }: PricePlanImpactDialogProps) {
  const start = useStartImpact(plan.id);
  const impact = useImpact(plan.id, start.data?.id);
  const { mutate } = start;
  // One preview per opening (React's development double effects would start two jobs).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(plan);
  }, [mutate, plan]);
  const data = impact.data;
  const failed = start.error ?? impact.error ?? (data?.status === 'FAILED' ? new Error(data.error ?? t.failed) : null);
  return (
    <ResponsiveDialog open onClose={onCancel} title={t.title} aria-labelledby="price-plan-impact-title">
      <DialogContent dividers>
        {failed ? (
          <Alert severity="error">
            {t.failed} {failed.message}
          </Alert>
        ) : data?.status === 'COMPLETED' ? (
          <Results impact={data} />
        ) : (
          <Progress impact={data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{texts.common.cancel}</Button>
        <Button variant="contained" onClick={onContinue} disabled={!failed && data?.status !== 'COMPLETED'}>
          {t.continue}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

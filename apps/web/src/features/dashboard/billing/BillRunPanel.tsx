import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { codeWords, texts } from '@wattle/contract';
import { useFormatters } from '../../../hooks/useFormatters';
import { usePermissions } from '../../../stores/usePermissions';
import { refreshDashboard } from '../dashboardApi';
import { isWorking, useLatestRun, useLeftOut } from './billRunApi';
import { LeftOutDialog } from './LeftOutDialog';
import { StartBillRunDialog } from './StartBillRunDialog';

const IssueInvoicesDialog = lazy(() => import('./IssueInvoicesDialog').then((m) => ({ default: m.IssueInvoicesDialog })));

const t = texts.billing;

/**
 * The unbilled summary's bill run panel (docs/billing.md "In the unbilled summary"): the newest run
 * with its progress while it works (accounts done / total, invoices, exceptions, totals), Issue for
 * its drafts without open exceptions (ADMIN; it shows what will be issued and held, and asks), the
 * finished run's left-out accounts and why, and Start bill run over the ticked accounts, buildings or
 * billing cycles (ADMIN).
 * The table reloads when the run finishes.
 */
export function BillRunPanel({ selectedAccountIds }: { selectedAccountIds: number[] }) {
  const run = useLatestRun();
  const client = useQueryClient();
  const { money } = useFormatters();
  const { mayIssueBills } = usePermissions();
  const [starting, setStarting] = useState(false);
  const [issuing, setIssuing] = useState<number | null>(null);
  const [showingLeftOut, setShowingLeftOut] = useState(false);
  const leftOut = useLeftOut(run).data ?? [];

  const working = isWorking(run);
  const wasWorking = useRef(working);
  useEffect(() => {
    if (wasWorking.current && !working) void refreshDashboard(client);
    wasWorking.current = working;
  }, [working, client]);

  return (
    <Stack component="section" aria-label={t.runLabel} spacing={0.5} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {run ? (
          <Typography variant="body2" data-testid="bill-run-status">
            {t.runSummary(run.id, codeWords(run.status), run.accountsDone, run.accountsTotal)} · {t.runCounts(run.invoices, run.exceptions, run.notrans)} ·{' '}
            {t.runTotals(money(run.amountExGst), money(run.gst), money(run.total))}
          </Typography>
        ) : (
          <Typography variant="body2">{t.noRun}</Typography>
        )}
        {run && mayIssueBills && run.status === 'COMPLETED' && !run.dryRun ? (
          <Button size="small" variant="contained" disabled={issuing !== null} onClick={() => setIssuing(run.id)}>
            {t.issue}
          </Button>
        ) : null}
        {run && leftOut.length > 0 ? (
          <Button size="small" onClick={() => setShowingLeftOut(true)}>
            {t.leftOutCount(leftOut.length)}
          </Button>
        ) : null}
        {mayIssueBills ? (
          <Button size="small" variant="outlined" disabled={working} onClick={() => setStarting(true)}>
            {t.startRun}
          </Button>
        ) : null}
      </Stack>
      {run && working ? <LinearProgress variant="determinate" value={run.accountsTotal ? (100 * run.accountsDone) / run.accountsTotal : 0} /> : null}
      {starting ? <StartBillRunDialog customerAccountIds={selectedAccountIds} onClose={() => setStarting(false)} /> : null}
      {run && showingLeftOut ? <LeftOutDialog runId={run.id} leftOut={leftOut} onClose={() => setShowingLeftOut(false)} /> : null}
      {issuing !== null ? (
        <Suspense fallback={null}>
          <IssueInvoicesDialog runId={issuing} onClose={() => setIssuing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

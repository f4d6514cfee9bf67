import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { texts } from '@wattle/contract';
import { showErrorOf, showSuccess } from '../../../components/notices/noticeStore';
import { useFormatters } from '../../../hooks/useFormatters';
import { usePermissions } from '../../../stores/usePermissions';
import { refreshDashboard } from '../dashboardApi';
import { isWorking, issueRun, useLatestRun } from './billRunApi';
import { StartBillRunDialog } from './StartBillRunDialog';

const t = texts.billing;

/**
 * The unbilled summary's bill run panel (docs/billing.md "In the unbilled summary"): the newest run
 * with its progress while it works (accounts done / total, invoices, exceptions, totals), Issue for
 * its drafts without open exceptions (ADMIN), and Start bill run over the selected accounts (ADMIN).
 * The table reloads when the run finishes.
 */
export function BillRunPanel({ selectedAccountIds }: { selectedAccountIds: number[] }) {
  const run = useLatestRun();
  const client = useQueryClient();
  const { money } = useFormatters();
  const { mayIssueBills } = usePermissions();
  const [starting, setStarting] = useState(false);

  const working = isWorking(run);
  const wasWorking = useRef(working);
  useEffect(() => {
    if (wasWorking.current && !working) void refreshDashboard(client);
    wasWorking.current = working;
  }, [working, client]);

  const issue = useMutation({
    mutationFn: issueRun,
    onSuccess: async (result) => {
      showSuccess(t.issued(result.issued, result.held));
      await refreshDashboard(client);
    },
    onError: showErrorOf,
  });

  return (
    <Stack component="section" aria-label={t.runLabel} spacing={0.5} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {run ? (
          <Typography variant="body2" data-testid="bill-run-status">
            {t.runSummary(run.id, run.status, run.accountsDone, run.accountsTotal)} · {t.runCounts(run.invoices, run.exceptions, run.notrans)} ·{' '}
            {t.runTotals(money(run.amountExGst), money(run.gst), money(run.total))}
          </Typography>
        ) : (
          <Typography variant="body2">{t.noRun}</Typography>
        )}
        {run && mayIssueBills && run.status === 'COMPLETED' && !run.dryRun ? (
          <Button size="small" variant="contained" disabled={issue.isPending} onClick={() => issue.mutate(run.id)}>
            {t.issue}
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
    </Stack>
  );
}

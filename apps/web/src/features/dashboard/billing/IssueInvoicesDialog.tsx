import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { texts, type BillRunIssuePreview } from '@wattle/contract';
import { errorMessageOf } from '../../../api/ApiError';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { showErrorOf, showSuccess } from '../../../components/notices/noticeStore';
import { useFormatters } from '../../../hooks/useFormatters';
import { refreshDashboard } from '../dashboardApi';
import { issuePreview, issueRun } from './billRunApi';

const t = texts.billing;

/** The held accounts the preview lists, each with every exception that holds it. */
function HeldAccounts({ preview }: { preview: BillRunIssuePreview }) {
  const { money } = useFormatters();
  const more = preview.held - preview.heldAccounts.length;
  return (
    <Stack spacing={1}>
      <Typography>{t.issueHeld(preview.held)}</Typography>
      <Table size="small" aria-label={t.heldAccountsLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{t.heldColumns.account}</TableCell>
            <TableCell>{t.heldColumns.customer}</TableCell>
            <TableCell align="right">{t.heldColumns.total}</TableCell>
            <TableCell>{t.heldColumns.reason}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.heldAccounts.map((account) => (
            <TableRow key={account.invoiceId}>
              <TableCell>{account.accountNumber}</TableCell>
              <TableCell>{account.customerName}</TableCell>
              <TableCell align="right">{money(account.total)}</TableCell>
              <TableCell>
                {account.reasons.map((reason, i) => (
                  <div key={i}>{reason.message}</div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more > 0 ? <Typography variant="body2">{t.issueHeldMore(more)}</Typography> : null}
    </Stack>
  );
}

/**
 * Issuing is final, so it asks (docs/billing.md "Issuing asks first"): what issuing the run would do
 * now (GET …/issue-preview: how many invoices and their total, the accounts held and why), then
 * issues only on confirm. Cancel issues nothing.
 */
export function IssueInvoicesDialog({ runId, onClose }: { runId: number; onClose: () => void }) {
  const titleId = useId();
  const client = useQueryClient();
  const { money } = useFormatters();
  const preview = useQuery({ queryKey: ['bill-run-issue-preview', runId], queryFn: ({ signal }) => issuePreview(runId, signal), staleTime: 0, gcTime: 0 });
  const issue = useMutation({
    mutationFn: () => issueRun(runId),
    onSuccess: async (result) => {
      showSuccess(t.issued(result.issued, result.held));
      onClose();
      await refreshDashboard(client);
    },
    onError: showErrorOf,
  });
  const data = preview.data;

  return (
    <ResponsiveDialog open aria-labelledby={titleId} title={t.issueTitle(runId)} onClose={issue.isPending ? undefined : onClose}>
      <DialogContent>
        {preview.isPending ? <Typography>{t.issueLoading}</Typography> : null}
        {preview.isError ? <Alert severity="error">{errorMessageOf(preview.error)}</Alert> : null}
        {data ? (
          <Stack spacing={2} data-testid="issue-preview">
            {data.issue > 0 ? <Typography>{t.issueSummary(data.issue, money(data.total))}</Typography> : <Alert severity="warning">{t.issueNothing}</Alert>}
            {data.held > 0 ? <HeldAccounts preview={data} /> : null}
            {data.issue > 0 ? <Typography variant="body2">{t.issueFinal}</Typography> : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={issue.isPending}>
          {t.cancel}
        </Button>
        <Button variant="contained" disabled={!data || data.issue === 0 || issue.isPending} onClick={() => issue.mutate()}>
          {t.issueConfirm}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

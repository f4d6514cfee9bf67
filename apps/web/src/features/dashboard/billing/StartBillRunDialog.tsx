import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dayBefore, texts } from '@wattle/contract';
import { showErrorOf, showSnackbar } from '../../../components/notices/noticeStore';
import { useBusinessDate } from '../../../hooks/useBusinessDate';
import { refreshDashboard } from '../dashboardApi';
import { startRun } from './billRunApi';

const t = texts.billing;

/**
 * Starts a bill run (ADMIN) over the accounts selected in the unbilled summary: up to yesterday,
 * invoiced today by default, both the company's days (its TIME_ZONE), as the scheduled run reckons them.
 */
export function StartBillRunDialog({ customerAccountIds, onClose }: { customerAccountIds: number[]; onClose: () => void }) {
  const client = useQueryClient();
  const titleId = useId();
  const today = useBusinessDate();
  const [periodTo, setPeriodTo] = useState(dayBefore(today));
  const [invoiceDate, setInvoiceDate] = useState(today);
  const start = useMutation({
    mutationFn: () => startRun({ periodTo, invoiceDate, customerAccountIds }),
    onSuccess: async ({ id }) => {
      showSnackbar(t.runStarted(id));
      await refreshDashboard(client);
      onClose();
    },
    onError: showErrorOf,
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t.startRunTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {customerAccountIds.length === 0 ? <Typography color="warning.main">{t.startRunHint}</Typography> : null}
          <TextField
            type="date"
            label={t.periodTo}
            value={periodTo}
            onChange={(e) => setPeriodTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t.invoiceDate}
            value={invoiceDate}
            onChange={(e) => setInvoiceDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" disabled={start.isPending || customerAccountIds.length === 0} onClick={() => start.mutate()}>
          {t.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

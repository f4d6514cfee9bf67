import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isJobWorking, PAYMENT_IMPORT_POLL_MS, texts } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { useJobProgress } from '../../hooks/useJobProgress';
import { paymentImport } from './paymentImportApi';

const t = texts.paymentFiles;

/** An applied file's import, asked again every PAYMENT_IMPORT_POLL_MS until its job has paid in every line. */
export function PaymentImportProgress({ importId }: { importId: number }) {
  const progress = useJobProgress({
    queryKey: ['payments', 'imports', importId],
    queryFn: ({ signal }) => paymentImport(importId, signal),
    pollMs: PAYMENT_IMPORT_POLL_MS,
  });
  useEffect(() => {
    if (progress.error) showErrorOf(progress.error);
  }, [progress.error]);
  if (!progress.data) return <LinearProgress />;
  const { status, doneLines, totalLines, errorMessage } = progress.data;
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      <Typography>{t.progress(doneLines, totalLines)}</Typography>
      {isJobWorking(status) ? <LinearProgress variant="determinate" value={totalLines ? (100 * doneLines) / totalLines : 0} /> : null}
      {status === 'COMPLETED' ? <Alert severity="success">{t.finished}</Alert> : null}
      {status === 'FAILED' ? <Alert severity="error">{t.failed(errorMessage ?? '')}</Alert> : null}
    </Stack>
  );
}

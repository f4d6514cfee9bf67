import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { BULK_LIMITS, isBatchFinished, texts, type BulkBatch } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { useJobProgress } from '../../hooks/useJobProgress';
import { bulkBatch } from './bulkMessagingApi';

const t = texts.bulkMessaging;

/** A generating batch's counts, read again every BULK_LIMITS.progressPollMs until it has finished. */
export function BulkProgress({ queued }: { queued: BulkBatch }) {
  const batch = useJobProgress({
    queryKey: ['bulk-messaging', 'batch', queued.id],
    queryFn: ({ signal }) => bulkBatch(queued.id, signal),
    initialData: queued,
    pollMs: BULK_LIMITS.progressPollMs,
  });
  useEffect(() => {
    if (batch.error) showErrorOf(batch.error);
  }, [batch.error]);
  const { status, totalItems, createdItems, skippedItems, errorMessage } = batch.data ?? queued;
  const done = createdItems + skippedItems;
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      <Typography>{t.progress[status]}</Typography>
      {isBatchFinished(status) ? null : (
        <LinearProgress variant={totalItems ? 'determinate' : 'indeterminate'} value={totalItems ? (100 * done) / totalItems : undefined} />
      )}
      <Typography>{t.counts(createdItems, skippedItems, totalItems)}</Typography>
      {status === 'COMPLETED' ? <Alert severity="success">{t.whereResults}</Alert> : null}
      {status === 'FAILED' && errorMessage ? <Alert severity="error">{errorMessage}</Alert> : null}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isJobWorking, texts, type Message } from '@wattle/contract';
import { showErrorOf } from '../../../components/notices/noticeStore';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { refreshDashboard } from '../dashboardApi';
import { useMeterDataUpload } from './tasksApi';

const SEVERITY: Record<Message['messageType'], 'success' | 'info' | 'warning' | 'error'> = {
  Success: 'success',
  Information: 'info',
  Warning: 'warning',
  Error: 'error',
  Exception: 'error',
  NotFound: 'error',
};

/**
 * Upload Files once the files are uploaded: the import's progress (reads read of the files' reads)
 * until its job has read every file, then what became of them; the dashboard's counts are asked
 * again once it has finished.
 */
export function MeterDataUploadProgress({ uploadId, onClose }: { uploadId: number; onClose: () => void }) {
  const client = useQueryClient();
  const progress = useMeterDataUpload(uploadId);
  const working = !progress.data || isJobWorking(progress.data.status);
  useEffect(() => {
    if (progress.error) showErrorOf(progress.error);
  }, [progress.error]);
  useEffect(() => {
    if (!working) void refreshDashboard(client);
  }, [working, client]);

  return (
    <ResponsiveDialog open onClose={onClose} title={texts.dashboard.uploadFiles} aria-labelledby="upload-progress-title">
      <DialogContent>
        <Stack spacing={1} role="status" aria-live="polite" sx={{ minWidth: 360 }}>
          {progress.data ? <Typography>{texts.dashboard.csv.importProgress(progress.data.doneReads, progress.data.totalReads)}</Typography> : null}
          {working ? (
            <LinearProgress
              variant={progress.data?.totalReads ? 'determinate' : 'indeterminate'}
              value={progress.data?.totalReads ? (100 * progress.data.doneReads) / progress.data.totalReads : 0}
            />
          ) : null}
          {progress.data?.messages.map((m, i) => (
            <Alert key={i} severity={SEVERITY[m.messageType]}>
              {m.message}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { texts } from '@wattle/contract';
import { showErrorOf } from '../../../components/notices/noticeStore';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { getEmailPreview } from './correspondenceApi';

/** A NEW email as it will be sent; the HTML body is shown in a sandboxed frame (no scripts, no same-origin). */
export function EmailPreviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const preview = useQuery({ queryKey: ['dashboard', 'email-preview', id], queryFn: () => getEmailPreview(id), staleTime: 0 });
  useEffect(() => {
    if (preview.error) {
      showErrorOf(preview.error);
      onClose();
    }
  }, [preview.error, onClose]);
  const email = preview.data;
  const fields = texts.dashboard.emailFields;
  return (
    <ResponsiveDialog open onClose={onClose} title={texts.dashboard.previewEmail} aria-labelledby="email-preview-title">
      <DialogContent dividers>
        {!email ? (
          <LinearProgress />
        ) : (
          <>
            <Typography variant="body2">
              <strong>{fields.sendTo}:</strong> {email.sendTo}
            </Typography>
            {email.ccTo ? (
              <Typography variant="body2">
                <strong>{fields.ccTo}:</strong> {email.ccTo}
              </Typography>
            ) : null}
            <Typography variant="body2" sx={{ mb: 1 }}>
              <strong>{fields.subject}:</strong> {email.emailSubject}
            </Typography>
            <iframe
              title={texts.dashboard.previewEmail}
              sandbox=""
              srcDoc={email.htmlBody}
              style={{ width: '100%', height: '50vh', border: '1px solid #ddd' }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

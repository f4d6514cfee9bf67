import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { texts } from '@wattle/contract';
import { showErrorOf } from './notices/noticeStore';
import { PageLoading } from './PageLoading';
import { ResponsiveDialog } from './ResponsiveDialog';

/** An email as it would be sent (the previews' answers). */
export interface PreviewedEmail {
  sendTo: string | null;
  ccTo?: string | null;
  emailSubject: string;
  htmlBody: string;
}

export interface EmailPreviewTarget {
  title: string;
  /** Fetches the email (keep the same function while the dialog is open). */
  load: (signal: AbortSignal) => Promise<PreviewedEmail>;
}

/**
 * An email before it goes: addresses and subject, the HTML body in a sandboxed frame (no scripts,
 * no same origin). A failed fetch shows the server's first message and closes the dialog.
 */
export function EmailPreview({ target, onClose }: { target: EmailPreviewTarget; onClose: () => void }) {
  const [email, setEmail] = useState<PreviewedEmail | null>(null);
  // The email is fetched once per target, whatever the parent's renders do to onClose.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const controller = new AbortController();
    target
      .load(controller.signal)
      .then(setEmail)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        showErrorOf(error);
        close.current();
      });
    return () => controller.abort();
  }, [target]);
  const fields = texts.dashboard.emailFields;
  return (
    <ResponsiveDialog open onClose={onClose} title={target.title} aria-labelledby="email-preview-title">
      <DialogContent dividers>
        {!email ? (
          <PageLoading />
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
            <iframe title={target.title} sandbox="" srcDoc={email.htmlBody} style={{ width: '100%', height: '50vh', border: '1px solid #ddd' }} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.common.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

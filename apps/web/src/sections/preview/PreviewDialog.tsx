import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useEffect, useState } from 'react';
import { texts } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { PageLoading } from '../../components/PageLoading';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';

export interface PreviewTarget {
  kind: 'image' | 'document';
  title: string;
  /** Fetches the file (a download endpoint's call). */
  load: (signal: AbortSignal) => Promise<Blob>;
}

/** Shows a row's image or document; a failed fetch shows the server's text as an error (spec 3 §8). */
export function PreviewDialog({ target, onClose }: { target: PreviewTarget; onClose: () => void }) {
  const [file, setFile] = useState<{ url: string; type: string } | null>(null);

  useEffect(() => {
    let url: string | null = null;
    const controller = new AbortController();
    target
      .load(controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setFile({ url, type: blob.type });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        showErrorOf(error);
        onClose();
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [target, onClose]);

  return (
    <ResponsiveDialog open onClose={onClose} title={target.title} aria-labelledby="preview-title">
      <DialogContent sx={{ minHeight: 300 }}>
        {!file ? (
          <PageLoading />
        ) : target.kind === 'image' || file.type.startsWith('image/') ? (
          <img src={file.url} alt={target.title} style={{ maxWidth: '100%' }} />
        ) : (
          <iframe
            src={file.url}
            title={target.title}
            // Kept HTML (copies of emails) is someone else's markup: shown, never run on this origin.
            sandbox={file.type.startsWith('text/html') ? '' : undefined}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.sections.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

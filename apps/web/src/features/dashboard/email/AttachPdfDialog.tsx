import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { showErrorOf, showOutcome } from '../../../components/notices/noticeStore';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { uploadPdfs } from './correspondenceApi';

/** Attach PDF: PDFs chosen here are attached to every selected NEW email. */
export function AttachPdfDialog({ keys, onClose, onDone }: { keys: readonly number[]; onClose: () => void; onDone: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    setBusy(true);
    try {
      showOutcome(await uploadPdfs(keys, files));
      onDone();
    } catch (error) {
      showErrorOf(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ResponsiveDialog open onClose={onClose} title={texts.dashboard.attachPdf} aria-labelledby="attach-pdf-title">
      <DialogContent>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
          {texts.dashboard.chooseFiles}
          <input hidden type="file" accept="application/pdf,.pdf" multiple aria-label={texts.dashboard.chooseFiles} onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        </Button>
        <List dense>
          {files.map((f) => (
            <ListItem key={f.name}>{f.name}</ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
        <Button variant="contained" disabled={files.length === 0 || busy} onClick={() => void upload()}>
          {texts.dashboard.attachPdf}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { FormDialog } from '../../../components/FormDialog';
import { uploadPdfs } from './correspondenceApi';

/** Attach PDF: PDFs chosen here are attached to every selected NEW email. */
export function AttachPdfDialog({ keys, onClose, onDone }: { keys: readonly number[]; onClose: () => void; onDone: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FormDialog
      title={texts.dashboard.attachPdf}
      titleId="attach-pdf-title"
      closeLabel={texts.dashboard.close}
      saveLabel={texts.dashboard.attachPdf}
      canSave={files.length > 0}
      save={() => uploadPdfs(keys, files)}
      onSaved={onDone}
      onClose={onClose}
    >
      <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
        {texts.dashboard.chooseFiles}
        <input
          hidden
          type="file"
          accept="application/pdf,.pdf"
          multiple
          aria-label={texts.dashboard.chooseFiles}
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
        />
      </Button>
      <List dense>
        {files.map((f) => (
          <ListItem key={f.name}>{f.name}</ListItem>
        ))}
      </List>
    </FormDialog>
  );
}

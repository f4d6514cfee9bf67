import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { FormDialog } from '../../../components/FormDialog';
import { uploadPdfs } from './correspondenceApi';
import { FilePicker } from '../../../components/FilePicker';

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
      <FilePicker accept="application/pdf,.pdf" icon={<AttachFileIcon />} files={files} onChange={setFiles} />
    </FormDialog>
  );
}

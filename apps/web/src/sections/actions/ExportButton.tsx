import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { useSection } from '../SectionContext';
import { exportSection } from '../sectionsApi';

/** Saves a blob under a file name through a temporary link. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Excel export of every row matching the table's search and order; hidden on xs and sm screens. */
export function ExportButton() {
  const { section, parameters, listRequest } = useSection();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      download(await exportSection(section.id, parameters, listRequest), `${section.description || section.code}.xlsx`);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => void run()} disabled={busy} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
      {busy ? texts.sections.exporting : texts.sections.export}
    </Button>
  );
}

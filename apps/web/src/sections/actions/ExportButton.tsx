import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { downloadBlob } from '../../lib/download';
import { useSection } from '../SectionContext';
import { exportSection } from '../sectionsApi';

/** Excel export of every row matching the table's search and order; hidden on xs and sm screens. */
export function ExportButton() {
  const { section, parameters, listRequest } = useSection();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadBlob(await exportSection(section.id, parameters, listRequest), `${section.description || section.code}.xlsx`);
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

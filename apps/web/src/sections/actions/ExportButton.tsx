import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { texts } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { downloadBlob } from '../../lib/download';
import { useSection } from '../SectionContext';
import { exportSection } from '../sectionsApi';

/** Excel export of every row matching the table's search and order; hidden on xs and sm screens. */
export function ExportButton() {
  const { section, parameters, listRequest } = useSection();
  const exporting = useMutation({
    mutationFn: () => exportSection(section.id, parameters, listRequest),
    onSuccess: (workbook) => downloadBlob(workbook, `${section.description || section.code}.xlsx`),
    onError: showErrorOf,
  });
  return (
    <Button
      size="small"
      startIcon={<FileDownloadIcon />}
      onClick={() => exporting.mutate()}
      disabled={exporting.isPending}
      sx={{ display: { xs: 'none', md: 'inline-flex' } }}
    >
      {exporting.isPending ? texts.sections.exporting : texts.sections.export}
    </Button>
  );
}

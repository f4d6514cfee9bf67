import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HTML_TEMPLATE_PREVIEW_DELAY_MS, texts } from '@wattle/contract';
import { showErrorOf } from '../../../components/notices/noticeStore';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { fittingZoom, PDF_ZOOM_PERCENT, stepZoom } from './pdfZoom';
import { templateEditorQueries } from './templateEditorApi';

const t = texts.templates;

/** An address the frame can show for the PDF, released when the PDF changes (made in the effect: StrictMode runs it twice). */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * The letter the HTML makes, drawn by the server as a real letter is (convert-to-pdf) for a sample
 * customer of the brand, again each time typing pauses; the last one stays while the next is drawn.
 * Zoom in steps of 10% from 20% to 200% (the viewer's `#zoom=` open parameter), starting at the
 * largest step whose page fits the preview's width.
 */
export function PdfPreview({ brandId, html }: { brandId: number; html: string }) {
  const source = useDebouncedValue(html, HTML_TEMPLATE_PREVIEW_DELAY_MS);
  const pdf = useQuery({ ...templateEditorQueries.pdf(brandId, source), placeholderData: keepPreviousData });
  const url = useObjectUrl(pdf.data);
  const [zoom, setZoom] = useState<number | null>(null);
  // Measured once, when the preview is first laid out; the user's zoom wins after that.
  const measure = (node: HTMLDivElement | null) => {
    if (node && zoom === null) setZoom(fittingZoom(node.clientWidth));
  };
  useEffect(() => {
    if (pdf.error) showErrorOf(pdf.error);
  }, [pdf.error]);

  const src = url && zoom !== null ? `${url}#zoom=${zoom}` : null;
  const shown = zoom ?? PDF_ZOOM_PERCENT.initial;
  return (
    <Stack spacing={1} ref={measure}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t.zoomOut} disabled={shown <= PDF_ZOOM_PERCENT.min} onClick={() => setZoom(stepZoom(shown, -1))}>
          <ZoomOutIcon />
        </IconButton>
        <Typography role="status" sx={{ minWidth: 48, textAlign: 'center' }}>
          {t.zoom(shown)}
        </Typography>
        <IconButton aria-label={t.zoomIn} disabled={shown >= PDF_ZOOM_PERCENT.max} onClick={() => setZoom(stepZoom(shown, 1))}>
          <ZoomInIcon />
        </IconButton>
        {pdf.isFetching ? <LinearProgress sx={{ flexGrow: 1 }} aria-label={t.pdfPreview} /> : null}
      </Stack>
      {src ? (
        // A new address (drawn again, or zoomed) is a new frame: the viewer reads its open parameters when it loads.
        <Box component="iframe" key={src} title={t.pdfPreview} src={src} sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider' }} />
      ) : null}
    </Stack>
  );
}

import ImageIcon from '@mui/icons-material/Image';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useMemo, useState } from 'react';
import { dashboardEndpoints, texts } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';
import { PreviewDialog, type PreviewTarget } from '../../../sections/preview/PreviewDialog';
import type { ProcessDialogProps } from './processDialogs';
import { ProcessDialogFrame } from './ProcessDialogFrame';
import { textOf, type CellTemplate } from './processCells';
import { ProcessTable } from './ProcessTable';
import { ProcessToolbar } from './ProcessToolbar';
import { useProcessTable } from './useProcessTable';

/** IMPORTMETERREADS (spec 2 §2.2): the waiting reads with a preview of each read's photo. */
export function ImportMeterReadsDialog({ item, onClose }: ProcessDialogProps) {
  const controller = useProcessTable(item);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  const templates = useMemo<Record<string, CellTemplate>>(
    () => ({
      image: (row) => {
        const imagePath = textOf(row.image_path);
        if (!imagePath) return null;
        return (
          <Tooltip title={texts.dashboard.previewImage}>
            <IconButton
              size="small"
              aria-label={texts.dashboard.previewImage}
              onClick={(e) => {
                e.stopPropagation();
                setPreview({
                  kind: 'image',
                  title: textOf(row.read_import_desc) || texts.dashboard.previewImage,
                  load: (signal) => callEndpoint(dashboardEndpoints.meterReadPhoto, { query: { path: imagePath }, signal }),
                });
              }}
            >
              <ImageIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      },
    }),
    [],
  );
  return (
    <ProcessDialogFrame title={item.name} onClose={onClose}>
      <ProcessTable controller={controller} templates={templates} toolbar={<ProcessToolbar controller={controller} />} />
      {preview ? <PreviewDialog target={preview} onClose={closePreview} /> : null}
    </ProcessDialogFrame>
  );
}

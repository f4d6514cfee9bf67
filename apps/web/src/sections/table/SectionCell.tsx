import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { encodeSectionParameters, sectionEndpoints, texts, type SectionDisplayField, type SectionRow } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { useSection, type SectionController } from '../SectionContext';
import { shownText, type ValueFormats } from '../formatValue';
import type { PreviewTarget } from '../preview/PreviewDialog';

/** Image and document fields are previewed through the section's file call for the row. */
function previewOf(controller: SectionController, field: SectionDisplayField, row: SectionRow): PreviewTarget | null {
  const kind = field.dataType === 'IMAGE' ? 'image' : field.dataType === 'DOCUMENT' ? 'document' : null;
  if (!kind || !row.key) return null;
  const query = { parameters: encodeSectionParameters(controller.parameters), key: row.key, field: field.name };
  const params = { sectionId: controller.section.id };
  return { kind, title: field.prompt, load: (signal) => callEndpoint(sectionEndpoints.file, { params, query, signal }) };
}

export interface SectionCellProps {
  field: SectionDisplayField;
  row: SectionRow;
  formats: ValueFormats;
  onPreview: (target: PreviewTarget) => void;
}

/** One value of a table row in its data type's format; images and documents open a preview. */
export function SectionCell({ field, row, formats, onPreview }: SectionCellProps) {
  const controller = useSection();
  const preview = row.values[field.name] ? previewOf(controller, field, row) : null;
  if (preview) {
    const label = preview.kind === 'image' ? texts.sections.previewImage : texts.sections.previewDocument;
    return (
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(e) => {
            e.stopPropagation();
            onPreview(preview);
          }}
        >
          {preview.kind === 'image' ? <ImageIcon fontSize="small" /> : <DescriptionIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    );
  }
  return <>{shownText(row, field, formats)}</>;
}

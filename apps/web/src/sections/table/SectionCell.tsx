import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { sectionPaths, texts, type SectionDisplayField, type SectionRow } from '@wattle/contract';
import { formatValue, type ValueFormats } from '../formatValue';
import type { PreviewTarget } from '../preview/PreviewDialog';

/** An image field holds an API path (or an address); a document field holds a document id. */
function previewOf(field: SectionDisplayField, value: string): PreviewTarget | null {
  if (field.dataType === 'IMAGE' || field.fieldType === 'Image') return { kind: 'image', title: field.prompt, path: value.replace(/^\/api/, '') };
  if (field.dataType === 'DOCUMENT') return { kind: 'document', title: field.prompt, path: sectionPaths.documentFile(value) };
  return null;
}

export interface SectionCellProps {
  field: SectionDisplayField;
  row: SectionRow;
  formats: ValueFormats;
  onPreview: (target: PreviewTarget) => void;
}

/** One value of a table row in its data type's format; images and documents open a preview. */
export function SectionCell({ field, row, formats, onPreview }: SectionCellProps) {
  const value = row.values[field.name];
  const preview = value ? previewOf(field, value) : null;
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
  return <>{row.displayValues[field.name] ?? formatValue(row.values[field.name], field.dataType, formats)}</>;
}

import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { texts, type ProcessColumn, type ProcessItem } from '@wattle/contract';
import { paths } from '../../../app/paths';
import { formatValue, type ValueFormats } from '../../../sections/formatValue';

/** A cell template of a special dialog (image preview, has_exceptions icons, email row buttons), by template name. */
export type CellTemplate = (row: ProcessItem, column: ProcessColumn) => ReactNode;

export const textOf = (value: ProcessItem[string] | undefined) => (value === null || value === undefined ? '' : String(value));

/** A value in its column's format (dates in DATE_FORMAT, money with the currency symbol). */
export const formattedValue = (row: ProcessItem, column: ProcessColumn, formats: ValueFormats) =>
  formatValue(textOf(row[column.field]), column.format, formats);

/** A cell that links to the entity named by another field (go-to-entity replaces the page). */
function LinkCell({ row, column, formats }: { row: ProcessItem; column: ProcessColumn; formats: ValueFormats }) {
  const id = row[column.searchIdColumnName ?? ''];
  const text = formattedValue(row, column, formats);
  if (id === null || id === undefined || !column.searchType) return <>{text}</>;
  return (
    <Link
      component={RouterLink}
      to={`${paths.goToEntity}?searchId=${encodeURIComponent(String(id))}&searchContext=${column.searchType}`}
      onClick={(e) => e.stopPropagation()}
    >
      {text}
    </Link>
  );
}

/** One cell: a special dialog's template, the link template, or the formatted value. */
export function ProcessCell({
  row,
  column,
  formats,
  templates,
}: {
  row: ProcessItem;
  column: ProcessColumn;
  formats: ValueFormats;
  templates: Readonly<Record<string, CellTemplate>>;
}) {
  const template = column.template ? templates[column.template] : undefined;
  if (template) return <>{template(row, column)}</>;
  if (column.template === 'link') return <LinkCell row={row} column={column} formats={formats} />;
  return <>{formattedValue(row, column, formats)}</>;
}

/** The page total of a showTotal column, added without floating point. */
export function columnTotal(rows: readonly ProcessItem[], column: ProcessColumn, formats: ValueFormats): string {
  const sum = rows.reduce((total, row) => {
    const value = textOf(row[column.field]);
    try {
      return value ? total.plus(value) : total;
    } catch {
      return total;
    }
  }, new Decimal(0));
  return formatValue(sum.toString(), column.format, formats);
}

export function EditRowButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip title={texts.dashboard.editRow}>
      <IconButton
        size="small"
        aria-label={texts.dashboard.editRow}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

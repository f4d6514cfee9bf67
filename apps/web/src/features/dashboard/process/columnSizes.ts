import type { ProcessColumn, ProcessItem } from '@wattle/contract';
import { columnWidth } from '../../../components/columnWidth';
import type { ValueFormats } from '../../../sections/formatValue';
import { formattedValue } from './processCells';

/** The columns a row's card shows at phone width, as the process or report marks them (none: the table's default). */
export const cardColumns = (columns: readonly ProcessColumn[]): string[] => columns.filter((c) => c.showOnCard).map((c) => c.field);

/** A process or report column's width from its header and its values in the column's format. */
export const contentWidth = (column: ProcessColumn, rows: readonly ProcessItem[], formats: ValueFormats): number =>
  columnWidth(
    column.headerText,
    rows.map((row) => formattedValue(row, column, formats)),
  );

import type { ProcessColumn, ProcessItem } from '@wattle/contract';
import { columnWidth } from '../../../components/columnWidth';
import type { ValueFormats } from '../../../sections/formatValue';
import { formattedValue } from './processCells';

/** A process or report column's width from its header and its values in the column's format. */
export const contentWidth = (column: ProcessColumn, rows: readonly ProcessItem[], formats: ValueFormats): number =>
  columnWidth(
    column.headerText,
    rows.map((row) => formattedValue(row, column, formats)),
  );

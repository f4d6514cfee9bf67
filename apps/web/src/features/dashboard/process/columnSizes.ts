import type { ProcessColumn, ProcessItem } from '@wattle/contract';
import type { ValueFormats } from '../../../sections/formatValue';
import { formattedValue } from './processCells';

/** Average width of a character of the table's 14 px type. */
const CHAR_PX = 8;
/** A header's padding and its sort arrow; a cell's padding. */
const HEADER_EXTRA_PX = 64;
const CELL_EXTRA_PX = 32;
/** Longer texts wrap within this width rather than pushing the table sideways. */
const MAX_PX = 320;
/** Rows measured: enough to see what a column holds, few enough for a page of every row. */
const SAMPLE_ROWS = 200;

/**
 * A column's width from what it shows: its whole header and its longest value on the page (in the
 * column's format), at least the configured width, at most MAX_PX, so that no header is cut.
 */
export function contentWidth(column: ProcessColumn, rows: readonly ProcessItem[], formats: ValueFormats): number {
  const longest = rows.slice(0, SAMPLE_ROWS).reduce((most, row) => Math.max(most, formattedValue(row, column, formats).length), 0);
  const content = Math.max(column.headerText.length * CHAR_PX + HEADER_EXTRA_PX, longest * CHAR_PX + CELL_EXTRA_PX);
  return Math.min(MAX_PX, Math.max(column.width ?? 0, content));
}

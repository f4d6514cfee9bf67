/** Average widths of a character of the tables' 14 px type, bold in the header. */
const CELL_CHAR_PX = 7.2;
const HEADER_CHAR_PX = 8.5;
/** A header's padding and its sort arrow; a cell's padding. */
const HEADER_EXTRA_PX = 72;
const CELL_EXTRA_PX = 32;
/** Longer values wrap within this width rather than pushing the table sideways. */
const MAX_PX = 320;
/** Rows measured: enough to see what a column holds, few enough for a page of every row. */
const SAMPLE_ROWS = 200;

const longestWord = (text: string) => Math.max(...text.split(/\s+/).map((word) => word.length));

/**
 * A column's width from what it shows: its longest value on the page (as shown) and its header's
 * longest word (headers wrap between words, never cut), at most MAX_PX.
 */
export function columnWidth(header: string, shownValues: readonly string[]): number {
  const longest = shownValues.slice(0, SAMPLE_ROWS).reduce((most, value) => Math.max(most, value.length), 0);
  return Math.ceil(Math.min(MAX_PX, Math.max(longestWord(header) * HEADER_CHAR_PX + HEADER_EXTRA_PX, longest * CELL_CHAR_PX + CELL_EXTRA_PX)));
}

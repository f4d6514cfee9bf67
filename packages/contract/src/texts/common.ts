/**
 * User-facing texts taken word for word from the specification, one export per area.
 * Every screen and the server use these as `texts.<area>.<name>` (index.ts re-exports this
 * module as the `texts` namespace, so a bundle keeps only the areas it reads); never type a
 * spec text inline.
 */
export const common = {
  ok: 'OK',
  cancel: 'Cancel',
  yes: 'Yes',
  close: 'Close',
  /** A table without rows. */
  noRecords: 'No records to display',
  /** The page-size choice that shows every row. */
  allRows: 'All',
  /** A bill line or a usage chart day based on estimated or substituted reads (retail contracts require a bill to say so). */
  estimated: 'Estimated',
} as const;

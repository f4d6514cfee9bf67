/** A table at phone width, each row a card (docs/ux.md "Tables on a phone"): only phones load these. */
export const rowCards = {
  /** A card's other fields, shown or hidden. */
  moreFields: 'More',
  fewerFields: 'Less',
  selectAll: 'Select all',
  /** The sort of the cards (they have no column headers to click). */
  sortBy: 'Sort by',
  sortDescending: 'Descending',
  /** A group of cards (rows grouped by a column): how many rows it holds. */
  groupRows: (name: string, count: number) => `${name} (${count})`,
} as const;

export const activities = {
  notesAndActivities: 'Notes and Activities',
  management: 'Activities Management',
  showing: (x: number, y: number) => `Showing ${x} of ${y} items`,
  showMore: 'Show more',
  showAll: 'Show all',
  openOnly: 'Open only',
} as const;

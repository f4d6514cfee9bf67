export const services = {
  noSites: 'No sites available.',
  current: 'Current',
} as const;

export const drawer = {
  getStarted: 'Get started',
  dashboard: 'Dashboard',
  label: 'Main menu',
  pin: 'Pin menu',
  unpin: 'Unpin menu',
} as const;

export const accounting = {
  organisationRemoved: 'Organisation has been removed successfully',
} as const;

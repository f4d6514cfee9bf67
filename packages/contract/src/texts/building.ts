export const building = {
  codeRequired: 'Building Code is required',
  billingDayRange: 'Must be between 1 and 31',
  billingDayWhole: 'Must be a whole number',
  invalidKeyTitle: 'Invalid Key Format',
  invalidKeyText: 'Please use only letters, numbers, underscores, and hyphens. No spaces or special characters allowed.',
  duplicateKey: 'Duplicate Attribute',
  removeEmptyKeys: 'Remove Empty Keys',
} as const;

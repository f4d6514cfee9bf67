/** System settings (spec 3 §2.17, §8); the save outcome texts are `settings`'. */
export const systemSettings = {
  editTitle: 'Edit System Setting',
  category: 'Category',
  parameterCode: 'Parameter Code',
  description: 'Description',
  value: 'Value',
  userAccessible: 'User Accessible',
  search: 'Search',
  edit: 'Edit',
  refresh: 'Refresh',
  save: 'Save',
  badTimeZone: 'Value: TIME_ZONE is an IANA time zone, such as Australia/Sydney.',
  badFee: 'Value: DISHONOUR_FEE is an amount such as 15.00, or blank for no fee.',
  badLinkAddress: 'Value: an https:// address or a page of this application (starting with /), or blank for the in-product page.',
  badEmail: 'Value: an email address, or blank for the in-product Contact support page.',
  notEditable: 'You may not change this system setting.',
} as const;

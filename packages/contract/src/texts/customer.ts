export const customer = {
  summary: 'Customer summary',
  selectCustomer: 'Select a customer with the search first.',
  noNotes: 'No notes for this customer.',
  noMyAccount: 'This customer has no brand or contact for the customer portal.',
  totalBalance: 'Total Balance',
  portalNeedsEmail: 'This contact has no email address to sign in to the customer portal with.',
  portalTokenIssued: 'Customer portal access granted.',
} as const;

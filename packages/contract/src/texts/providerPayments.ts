/** Card payments and direct debits through a payment provider (docs/payments.md "Card payments", "Direct debit"). */
export const providerPayments = {
  cardNotConnected: 'No card payment provider is connected. An administrator connects Card Pay with its keys on the Add-ons page.',
  directDebitNotConnected: 'No direct-debit provider is connected. An administrator connects Direct Debit with its keys on the Add-ons page.',
  nothingOwing: (balance: string) => `Nothing to pay: the balance is ${balance}.`,
  checkoutItem: (accountNumber: string) => `Account ${accountNumber}`,
  providerFailed: (detail: string) => `The payment provider did not answer: ${detail}`,
  providerRefused: (reason: string) => `The payment provider refused the keys: ${reason}`,
  badSignature: 'The webhook signature does not match.',
  unknownPlatform: (platform: string) => `No payment provider is named ${platform}.`,
  notAnEvent: 'The webhook body is not an event of the payment provider.',
  bsbInvalid: 'A BSB is six digits (for example 062-000).',
  accountNumberInvalid: 'An account number is 5 to 9 digits.',
  accountNameRequired: 'Enter the account name.',
  cardTransaction: 'Payment received (Card)',
  directDebitTransaction: 'Payment received (Direct Debit)',
  directDebitFailed: (reason: string) => `Direct debit returned: ${reason}`,
  noProviderConfigured: 'No payment provider is configured on this server (PAYMENTS_PROVIDER_URL).',
} as const;

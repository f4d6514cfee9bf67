/** Payments received (issue 26, docs/payments.md). */
export const payments = {
  addPayment: 'Add Payment',
  amount: 'Amount',
  paymentDate: 'Payment Date',
  method: 'Method',
  reference: 'Reference',
  save: 'Save',
  cancel: 'Cancel',
  amountPositive: 'The amount must be more than zero, with at most two decimals.',
  notADate: 'Enter a date as YYYY-MM-DD.',
  customerNotFound: 'Customer not found.',
  recorded: (amount: string) => `Payment of ${amount} recorded.`,
  transaction: (method: string) => `Payment received (${method})`,
  methods: { BPAY: 'BPAY', CARD: 'Card', DIRECT_DEBIT: 'Direct Debit', EFT: 'EFT', CHEQUE: 'Cheque', CASH: 'Cash' },
} as const;

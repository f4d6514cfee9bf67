/** Bills a customer can act on, the Transactions page's Reverse and adjustments awaiting approval (docs/payments.md). */
export const ledger = {
  reversal: (description: string) => `Reversal of ${description}`,
  reversed: (description: string) => `Reversed: ${description}`,
  reverseOneRow: 'Highlight one transaction to reverse.',
  confirmReverse: 'Reverse the highlighted transaction? A transaction of the amount negated is posted; the original stays.',
  alreadyReversed: 'This transaction has already been reversed.',
  isReversal: 'A reversal cannot itself be reversed: post a new adjustment instead.',
  notReversible: (type: string) =>
    type === 'INVOICE'
      ? 'An invoice is reversed by a credit note (View Invoice, Credit note).'
      : type === 'PAYMENT'
        ? 'A payment is reversed by dishonouring it.'
        : `A ${type.toLowerCase().replace(/_/g, ' ')} transaction cannot be reversed here.`,
  ofInvoice: 'This transaction belongs to an invoice or credit note: correct the invoice instead.',
  reasonRequired: 'Reason: choose why the adjustment is made.',
  awaitingApproval: (amount: string, limit: string) =>
    `The adjustment of ${amount} is above the approval limit of ${limit}: it waits for another user's approval and the balance does not change until then.`,
  ownAdjustment: 'You entered this adjustment: another user must approve it.',
  approved: (n: number) => (n === 1 ? 'Adjustment approved and posted.' : `${n} adjustments approved and posted.`),
  rejected: (n: number) => (n === 1 ? 'Adjustment rejected.' : `${n} adjustments rejected.`),
  confirmApprove: 'Approve the selected adjustments? Each is posted to its account.',
  confirmReject: 'Reject the selected adjustments? They will not be posted.',
  badLimit: 'Enter an amount such as 500.00, or leave it blank for no limit.',
} as const;

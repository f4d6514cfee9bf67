import Decimal from 'decimal.js';
import type { InvoiceAccountFigures } from '@wattle/contract';

/** The account's ledger around an invoice, signed as the ledger is (debits positive, credits negative). */
export interface LedgerSincePreviousInvoice {
  /** The balance as at the previous invoice (every transaction up to and including it); 0 when there is none. */
  previousBalance: string;
  /** The PAYMENT transactions after the previous invoice and before this one (negative). */
  payments: string;
  /** Every other transaction in between: fees, adjustments, credit notes, dishonours, refunds. */
  other: string;
}

/**
 * What an invoice tells its customer about the account (docs/payments.md "Bills, statements and
 * the Transactions page"), worked out in this one place for the PDF and the invoice view:
 * previous balance − payments received + other charges and credits + this invoice = total now due,
 * which is the account's balance once the invoice is posted. Exact decimals.
 */
export function invoiceAccountFigures(ledger: LedgerSincePreviousInvoice, invoiceTotal: string): InvoiceAccountFigures {
  const totalNowDue = new Decimal(ledger.previousBalance).plus(ledger.payments).plus(ledger.other).plus(invoiceTotal);
  return {
    previousBalance: new Decimal(ledger.previousBalance).toFixed(2),
    paymentsReceived: new Decimal(ledger.payments).negated().toFixed(2),
    otherChargesAndCredits: new Decimal(ledger.other).toFixed(2),
    thisInvoice: new Decimal(invoiceTotal).toFixed(2),
    totalNowDue: totalNowDue.toFixed(2),
  };
}

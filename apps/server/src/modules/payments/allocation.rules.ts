import Decimal from 'decimal.js';

export interface OpenInvoice {
  id: number;
  invoiceNumber: string;
  /** What is still owed on it. */
  balanceDue: string;
}

export interface Credit {
  paymentId: number;
  /** What of the payment is not allocated yet. */
  unallocated: string;
}

export interface AllocationLine {
  paymentId: number;
  invoiceId: number;
  invoiceNumber: string;
  amount: string;
}

/**
 * Allocation (docs/payments.md): the credits, oldest payment first, pay the open invoices in the
 * order given (oldest due date first), each invoice as far as the money goes, partly where it runs
 * out. An allocation never exceeds what is left of its payment or of its invoice.
 */
export function allocate(credits: readonly Credit[], open: readonly OpenInvoice[]): AllocationLine[] {
  const owed = open.map((i) => ({ ...i, left: new Decimal(i.balanceDue) }));
  const lines: AllocationLine[] = [];
  for (const credit of credits) {
    let left = new Decimal(credit.unallocated);
    for (const invoice of owed) {
      if (left.lte(0)) break;
      if (invoice.left.lte(0)) continue;
      const amount = Decimal.min(left, invoice.left);
      lines.push({ paymentId: credit.paymentId, invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, amount: amount.toFixed(2) });
      left = left.minus(amount);
      invoice.left = invoice.left.minus(amount);
    }
  }
  return lines;
}

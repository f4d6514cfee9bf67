import Decimal from 'decimal.js';

/** A payment's money not yet allocated nor refunded. */
export interface Credit {
  paymentId: number;
  unallocated: string;
}

export interface RefundedPart {
  paymentId: number;
  amount: string;
}

/**
 * The credit a refund may pay back: the account's credit balance (its balance when below zero),
 * and never more than its payments' money not yet allocated nor refunded, which is what a refund
 * pays back (docs/payments.md "Refunds").
 */
export function refundableCredit(balance: string, credits: readonly Credit[]): Decimal {
  const unallocated = credits.reduce((sum, c) => sum.plus(c.unallocated), new Decimal(0));
  return Decimal.max(0, Decimal.min(new Decimal(balance).negated(), unallocated));
}

/** Which payments a refund of `amount` pays back: the credits in the order given (oldest first), each as far as it goes. */
export function refundedParts(credits: readonly Credit[], amount: Decimal): RefundedPart[] {
  const parts: RefundedPart[] = [];
  let left = amount;
  for (const credit of credits) {
    if (left.lte(0)) break;
    const part = Decimal.min(left, credit.unallocated);
    parts.push({ paymentId: credit.paymentId, amount: part.toFixed(2) });
    left = left.minus(part);
  }
  return parts;
}

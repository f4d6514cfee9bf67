/**
 * A customer account's bill (billing-rules §1, §2, §6): the lines of each of its utility
 * accounts numbered in one sequence, and the invoice totals as exact sums of the lines (nothing is
 * rounded at invoice level). A bill with no lines is NOTRANS and is not written.
 */
import { amountText, dec, ZERO } from './decimal';
import { rateUtilityAccount } from './rate-account';
import type { BillingException, Day, RatedLine, RatingInput, RatingResult } from './types';

export interface BillInput {
  customerAccountId: number;
  utilityAccounts: RatingInput[];
}

export interface RatedBill {
  customerAccountId: number;
  /** NOTRANS: no lines, nothing to write (spec 2 §2.3). */
  status: 'BILL' | 'NOTRANS';
  /** The earliest start and latest end of its utility accounts' periods. */
  periodFrom: Day | null;
  periodTo: Day | null;
  lines: RatedLine[];
  amountExGst: string;
  gst: string;
  total: string;
  exceptions: BillingException[];
}

const earliest = (days: Day[]) => days.reduce<Day | null>((a, d) => (a === null || d < a ? d : a), null);
const latest = (days: Day[]) => days.reduce<Day | null>((a, d) => (a === null || d > a ? d : a), null);

export function rateBill(input: BillInput): RatedBill {
  const results: RatingResult[] = input.utilityAccounts.map(rateUtilityAccount);
  const lines = results.flatMap((r) => r.lines).map((line, i) => ({ ...line, lineNumber: i + 1 }));
  let amountExGst = ZERO;
  let gst = ZERO;
  for (const line of lines) {
    amountExGst = amountExGst.plus(dec(line.amount));
    gst = gst.plus(dec(line.gst));
  }
  const billed = results.filter((r) => r.periodFrom !== null);
  return {
    customerAccountId: input.customerAccountId,
    status: lines.length ? 'BILL' : 'NOTRANS',
    periodFrom: earliest(billed.map((r) => r.periodFrom!)),
    periodTo: latest(billed.map((r) => r.periodTo!)),
    lines,
    amountExGst: amountText(amountExGst),
    gst: amountText(gst),
    total: amountText(amountExGst.plus(gst)),
    exceptions: results.flatMap((r) => r.exceptions),
  };
}

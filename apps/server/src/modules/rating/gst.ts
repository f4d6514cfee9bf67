/**
 * GST per line (billing-rules §1): 10 % of a taxable line's amount, rounded half up per line.
 * Taxable lines are the charges of a product type flagged taxable; concession and solar credits
 * never are.
 */
import { AMOUNT_PLACES, rescale } from './scaled';
import type { LineKind, ProductTypeInput } from './types';

/** 10 % of an amount in cents is the same integer in thousandths of a dollar. */
const GST_PLACES = AMOUNT_PLACES + 1;
const CHARGE_KINDS: ReadonlySet<LineKind> = new Set(['FIXED', 'USAGE', 'MINIMUM', 'ADJUSTMENT']);

/** The GST of a line's amount, both in cents. */
export const gstOf = (kind: LineKind, amount: bigint, productType: ProductTypeInput): bigint =>
  productType.isTaxable && CHARGE_KINDS.has(kind) ? rescale(amount, GST_PLACES, AMOUNT_PLACES) : 0n;

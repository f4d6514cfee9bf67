/**
 * GST per line (billing-rules §1): 10 % of a taxable line's amount, rounded half up per line.
 * Taxable lines are the charges of a product type flagged taxable; concession and solar credits
 * never are.
 */
import { dec, round2, ZERO, type Dec } from './decimal';
import type { LineKind, ProductTypeInput } from './types';

const GST_RATE = dec('0.1');
const CHARGE_KINDS: ReadonlySet<LineKind> = new Set(['FIXED', 'USAGE', 'MINIMUM', 'ADJUSTMENT']);

export const gstOf = (kind: LineKind, amount: Dec, productType: ProductTypeInput): Dec =>
  productType.isTaxable && CHARGE_KINDS.has(kind) ? round2(amount.times(GST_RATE)) : ZERO;

/** Writing the worked-out lines as invoice lines: numbered, taxed, decimals as text; 0.00 lines dropped (billing-rules §1). */
import { AMOUNT_PLACES, scaledText } from './scaled';
import { gstOf } from './gst';
import type { LineDraft } from './line-draft';
import { memoByObject } from './memo';
import type { ProductTypeInput, RatedLine, UsageRateInput } from './types';

/** The rate a line's derivation names: one object per rate, shared by every account's lines. */
export const rateReference = memoByObject((rate: UsageRateInput): NonNullable<LineDraft['rate']> => ({
  id: rate.id,
  startDate: rate.startDate,
  endDate: rate.endDate,
}));

export function invoiceLines(drafts: LineDraft[], utilityAccountId: number, pricePlanId: number | null, productType: ProductTypeInput): RatedLine[] {
  const lines: RatedLine[] = [];
  for (const d of drafts) {
    if (d.amount === 0n) continue;
    lines.push({
      lineNumber: lines.length + 1,
      kind: d.kind,
      utilityAccountId,
      productTypeCode: productType.code,
      description: d.description,
      periodFrom: d.range.from,
      periodTo: d.range.to,
      days: d.range.days,
      quantity: d.quantity,
      unitOfMeasure: d.unitOfMeasure,
      unitRate: d.unitRate,
      amount: scaledText(d.amount, AMOUNT_PLACES),
      gst: scaledText(gstOf(d.kind, d.amount, productType), AMOUNT_PLACES),
      derivation: {
        pricePlanId,
        scheduleId: d.scheduleId,
        rateId: d.rate?.id ?? null,
        rateStartDate: d.rate?.startDate ?? null,
        rateEndDate: d.rate?.endDate ?? null,
        touClass: d.touClass,
        band: d.band,
        meters: d.meters,
        text: d.text,
      },
    });
  }
  return lines;
}

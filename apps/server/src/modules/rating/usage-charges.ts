/**
 * Usage charges of one rate, billing-rules §4 Steps and Minimum charge: the rate's quantity split
 * into its steps (band starts prorated to the days the rate applies), then a "Minimum charge"
 * line when the steps come to less than the rate's minimum.
 */
import { texts } from '@wattle/contract';
import { dec, max, min, round2, round3, sum, ZERO, type Dec } from './decimal';
import { days, dollars, quantity as quantityInWords } from './derivation-text';
import type { LineDraft, LineSource } from './line-draft';
import type { DateRange } from './period';
import type { UsageRateInput } from './types';

export interface RateUsage {
  description: string;
  rate: UsageRateInput;
  /** The days of the period this rate applies to (its `dr`). */
  range: DateRange;
  /** The rate's quantity Q, already rounded to 3 places. */
  quantity: Dec;
  source: LineSource;
}

interface Band {
  start: Dec;
  proratedStart: Dec;
  next: Dec | null;
  unitRate: Dec;
}

/** The rate's steps by band start, the first from 0, each band start × dr / d (3 places). */
export function bands(rate: UsageRateInput, rateDays: number, periodDays: number): Band[] {
  const steps = rate.steps.map((s) => ({ start: dec(s.bandStart), unitRate: dec(s.unitRate) })).sort((a, b) => a.start.comparedTo(b.start));
  const starts = steps.map((s, i) => {
    const start = i === 0 ? ZERO : s.start;
    return { start, proratedStart: rateDays === periodDays ? start : round3(start.times(rateDays).div(periodDays)) };
  });
  return steps.map((s, i) => ({ ...starts[i]!, next: starts[i + 1]?.proratedStart ?? null, unitRate: s.unitRate }));
}

function bandText(band: Band, q: Dec, unit: string, rateDays: number, periodDays: number): string {
  const prorated = (value: Dec) => (rateDays === periodDays ? '' : ` (${quantityInWords(value, unit)} × ${rateDays}/${periodDays} days)`);
  const where =
    band.proratedStart.isZero()
      ? band.next === null
        ? ''
        : ` of the first ${quantityInWords(band.next, unit)}`
      : ` above ${quantityInWords(band.proratedStart, unit)}${prorated(band.start)}`;
  return `${quantityInWords(q, unit)}${where} at ${dollars(band.unitRate)}`;
}

/** The rate's minimum for its days: per day × dr, or per period prorated × dr / d. */
const minimumOf = (rate: UsageRateInput, rateDays: number, periodDays: number): Dec =>
  rate.minimumChargePerDay ? dec(rate.minimumCharge).times(rateDays) : dec(rate.minimumCharge).times(rateDays).div(periodDays);

function minimumText(rate: UsageRateInput, rateDays: number, periodDays: number, minimum: Dec, charged: Dec): string {
  const basis = rate.minimumChargePerDay
    ? `${dollars(dec(rate.minimumCharge))} a day × ${days(rateDays)}`
    : `${dollars(dec(rate.minimumCharge))} a period × ${rateDays}/${periodDays} days`;
  return `Minimum ${basis} = ${dollars(minimum)}, less ${dollars(charged)} of usage`;
}

export function usageCharges(usage: RateUsage, period: DateRange, unit: string): LineDraft[] {
  const { rate, range, quantity: q, source } = usage;
  const line = (fields: Pick<LineDraft, 'kind' | 'description' | 'quantity' | 'unitOfMeasure' | 'unitRate' | 'amount' | 'band' | 'text'>): LineDraft => ({
    ...source,
    ...fields,
    range,
  });
  const lines: LineDraft[] = [];
  for (const band of bands(rate, range.days, period.days)) {
    const stepQuantity = max(ZERO, (band.next === null ? q : min(q, band.next)).minus(band.proratedStart));
    if (stepQuantity.lte(0)) continue;
    lines.push(
      line({
        kind: 'USAGE',
        description: usage.description,
        quantity: stepQuantity,
        unitOfMeasure: unit,
        unitRate: band.unitRate,
        amount: round2(stepQuantity.times(band.unitRate)),
        band: { start: band.start.toFixed(3), proratedStart: band.proratedStart.toFixed(3), next: band.next?.toFixed(3) ?? null },
        text: bandText(band, stepQuantity, unit, range.days, period.days),
      }),
    );
  }
  if (dec(rate.minimumCharge).gt(0)) {
    const minimum = round2(minimumOf(rate, range.days, period.days));
    const charged = sum(lines.map((l) => l.amount));
    if (charged.lt(minimum)) {
      const difference = minimum.minus(charged);
      lines.push(
        line({
          kind: 'MINIMUM',
          description: texts.rating.minimumCharge,
          quantity: dec(1),
          unitOfMeasure: 'each',
          unitRate: difference,
          amount: difference,
          band: null,
          text: minimumText(rate, range.days, period.days, minimum, charged),
        }),
      );
    }
  }
  return lines;
}

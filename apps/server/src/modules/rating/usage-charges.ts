/**
 * Usage charges of one rate, billing-rules §4 Steps and Minimum charge: the rate's quantity split
 * into its steps (band starts prorated to the days the rate applies), then a "Minimum charge"
 * line when the steps come to less than the rate's minimum.
 */
import { texts } from '@wattle/contract';
import { dec, round2, round3, signOf, sum, ZERO, type Dec } from './decimal';
import { days, dollars, quantity as quantityInWords } from './derivation-text';
import { rateLine, type LineDraft, type LineSource } from './line-draft';
import { memoOn } from './memo';
import type { DateRange } from './period';
import type { BandDerivation, UsageRateInput } from './types';

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
  derivation: BandDerivation;
  /** The line's text after its quantity: " above 1,000 kWh at $0.30". */
  textAfterQuantity: string;
}

function bandText(band: Omit<Band, 'derivation' | 'textAfterQuantity'>, unit: string, rateDays: number, periodDays: number): string {
  const prorated = rateDays === periodDays ? '' : ` (${quantityInWords(band.start, unit)} × ${rateDays}/${periodDays} days)`;
  const where = band.proratedStart.isZero()
    ? band.next === null
      ? ''
      : ` of the first ${quantityInWords(band.next, unit)}`
    : ` above ${quantityInWords(band.proratedStart, unit)}${prorated}`;
  return `${where} at ${dollars(band.unitRate)}`;
}

function proratedBands(rate: UsageRateInput, rateDays: number, periodDays: number, unit: string): Band[] {
  const steps = rate.steps.map((s) => ({ start: dec(s.bandStart), unitRate: dec(s.unitRate) })).sort((a, b) => a.start.comparedTo(b.start));
  const starts = steps.map((s, i) => {
    const start = i === 0 ? ZERO : s.start;
    return { start, proratedStart: rateDays === periodDays ? start : round3(start.times(rateDays).div(periodDays)) };
  });
  return steps.map((s, i) => {
    const band = { start: starts[i]!.start, proratedStart: starts[i]!.proratedStart, next: starts[i + 1]?.proratedStart ?? null, unitRate: s.unitRate };
    return {
      ...band,
      derivation: { start: band.start.toFixed(3), proratedStart: band.proratedStart.toFixed(3), next: band.next?.toFixed(3) ?? null },
      textAfterQuantity: bandText(band, unit, rateDays, periodDays),
    };
  });
}

const bandCache = new WeakMap<UsageRateInput, Map<string, Band[]>>();

/** The rate's steps by band start, the first from 0, each band start × dr / d (3 places): the same for every account billed alike. */
export const bands = (rate: UsageRateInput, rateDays: number, periodDays: number, unit: string): Band[] =>
  memoOn(bandCache, rate, `${rateDays}/${periodDays}/${unit}`, () => proratedBands(rate, rateDays, periodDays, unit));

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
  const lines: LineDraft[] = [];
  for (const band of bands(rate, range.days, period.days, unit)) {
    if (q.lte(band.proratedStart)) break;
    const stepQuantity = (band.next === null || q.lt(band.next) ? q : band.next).minus(band.proratedStart);
    lines.push(
      rateLine(source, range, {
        kind: 'USAGE',
        description: usage.description,
        quantity: stepQuantity,
        unitOfMeasure: unit,
        unitRate: band.unitRate,
        amount: round2(stepQuantity.times(band.unitRate)),
        band: band.derivation,
        text: `${quantityInWords(stepQuantity, unit)}${band.textAfterQuantity}`,
      }),
    );
  }
  if (signOf(rate.minimumCharge) > 0) {
    const minimum = round2(minimumOf(rate, range.days, period.days));
    const charged = sum(lines.map((l) => l.amount));
    if (charged.lt(minimum)) {
      const difference = minimum.minus(charged);
      lines.push(
        rateLine(source, range, {
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

/**
 * Usage charges of one rate, billing-rules §4 Steps and Minimum charge: the rate's quantity split
 * into its steps (band starts, amounts for the cycle's standard D days, prorated dr / D to the days
 * the rate applies), then a "Minimum charge" line when the steps come to less than the rate's minimum.
 */
import { texts } from '@wattle/contract';
import { dec, round2, round3, signOf, ZERO, type Dec } from './decimal';
import { centsInDollars, days, dollars, quantity as quantityInWords, scaledQuantity } from './derivation-text';
import { rateLine, type LineDraft, type LineSource } from './line-draft';
import { memoOn } from './memo';
import type { DateRange } from './period';
import { AMOUNT_PLACES, lineAmount, QUANTITY_PLACES, RATE_PLACES, scaledOf, scaledText, scaledUnits, unitsOf, type Scaled } from './scaled';
import type { BandDerivation, UsageRateInput } from './types';

export interface RateUsage {
  description: string;
  rate: UsageRateInput;
  /** The days of the period this rate applies to (its `dr`). */
  range: DateRange;
  /** The rate's quantity Q, already rounded to 3 places (a bigint: in thousandths). */
  quantity: Dec | bigint;
  source: LineSource;
}

export interface Band {
  start: Dec;
  proratedStart: Dec;
  next: Dec | null;
  unitRate: Dec;
  /** The same in scaled integers, for the line arithmetic: band starts in thousandths. */
  from: bigint;
  to: bigint | null;
  rate: Scaled;
  rateText: string;
  derivation: BandDerivation;
  /** The line's text after its quantity: " above 1,000 kWh at $0.30". */
  textAfterQuantity: string;
}

/** A prorated band boundary in words, naming dr/D: "989.011 kWh (1,000 kWh × 90/91 days)". */
function boundary(start: Dec, prorated: Dec, unit: string, rateDays: number, standardDays: number): string {
  const words = quantityInWords(prorated, unit);
  return rateDays === standardDays ? words : `${words} (${quantityInWords(start, unit)} × ${rateDays}/${standardDays} days)`;
}

function bandText(
  band: Pick<Band, 'start' | 'proratedStart' | 'next' | 'unitRate'> & { nextStart: Dec | null },
  unit: string,
  rateDays: number,
  standardDays: number,
): string {
  const where = band.proratedStart.isZero()
    ? band.next === null || band.nextStart === null
      ? ''
      : ` of the first ${boundary(band.nextStart, band.next, unit, rateDays, standardDays)}`
    : ` above ${boundary(band.start, band.proratedStart, unit, rateDays, standardDays)}`;
  return `${where} at ${dollars(band.unitRate)}`;
}

function proratedBands(rate: UsageRateInput, rateDays: number, standardDays: number, unit: string): Band[] {
  const steps = rate.steps.map((s) => ({ start: dec(s.bandStart), unitRate: dec(s.unitRate) })).sort((a, b) => a.start.comparedTo(b.start));
  const starts = steps.map((s, i) => {
    const start = i === 0 ? ZERO : s.start;
    return { start, proratedStart: rateDays === standardDays ? start : round3(start.times(rateDays).div(standardDays)) };
  });
  return steps.map((s, i) => {
    const band = { start: starts[i]!.start, proratedStart: starts[i]!.proratedStart, next: starts[i + 1]?.proratedStart ?? null, unitRate: s.unitRate };
    const rate = scaledOf(s.unitRate, RATE_PLACES);
    return {
      ...band,
      from: unitsOf(band.proratedStart, QUANTITY_PLACES),
      to: band.next && unitsOf(band.next, QUANTITY_PLACES),
      rate,
      rateText: scaledText(scaledUnits(rate, RATE_PLACES), RATE_PLACES),
      derivation: { start: band.start.toFixed(3), proratedStart: band.proratedStart.toFixed(3), next: band.next?.toFixed(3) ?? null },
      textAfterQuantity: bandText({ ...band, nextStart: starts[i + 1]?.start ?? null }, unit, rateDays, standardDays),
    };
  });
}

const bandCache = new WeakMap<UsageRateInput, Map<string, Band[]>>();

/** The rate's steps by band start, the first from 0, each band start × dr / D (3 places): the same for every account billed alike. */
export const bands = (rate: UsageRateInput, rateDays: number, standardDays: number, unit: string): Band[] =>
  memoOn(bandCache, rate, `${rateDays}/${standardDays}/${unit}`, () => proratedBands(rate, rateDays, standardDays, unit));

/** The rate's minimum for its days: per day × dr, or per period prorated × dr / D. */
const minimumOf = (rate: UsageRateInput, rateDays: number, standardDays: number): Dec =>
  rate.minimumChargePerDay ? dec(rate.minimumCharge).times(rateDays) : dec(rate.minimumCharge).times(rateDays).div(standardDays);

const minimumCache = new WeakMap<UsageRateInput, Map<string, bigint>>();

/** round2 of the rate's minimum, in cents: the same for every account billed alike. */
const minimumCents = (rate: UsageRateInput, rateDays: number, standardDays: number): bigint =>
  memoOn(minimumCache, rate, `${rateDays}/${standardDays}`, () => unitsOf(round2(minimumOf(rate, rateDays, standardDays)), AMOUNT_PLACES));

function minimumText(rate: UsageRateInput, rateDays: number, standardDays: number, minimum: bigint, charged: bigint): string {
  const basis = rate.minimumChargePerDay
    ? `${dollars(dec(rate.minimumCharge))} a day × ${days(rateDays)}`
    : `${dollars(dec(rate.minimumCharge))} a period × ${rateDays}/${standardDays} days`;
  return `Minimum ${basis} = ${centsInDollars(minimum)}, less ${centsInDollars(charged)} of usage`;
}

/** The lines of one rate: its steps (quantities in thousandths, amounts in cents), then the minimum charge. */
export function usageCharges(usage: RateUsage, standardDays: number, unit: string): LineDraft[] {
  const lines: LineDraft[] = [];
  pushRateCharges(lines, usage, bands(usage.rate, usage.range.days, standardDays, unit), standardDays, unit);
  return lines;
}

/** The same pushed onto `lines`, with the rate's bands for the period already at hand (plan-period.ts). */
export function pushRateCharges(lines: LineDraft[], usage: RateUsage, rateBands: readonly Band[], standardDays: number, unit: string): void {
  const { rate, range, source } = usage;
  const q = typeof usage.quantity === 'bigint' ? usage.quantity : unitsOf(usage.quantity, QUANTITY_PLACES);
  let charged = 0n;
  for (let i = 0; i < rateBands.length; i++) {
    const band = rateBands[i]!;
    if (q <= band.from) break;
    const stepQuantity = (band.to === null || q < band.to ? q : band.to) - band.from;
    const amount = lineAmount(stepQuantity, band.rate);
    charged += amount;
    lines.push(
      rateLine(source, range, {
        kind: 'USAGE',
        description: usage.description,
        quantity: scaledText(stepQuantity, QUANTITY_PLACES),
        unitOfMeasure: unit,
        unitRate: band.rateText,
        amount,
        band: band.derivation,
        text: `${scaledQuantity(stepQuantity, unit)}${band.textAfterQuantity}`,
      }),
    );
  }
  if (signOf(rate.minimumCharge) > 0) {
    const minimum = minimumCents(rate, range.days, standardDays);
    if (charged < minimum) {
      const difference = minimum - charged;
      lines.push(
        rateLine(source, range, {
          kind: 'MINIMUM',
          description: texts.rating.minimumCharge,
          quantity: scaledText(1000, QUANTITY_PLACES),
          unitOfMeasure: 'each',
          unitRate: scaledText(difference * 100_000n, RATE_PLACES),
          amount: difference,
          band: null,
          text: minimumText(rate, range.days, standardDays, minimum, charged),
        }),
      );
    }
  }
}

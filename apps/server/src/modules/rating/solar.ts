/**
 * Solar feed-in credits (billing-rules §4 Solar feed-in): export registers feed the plan's SOLAR
 * usage schedule by read date at its first step's rate, amounts negated; a plan without one
 * credits its solarRate on the period's exported total; a plan with neither credits nothing.
 */
import { texts } from '@wattle/contract';
import { dec, type Dec } from './decimal';
import { dollars, scaledQuantity } from './derivation-text';
import { rateLine, type LineDraft, type LineSource } from './line-draft';
import type { DateRange } from './period';
import { meterDerivation, ratedQuantity, type ReadTally } from './read-tally';
import { lineAmount, QUANTITY_PLACES, RATE_PLACES, scaledOf, scaledText, scaledUnits } from './scaled';
import type { ScheduleFeed } from './usage-feeds';

/** A credit of `q` thousandths at `rate` a unit. */
function creditLine(description: string, range: DateRange, q: bigint, rate: Dec, unit: string, source: LineSource): LineDraft {
  const unitRate = scaledOf(rate.negated(), RATE_PLACES);
  return rateLine(source, range, {
    kind: 'SOLAR',
    description,
    quantity: scaledText(q, QUANTITY_PLACES),
    unitOfMeasure: unit,
    unitRate: scaledText(scaledUnits(unitRate, RATE_PLACES), RATE_PLACES),
    amount: lineAmount(q, unitRate),
    band: null,
    text: `${scaledQuantity(q, unit)} exported at ${dollars(rate)} credit`,
  });
}

export function scheduledSolarCredits(feed: ScheduleFeed, unit: string): LineDraft[] {
  return feed.rates.flatMap(({ days: { rate, range, reference }, tallies }) => {
    const first = rate.steps.toSorted((a, b) => dec(a.bandStart).comparedTo(dec(b.bandStart)))[0];
    if (!first) return [];
    const source: LineSource = {
      scheduleId: feed.schedule.id,
      rate: reference,
      touClass: null,
      meters: tallies.map(meterDerivation),
    };
    return [creditLine(rate.invoiceDescription || feed.schedule.invoiceDescription, range, ratedQuantity(tallies), dec(first.unitRate), unit, source)];
  });
}

export function planSolarCredit(tallies: ReadTally[], solarRate: string | null, period: DateRange, unit: string): LineDraft[] {
  if (!tallies.length || solarRate === null || dec(solarRate).isZero()) return [];
  const source: LineSource = { scheduleId: null, rate: null, touClass: null, meters: tallies.map(meterDerivation) };
  return [creditLine(texts.rating.solarFeedIn, period, ratedQuantity(tallies), dec(solarRate), unit, source)];
}

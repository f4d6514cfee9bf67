import { texts } from '@wattle/contract';
/**
 * The rating engine's entry point: one utility account's lines and billing exceptions for its
 * billing period, exactly per billing-rules.md (docs/billing.md maps each rule to its file).
 * Pure: everything it needs comes in `input`.
 */
import { concessionCredits } from './concessions';
import { billingException, usageExceptions } from './exceptions';
import { fixedCharges } from './fixed-charges';
import type { LineDraft } from './line-draft';
import { invoiceLines, rateReference } from './lines';
import { billingPeriod, type DateRange } from './period';
import { meterDerivation, ratedQuantity } from './read-tally';
import { planSolarCredit, scheduledSolarCredits } from './solar';
import { feedUsage, type ScheduleFeed } from './usage-feeds';
import { usageCharges } from './usage-charges';
import type { BillingException, RatingInput, RatingResult } from './types';

function pushUsageLines(lines: LineDraft[], feed: ScheduleFeed, period: DateRange, unit: string): void {
  for (const { rate, range, tallies } of feed.rates) {
    const rateLines = usageCharges(
      {
        description: rate.invoiceDescription || feed.schedule.invoiceDescription,
        rate,
        range,
        quantity: ratedQuantity(tallies),
        source: {
          scheduleId: feed.schedule.id,
          rate: rateReference(rate),
          touClass: feed.priceClass?.categoryCode ?? null,
          meters: tallies.map(meterDerivation),
        },
      },
      period,
      unit,
    );
    for (const line of rateLines) lines.push(line);
  }
}

export function rateUtilityAccount(input: RatingInput): RatingResult {
  const account = input.utilityAccount;
  const period = billingPeriod(account, input.periodEnd);
  if (!period) return { utilityAccountId: account.id, periodFrom: null, periodTo: null, days: 0, lines: [], exceptions: [] };
  const result = (lines: LineDraft[], exceptions: BillingException[]): RatingResult => ({
    utilityAccountId: account.id,
    periodFrom: period.from,
    periodTo: period.to,
    days: period.days,
    lines: invoiceLines(lines, account.id, input.pricePlan?.id ?? null, input.productType),
    exceptions,
  });
  const plan = input.pricePlan;
  if (!plan) return result([], [billingException('NO_PRICE_PLAN', account.id, texts.rating.exceptions.noPricePlan)]);

  const unit = input.productType.unitOfMeasure;
  const fixed = fixedCharges(plan.fixedSchedules, period);
  const feeds = feedUsage(input, period);
  // Charges (fixed, then usage and minimum) first: concessions are worked out from them; then credits.
  const lines = [...fixed.lines];
  for (const feed of feeds.schedules) if (!feed.isSolar) pushUsageLines(lines, feed, period, unit);
  const charges = lines.length;
  for (const feed of feeds.schedules) if (feed.isSolar) lines.push(...scheduledSolarCredits(feed, unit));
  lines.push(...planSolarCredit(feeds.unscheduledSolar, plan.solarRate, period, unit));
  lines.push(...concessionCredits(input.concessions, input.productType.id, period, lines.slice(0, charges)));

  const exceptions = fixed.gaps.map((g) =>
    billingException('NO_RATE', account.id, texts.rating.exceptions.noFixedRateForDays(g.range.from, g.range.to), {
      scheduleId: g.scheduleId,
      date: g.range.from,
    }),
  );
  exceptions.push(...usageExceptions(input, period, feeds));
  return result(lines, exceptions);
}

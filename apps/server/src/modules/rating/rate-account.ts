import { texts } from '@wattle/contract';
/**
 * The rating engine's entry point: one utility account's lines and billing exceptions for its
 * billing period, exactly per billing-rules.md (docs/billing.md maps each rule to its file).
 * Pure: everything it needs comes in `input`.
 */
import { concessionCredits } from './concessions';
import { billingException, usageExceptions } from './exceptions';
import type { LineDraft } from './line-draft';
import { invoiceLines } from './lines';
import { billingPeriod, type DateRange } from './period';
import { bandsOf, planPeriod } from './plan-period';
import { meterDerivation, ratedQuantity } from './read-tally';
import { planSolarCredit, scheduledSolarCredits } from './solar';
import { feedUsage, type ScheduleFeed } from './usage-feeds';
import { pushRateCharges } from './usage-charges';
import type { BillingException, RatingInput, RatingResult } from './types';

function pushUsageLines(lines: LineDraft[], feed: ScheduleFeed, standardDays: number, unit: string): void {
  for (let i = 0; i < feed.rates.length; i++) {
    const { days, tallies } = feed.rates[i]!;
    const meters = tallies.map(meterDerivation);
    pushRateCharges(
      lines,
      {
        description: days.rate.invoiceDescription || feed.schedule.invoiceDescription,
        rate: days.rate,
        range: days.range,
        quantity: ratedQuantity(tallies),
        source: { scheduleId: feed.schedule.id, rate: days.reference, touClass: feed.priceClass?.categoryCode ?? null, meters },
      },
      bandsOf(days, standardDays, unit),
      standardDays,
      unit,
    );
  }
}

const pushAll = <T>(to: T[], from: readonly T[]) => {
  for (let i = 0; i < from.length; i++) to.push(from[i]!);
};

function result(input: RatingInput, period: DateRange, lines: LineDraft[], exceptions: BillingException[]): RatingResult {
  const accountId = input.utilityAccount.id;
  return {
    utilityAccountId: accountId,
    periodFrom: period.from,
    periodTo: period.to,
    days: period.days,
    lines: invoiceLines(lines, accountId, input.pricePlan?.id ?? null, input.productType),
    exceptions,
  };
}

export function rateUtilityAccount(input: RatingInput): RatingResult {
  const account = input.utilityAccount;
  const period = billingPeriod(account, input.periodEnd);
  if (!period) return { utilityAccountId: account.id, periodFrom: null, periodTo: null, days: 0, lines: [], exceptions: [] };
  const plan = input.pricePlan;
  if (!plan) return result(input, period, [], [billingException('NO_PRICE_PLAN', account.id, texts.rating.exceptions.noPricePlan)]);

  const unit = input.productType.unitOfMeasure;
  const tariff = planPeriod(plan, period, unit, input.standardDays);
  const feeds = feedUsage(input, period, tariff);
  // Charges (fixed, then usage and minimum) first: concessions are worked out from them; then credits.
  const lines: LineDraft[] = [];
  pushAll(lines, tariff.fixed.lines);
  for (const feed of feeds.schedules) if (!feed.isSolar) pushUsageLines(lines, feed, input.standardDays, unit);
  const charges = lines.length;
  for (const feed of feeds.schedules) if (feed.isSolar) pushAll(lines, scheduledSolarCredits(feed, unit));
  pushAll(lines, planSolarCredit(feeds.unscheduledSolar, plan.solarRate, period, unit));
  if (input.concessions.length) pushAll(lines, concessionCredits(input.concessions, input.productType.id, period, lines.slice(0, charges)));

  const exceptions: BillingException[] = [];
  for (const gap of tariff.fixed.gaps) {
    exceptions.push(
      billingException('NO_RATE', account.id, texts.rating.exceptions.noFixedRateForDays(gap.range.from, gap.range.to), {
        scheduleId: gap.scheduleId,
        date: gap.range.from,
      }),
    );
  }
  pushAll(exceptions, usageExceptions(input, period, feeds));
  return result(input, period, lines, exceptions);
}

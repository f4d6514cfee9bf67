import { texts } from '@wattle/contract';
/**
 * Billing exceptions the engine decides from its inputs (billing-rules §7): they hold the bill
 * for review but do not stop it being rated.
 */
import { Dec, signOf } from './decimal';
import { number } from './derivation-text';
import { contains, type DateRange } from './period';
import { meteredTotal } from './read-tally';
import { decOf, rescale, type Scaled } from './scaled';
import type { UsageFeeds } from './usage-feeds';
import type { BillingException, BillingExceptionCode, RatingInput } from './types';

/** Days before the period whose reads HIGH_USAGE compares with. */
const HIGH_USAGE_HISTORY_DAYS = 90;
const HIGH_USAGE_FACTOR = 3;

type Where = Partial<Pick<BillingException, 'scheduleId' | 'meterId' | 'date'>>;

export const billingException = (code: BillingExceptionCode, utilityAccountId: number, detail: string, where: Where = {}): BillingException => ({
  code,
  utilityAccountId,
  detail,
  scheduleId: where.scheduleId ?? null,
  meterId: where.meterId ?? null,
  date: where.date ?? null,
});

/** Σ reads × multipliers of one meter's tallies, exactly, as decimal.js (for the HIGH_USAGE text). */
const asDec = (total: Scaled | Dec): Dec => (total instanceof Dec ? total : decOf(total.units, total.places));

/** now / periodDays > 3 × before / 90, without dividing: in scaled integers unless a sum is only known to decimal.js. */
function isHighUsage(now: Scaled | Dec, before: Scaled | Dec, periodDays: number): boolean {
  if (now instanceof Dec || before instanceof Dec)
    return asDec(now)
      .times(HIGH_USAGE_HISTORY_DAYS)
      .gt(asDec(before).times(HIGH_USAGE_FACTOR * periodDays));
  const places = Math.max(now.places, before.places);
  const left = rescale(now.units, now.places, places) * BigInt(HIGH_USAGE_HISTORY_DAYS);
  return left > rescale(before.units, before.places, places) * BigInt(HIGH_USAGE_FACTOR * periodDays);
}

/**
 * MISSING_DATA: each meter's days of the period with missing data (a null interval, or a read of
 * quality MISSING) hold the bill, as NO_READS does: missing data is never billed as zero.
 */
function missingData(input: RatingInput, period: DateRange): BillingException[] {
  const days = new Map<number, Set<string>>();
  const note = (meterId: number, day: string) => {
    if (contains(period, day)) days.set(meterId, (days.get(meterId) ?? new Set()).add(day));
  };
  for (const day of input.intervalReads) if (day.quantities.includes(null)) note(day.meterId, day.readDate);
  for (const read of input.reads) if (read.readType === 'MISSING') note(read.meterId, read.readDate);
  return [...days].map(([meterId, missing]) => {
    const first = [...missing].sort()[0]!;
    return billingException('MISSING_DATA', input.utilityAccount.id, texts.rating.exceptions.missingData(meterId, missing.size, first), {
      meterId,
      date: first,
    });
  });
}

/** NO_RATE for reads no rate prices, NO_READS, NEGATIVE_READ, MISSING_DATA, ZERO_USAGE and HIGH_USAGE. */
export function usageExceptions(input: RatingInput, period: DateRange, feeds: UsageFeeds): BillingException[] {
  const accountId = input.utilityAccount.id;
  const raised: BillingException[] = feeds.unrated.map((r) =>
    billingException('NO_RATE', accountId, texts.rating.exceptions.noRateForRead(r.meterId, r.readDate), { ...r, date: r.readDate }),
  );
  for (const feed of feeds.schedules) {
    for (const gap of feed.gaps) {
      raised.push(
        billingException('NO_RATE', accountId, texts.rating.exceptions.noRateForDays(feed.schedule.invoiceDescription, gap.from, gap.to), {
          scheduleId: feed.schedule.id,
          date: gap.from,
        }),
      );
    }
  }
  const usageFeeds = feeds.schedules.filter((f) => !f.isSolar);
  for (const feed of usageFeeds) {
    if (feed.hasMeters && feed.reads === 0) {
      raised.push(
        billingException('NO_READS', accountId, texts.rating.exceptions.noReadsFor(feed.schedule.invoiceDescription), { scheduleId: feed.schedule.id }),
      );
    }
  }
  if (input.productType.isMetered && usageFeeds.length && !usageFeeds.some((f) => f.reads) && !feeds.unrated.length && !raised.length) {
    raised.push(billingException('NO_READS', accountId, texts.rating.exceptions.noReads));
  }

  const { usage } = feeds;
  for (const read of usage.negativeReads) {
    raised.push(
      billingException('NEGATIVE_READ', accountId, texts.rating.exceptions.negativeRead(read.meterId, String(read.quantity), read.readDate), {
        meterId: read.meterId,
        date: read.readDate,
      }),
    );
  }
  for (const day of input.intervalReads) {
    if (contains(period, day.readDate) && day.quantities.some((q) => q !== null && signOf(q) < 0)) {
      raised.push(
        billingException('NEGATIVE_READ', accountId, texts.rating.exceptions.negativeInterval(day.meterId, day.readDate), {
          meterId: day.meterId,
          date: day.readDate,
        }),
      );
    }
  }
  raised.push(...missingData(input, period));
  if (usage.reads && usage.zeroReads === usage.reads) raised.push(billingException('ZERO_USAGE', accountId, texts.rating.exceptions.zeroUsage(usage.reads)));
  usage.countHistory(input.previousReads);
  if (usage.historyReads) {
    const [now, before] = [meteredTotal(usage.periodTallies), meteredTotal(usage.historyTallies)];
    if (isHighUsage(now, before, period.days)) {
      const daily = (total: Scaled | Dec, days: number) => number(asDec(total).div(days).toDecimalPlaces(3));
      raised.push(
        billingException(
          'HIGH_USAGE',
          accountId,
          texts.rating.exceptions.highUsage(
            String(daily(now, period.days)),
            HIGH_USAGE_FACTOR,
            String(daily(before, HIGH_USAGE_HISTORY_DAYS)),
            HIGH_USAGE_HISTORY_DAYS,
          ),
        ),
      );
    }
  }
  return raised;
}

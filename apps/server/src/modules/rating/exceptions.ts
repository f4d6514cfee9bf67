import { texts } from '@wattle/contract';
/**
 * Billing exceptions the engine decides from its inputs (billing-rules §7): they hold the bill
 * for review but do not stop it being rated.
 */
import { dec, ExactSum, signOf, ZERO, type Dec } from './decimal';
import { classesById, meterTypesById } from './catalogues';
import { number } from './derivation-text';
import { contains, uncovered, type DateRange } from './period';
import type { UsageFeeds } from './usage-feeds';
import { SOLAR_PRICE_CLASS_CODE, type BillingException, type BillingExceptionCode, type MeterInput, type MeterReadInput, type RatingInput } from './types';

/** Days before the period whose reads HIGH_USAGE compares with. */
export const HIGH_USAGE_HISTORY_DAYS = 90;
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

/** Meters whose reads are usage (not solar export). */
function usageMeters(input: RatingInput): Map<number, MeterInput> {
  const classes = classesById(input.priceClasses);
  const meterTypes = meterTypesById(input.meterTypes);
  const meters = new Map<number, MeterInput>();
  for (const meter of input.meters) {
    const priceClassId = meter.meterTypeId === null ? null : meterTypes.get(meter.meterTypeId)?.priceClassId;
    if (priceClassId != null && classes.get(priceClassId)?.code === SOLAR_PRICE_CLASS_CODE) continue;
    meters.set(meter.id, meter);
  }
  return meters;
}

/** Σ quantity × multiplier of usage reads, exact: summed per meter, then multiplied. */
class UsageTotal {
  private readonly byMeter = new Map<number, ExactSum>();
  constructor(private readonly meters: Map<number, MeterInput>) {}

  add(read: MeterReadInput): void {
    let meterSum = this.byMeter.get(read.meterId);
    if (!meterSum) this.byMeter.set(read.meterId, (meterSum = new ExactSum()));
    meterSum.add(read.quantity);
  }

  get value(): Dec {
    let total = ZERO;
    for (const [meterId, meterSum] of this.byMeter) total = total.plus(meterSum.value.times(dec(this.meters.get(meterId)!.multiplier)));
    return total;
  }
}

/** NO_RATE for reads no rate prices, NO_READS, NEGATIVE_READ, ZERO_USAGE and HIGH_USAGE. */
export function usageExceptions(input: RatingInput, period: DateRange, feeds: UsageFeeds): BillingException[] {
  const accountId = input.utilityAccount.id;
  const raised: BillingException[] = feeds.unrated.map((r) =>
    billingException('NO_RATE', accountId, texts.rating.exceptions.noRateForRead(r.meterId, r.readDate), { ...r, date: r.readDate }),
  );
  for (const feed of feeds.schedules) {
    for (const gap of uncovered(
      period,
      feed.rates.map((r) => r.range),
    )) {
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
    if (feed.meterIds.size && feed.reads === 0) {
      raised.push(
        billingException('NO_READS', accountId, texts.rating.exceptions.noReadsFor(feed.schedule.invoiceDescription), { scheduleId: feed.schedule.id }),
      );
    }
  }
  if (input.productType.isMetered && usageFeeds.length && !usageFeeds.some((f) => f.reads) && !feeds.unrated.length && !raised.length) {
    raised.push(billingException('NO_READS', accountId, texts.rating.exceptions.noReads));
  }

  const meters = usageMeters(input);
  const usage = new UsageTotal(meters);
  let reads = 0;
  let zeroReads = 0;
  for (const read of input.reads) {
    if (!meters.has(read.meterId) || !contains(period, read.readDate)) continue;
    reads += 1;
    usage.add(read);
    const sign = signOf(read.quantity);
    if (sign === 0) zeroReads += 1;
    if (sign < 0) {
      raised.push(
        billingException('NEGATIVE_READ', accountId, texts.rating.exceptions.negativeRead(read.meterId, String(read.quantity), read.readDate), {
          meterId: read.meterId,
          date: read.readDate,
        }),
      );
    }
  }
  for (const day of input.intervalReads) {
    if (contains(period, day.readDate) && day.quantities.some((q) => signOf(q) < 0)) {
      raised.push(
        billingException('NEGATIVE_READ', accountId, texts.rating.exceptions.negativeInterval(day.meterId, day.readDate), {
          meterId: day.meterId,
          date: day.readDate,
        }),
      );
    }
  }
  if (reads && zeroReads === reads) raised.push(billingException('ZERO_USAGE', accountId, texts.rating.exceptions.zeroUsage(reads)));
  const history = new UsageTotal(meters);
  let historyReads = 0;
  for (const read of input.previousReads) {
    if (!meters.has(read.meterId)) continue;
    historyReads += 1;
    history.add(read);
  }
  if (historyReads) {
    const [now, before] = [usage.value, history.value];
    // now / d > 3 × before / 90, without dividing.
    if (now.times(HIGH_USAGE_HISTORY_DAYS).gt(before.times(HIGH_USAGE_FACTOR * period.days))) {
      const daily = (total: Dec, days: number) => number(total.div(days).toDecimalPlaces(3));
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

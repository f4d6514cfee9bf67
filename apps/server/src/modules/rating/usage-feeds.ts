/**
 * Which reads each usage schedule and rate prices (billing-rules §4 Which reads, Which rate,
 * Time of use): meters feed the schedule of their meter type's price class; an anytime interval
 * meter on a time-of-use plan is split by the timing profile; each read goes to the rate in force
 * on its read date.
 */
import { contains, overlap, type DateRange } from './period';
import { countInterval, countRead, newTally, type ReadTally } from './read-tally';
import { intervalClassifier, type IntervalClassifier } from './time-of-use';
import { SOLAR_PRICE_CLASS_CODE, type Day, type MeterInput, type MeterReadInput, type PriceClassInput, type RatingInput, type UsageRateInput, type UsageScheduleInput } from './types';

export interface RateFeed {
  rate: UsageRateInput;
  /** The days of the period the rate applies to. */
  range: DateRange;
  tallies: Map<number, ReadTally>;
}

export interface ScheduleFeed {
  schedule: UsageScheduleInput;
  priceClass: PriceClassInput | null;
  isSolar: boolean;
  rates: RateFeed[];
  /** Register meters routed to this schedule (NO_READS when none of them read). */
  meterIds: Set<number>;
  /** Reads (interval values) priced by this schedule. */
  reads: number;
}

/** A read (or an interval day's class share) no schedule or rate prices: NO_RATE. */
export interface UnratedRead {
  meterId: number;
  readDate: Day;
  scheduleId: number | null;
}

export interface UsageFeeds {
  schedules: ScheduleFeed[];
  unrated: UnratedRead[];
  /** Export meters of a plan without a SOLAR schedule: credited at the plan's solarRate. */
  unscheduledSolar: ReadTally[];
}

const isSolarClass = (c: PriceClassInput | undefined) => c?.code === SOLAR_PRICE_CLASS_CODE;
const isAnytimeClass = (c: PriceClassInput | undefined) => c !== undefined && c.categoryCode === null && !isSolarClass(c);

function scheduleFeed(schedule: UsageScheduleInput, classes: Map<number, PriceClassInput>, period: DateRange): ScheduleFeed {
  const priceClass = schedule.priceClassId === null ? null : (classes.get(schedule.priceClassId) ?? null);
  const rates: RateFeed[] = [];
  for (const rate of schedule.rates) {
    if (rate.isDeleted || !rate.isActive) continue;
    const range = overlap(period, rate.startDate, rate.endDate);
    if (range) rates.push({ rate, range, tallies: new Map() });
  }
  return { schedule, priceClass, isSolar: isSolarClass(priceClass ?? undefined), rates, meterIds: new Set(), reads: 0 };
}

function tallyOf(rateFeed: RateFeed, meter: MeterInput): ReadTally {
  let tally = rateFeed.tallies.get(meter.id);
  if (!tally) rateFeed.tallies.set(meter.id, (tally = newTally(meter)));
  return tally;
}

const rateOn = (feed: ScheduleFeed, day: Day) => feed.rates.find((r) => contains(r.range, day));

export function feedUsage(input: RatingInput, period: DateRange): UsageFeeds {
  const plan = input.pricePlan!;
  const classes = new Map(input.priceClasses.map((c) => [c.id, c]));
  const meterTypes = new Map(input.meterTypes.map((t) => [t.id, t]));
  const schedules = plan.usageSchedules.filter((s) => !s.isDeleted).map((s) => scheduleFeed(s, classes, period));
  const unrated: UnratedRead[] = [];
  const unscheduledSolar: ReadTally[] = [];

  /** The tally of the schedule's rate in force on the day, or null (NO_RATE) when there is none. */
  const tallyOn = (feed: ScheduleFeed | undefined, meter: MeterInput, day: Day): ReadTally | null => {
    const rateFeed = feed && rateOn(feed, day);
    if (!rateFeed) {
      unrated.push({ meterId: meter.id, readDate: day, scheduleId: feed?.schedule.id ?? null });
      return null;
    }
    feed.reads += 1;
    return tallyOf(rateFeed, meter);
  };

  let classify: IntervalClassifier | undefined;
  const classifier = () => {
    if (!classify) {
      const offPeak = schedules.find((f) => f.priceClass?.categoryCode === 'OFFPEAK')?.priceClass ?? input.priceClasses.find((c) => c.categoryCode === 'OFFPEAK');
      classify = intervalClassifier(plan.timingProfile!, offPeak?.id ?? null, input.utilityAccount.state, input.publicHolidays);
    }
    return classify;
  };
  const scheduleOfClass = (priceClassId: number | null) => schedules.find((f) => priceClassId !== null && f.schedule.priceClassId === priceClassId);

  const readsByMeter = new Map<number, MeterReadInput[]>();
  for (const read of input.reads) {
    if (!contains(period, read.readDate)) continue;
    const reads = readsByMeter.get(read.meterId);
    if (reads) reads.push(read);
    else readsByMeter.set(read.meterId, [read]);
  }
  for (const meter of input.meters) {
    const meterType = meter.meterTypeId === null ? undefined : meterTypes.get(meter.meterTypeId);
    const priceClass = meterType?.priceClassId == null ? undefined : classes.get(meterType.priceClassId);
    if (plan.isTimeOfUse && plan.timingProfile && meter.isInterval && isAnytimeClass(priceClass)) {
      for (const day of input.intervalReads) {
        if (day.meterId !== meter.id || !contains(period, day.readDate)) continue;
        day.quantities.forEach((quantity, i) => {
          const tally = tallyOn(scheduleOfClass(classifier()(day.readDate, i * day.intervalMinutes)), meter, day.readDate);
          if (tally) countInterval(tally, day.readDate, quantity);
        });
      }
      continue;
    }
    const feed = schedules.find(
      (f) => priceClass !== undefined && f.schedule.priceClassId === priceClass.id && (f.schedule.meterTypeId === null || f.schedule.meterTypeId === meter.meterTypeId),
    );
    const reads = readsByMeter.get(meter.id) ?? [];
    if (!feed && isSolarClass(priceClass)) {
      const tally = newTally(meter);
      for (const read of reads) countRead(tally, read.quantity, read.readType);
      unscheduledSolar.push(tally);
      continue;
    }
    feed?.meterIds.add(meter.id);
    for (const read of reads) {
      const tally = tallyOn(feed, meter, read.readDate);
      if (tally) countRead(tally, read.quantity, read.readType);
    }
  }
  return { schedules, unrated, unscheduledSolar };
}

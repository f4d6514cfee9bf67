/**
 * Which reads each usage schedule and rate prices (billing-rules §4 Which reads, Which rate,
 * Time of use): meters feed the schedule of their meter type's price class; an anytime interval
 * meter on a time-of-use plan is split by the timing profile; each read goes to the rate in force
 * on its read date.
 */
import { thousandths } from './decimal';
import { memoOn } from './memo';
import { contains, overlap, uncovered, type DateRange } from './period';
import { countInterval, countRead, newTally, type ReadTally } from './read-tally';
import { classesById, meterTypesById } from './catalogues';
import { intervalClassifier } from './time-of-use';
import { UsageReads } from './usage-reads';
import {
  SOLAR_PRICE_CLASS_CODE,
  type Day,
  type MeterInput,
  type PriceClassInput,
  type RatingInput,
  type UsageRateInput,
  type UsageScheduleInput,
} from './types';

export interface RateFeed {
  rate: UsageRateInput;
  /** The days of the period the rate applies to. */
  range: DateRange;
  /** One per meter, in the order the meters first read (most rates have one). */
  tallies: ReadTally[];
}

export interface ScheduleFeed {
  schedule: UsageScheduleInput;
  priceClass: PriceClassInput | null;
  isSolar: boolean;
  rates: RateFeed[];
  /** Register meters are routed to this schedule (NO_READS when none of them read). */
  hasMeters: boolean;
  /** Reads (interval values) priced by this schedule. */
  reads: number;
  /** Days of the period no rate of the schedule covers (NO_RATE). */
  gaps: DateRange[];
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
  /** The period's reads of usage (not export) meters, for the billing exceptions. */
  usage: UsageReads;
}

const isSolarClass = (c: PriceClassInput | undefined) => c?.code === SOLAR_PRICE_CLASS_CODE;
const isAnytimeClass = (c: PriceClassInput | undefined) => c !== undefined && c.categoryCode === null && !isSolarClass(c);

interface ScheduleDays {
  rates: { rate: UsageRateInput; range: DateRange }[];
  gaps: DateRange[];
}

const scheduleDays = new WeakMap<UsageScheduleInput, Map<string, ScheduleDays>>();

/** The days each rate of the schedule applies in the period, and the days none does: the same for every account billed alike. */
function daysOf(schedule: UsageScheduleInput, period: DateRange): ScheduleDays {
  return memoOn(scheduleDays, schedule, `${period.from}/${period.to}`, () => {
    const rates: ScheduleDays['rates'] = [];
    for (const rate of schedule.rates) {
      if (rate.isDeleted || !rate.isActive) continue;
      const range = overlap(period, rate.startDate, rate.endDate);
      if (range) rates.push({ rate, range });
    }
    return {
      rates,
      gaps: uncovered(
        period,
        rates.map((r) => r.range),
      ),
    };
  });
}

function scheduleFeed(schedule: UsageScheduleInput, classes: Map<number, PriceClassInput>, period: DateRange): ScheduleFeed {
  const priceClass = schedule.priceClassId === null ? null : (classes.get(schedule.priceClassId) ?? null);
  const { rates, gaps } = daysOf(schedule, period);
  return {
    schedule,
    priceClass,
    isSolar: isSolarClass(priceClass ?? undefined),
    rates: rates.map(({ rate, range }) => ({ rate, range, tallies: [] })),
    hasMeters: false,
    reads: 0,
    gaps,
  };
}

function tallyOf(rateFeed: RateFeed, meter: MeterInput): ReadTally {
  const { tallies } = rateFeed;
  for (let i = 0; i < tallies.length; i++) if (tallies[i]!.meter.id === meter.id) return tallies[i]!;
  const tally = newTally(meter);
  tallies.push(tally);
  return tally;
}

const rateOn = (feed: ScheduleFeed, day: Day) => feed.rates.find((r) => contains(r.range, day));

/**
 * Where one meter's reads go: a schedule (or none: NO_RATE), the plan's solarRate, or the timing
 * profile's split; and, for a usage meter, its tally of the period's reads no rate holds (exceptions).
 */
type Route = (
  | { kind: 'schedule'; meter: MeterInput; feed: ScheduleFeed | undefined; last: RateFeed | undefined; tally: ReadTally | null }
  | { kind: 'solar'; tally: ReadTally }
  | { kind: 'split'; meter: MeterInput }
) & { usage: ReadTally | null };

export function feedUsage(input: RatingInput, period: DateRange): UsageFeeds {
  const plan = input.pricePlan!;
  const classes = classesById(input.priceClasses);
  const meterTypes = meterTypesById(input.meterTypes);
  const schedules = plan.usageSchedules.filter((s) => !s.isDeleted).map((s) => scheduleFeed(s, classes, period));
  const unrated: UnratedRead[] = [];
  const unscheduledSolar: ReadTally[] = [];
  const usage = new UsageReads();

  /** The tally of the schedule's rate in force on the day, or null (NO_RATE) when there is none. */
  const tallyOn = (feed: ScheduleFeed | undefined, rateFeed: RateFeed | undefined, meter: MeterInput, day: Day): ReadTally | null => {
    if (!feed || !rateFeed) {
      // An interval day can leave many intervals of one class unpriced: one NO_RATE for them.
      const last = unrated.at(-1);
      const scheduleId = feed?.schedule.id ?? null;
      if (last?.meterId !== meter.id || last.readDate !== day || last.scheduleId !== scheduleId) unrated.push({ meterId: meter.id, readDate: day, scheduleId });
      return null;
    }
    feed.reads += 1;
    return tallyOf(rateFeed, meter);
  };

  const routes = new Map<number, Route>();
  for (const meter of input.meters) {
    const meterType = meter.meterTypeId === null ? undefined : meterTypes.get(meter.meterTypeId);
    const priceClass = meterType?.priceClassId == null ? undefined : classes.get(meterType.priceClassId);
    const usageTally = isSolarClass(priceClass) ? null : usage.addMeter(meter);
    if (plan.isTimeOfUse && plan.timingProfile && meter.isInterval && isAnytimeClass(priceClass)) {
      routes.set(meter.id, { kind: 'split', meter, usage: usageTally });
      continue;
    }
    const feed = schedules.find(
      (f) =>
        priceClass !== undefined &&
        f.schedule.priceClassId === priceClass.id &&
        (f.schedule.meterTypeId === null || f.schedule.meterTypeId === meter.meterTypeId),
    );
    if (!feed && isSolarClass(priceClass)) {
      const tally = newTally(meter);
      unscheduledSolar.push(tally);
      routes.set(meter.id, { kind: 'solar', tally, usage: usageTally });
      continue;
    }
    if (feed) feed.hasMeters = true;
    routes.set(meter.id, { kind: 'schedule', meter, feed, last: undefined, tally: null, usage: usageTally });
  }

  let meterId = NaN;
  let route: Route | undefined;
  const { reads } = input;
  // An indexed loop: for-of here allocates an iterator result per read in V8's optimised code.
  for (let i = 0; i < reads.length; i++) {
    const read = reads[i]!;
    const day = read.readDate;
    // Reads come grouped by meter and mostly in date order: the previous read's route, rate and tally usually serve this one.
    if (read.meterId !== meterId) route = routes.get((meterId = read.meterId));
    if (!route) continue;
    const sameRate = route.kind === 'schedule' && route.last !== undefined && day >= route.last.range.from && day <= route.last.range.to;
    if (!sameRate && (day < period.from || day > period.to)) continue;
    const units = thousandths(read.quantity);
    if (route.usage) usage.count(read, units);
    if (route.kind === 'schedule') {
      if (!sameRate) {
        route.last = route.feed && rateOn(route.feed, day);
        route.tally = route.last ? tallyOf(route.last, route.meter) : null;
      }
      if (route.tally) {
        route.feed!.reads += 1;
        countRead(route.tally, units, read.quantity, read.readType);
        continue;
      }
      tallyOn(route.feed, undefined, route.meter, day);
    } else if (route.kind === 'solar') {
      countRead(route.tally, units, read.quantity, read.readType);
      continue;
    }
    // A usage read no rate's tally holds still counts for the exceptions.
    route.usage?.total.addRead(units, read.quantity);
  }
  // The register reads the rates hold (interval meters' tallies hold intervals only, not usage here).
  for (const feed of schedules) {
    for (const rateFeed of feed.rates) {
      for (const tally of rateFeed.tallies) {
        const route = routes.get(tally.meter.id);
        if (route?.kind === 'schedule' && route.usage) usage.periodTallies.push(tally);
      }
    }
  }

  if (input.intervalReads.length && plan.timingProfile) {
    const offPeak = schedules.find((f) => f.priceClass?.categoryCode === 'OFFPEAK')?.priceClass ?? input.priceClasses.find((c) => c.categoryCode === 'OFFPEAK');
    const classify = intervalClassifier(plan.timingProfile, offPeak?.id ?? null, input.utilityAccount.state, input.publicHolidays);
    const scheduleOfClass = (priceClassId: number | null) => schedules.find((f) => priceClassId !== null && f.schedule.priceClassId === priceClassId);
    for (const day of input.intervalReads) {
      const route = routes.get(day.meterId);
      if (route?.kind !== 'split' || !contains(period, day.readDate)) continue;
      day.quantities.forEach((quantity, i) => {
        const feed = scheduleOfClass(classify(day.readDate, i * day.intervalMinutes));
        const tally = tallyOn(feed, feed && rateOn(feed, day.readDate), route.meter, day.readDate);
        if (tally) countInterval(tally, day.readDate, quantity);
      });
    }
  }
  return { schedules, unrated, unscheduledSolar, usage };
}

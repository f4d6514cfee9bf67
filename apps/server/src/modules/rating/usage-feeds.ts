/**
 * Which reads each usage schedule and rate prices (billing-rules §4 Which reads, Which rate,
 * Time of use): meters feed the schedule of their meter type's price class; an anytime interval
 * meter on a time-of-use plan is split by the timing profile on the days it has interval data;
 * each read goes to the rate in force on its read date. An interval meter's day has one source
 * (§4 Interval meters, `day-sources.ts`).
 */
import { daySources } from './day-sources';
import { thousandths } from './decimal';
import { contains, type DateRange } from './period';
import type { PlanPeriod, RateDays, ScheduleDays } from './plan-period';
import { countInterval, countRead, newTally, type ReadTally } from './read-tally';
import { classesById, meterTypesById } from './catalogues';
import { intervalClassifier } from './time-of-use';
import { UsageReads } from './usage-reads';
import { SOLAR_PRICE_CLASS_CODE, type Day, type MeterInput, type PriceClassInput, type RatingInput, type UsageScheduleInput } from './types';

interface RateFeed {
  /** The rate, its days in the period and what else the plan period worked out for it. */
  days: RateDays;
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
interface UnratedRead {
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

const NO_TALLIES: ReadTally[] = [];

function scheduleFeed(days: ScheduleDays, classes: Map<number, PriceClassInput>): ScheduleFeed {
  const { schedule } = days;
  const priceClass = schedule.priceClassId === null ? null : (classes.get(schedule.priceClassId) ?? null);
  // map, not push: arrays made to size (a first push makes room for 17).
  const rates = days.rates.map((rateDays): RateFeed => ({ days: rateDays, tallies: NO_TALLIES }));
  return { schedule, priceClass, isSolar: isSolarClass(priceClass ?? undefined), rates, hasMeters: false, reads: 0, gaps: days.gaps };
}

function tallyOf(rateFeed: RateFeed, meter: MeterInput): ReadTally {
  const { tallies } = rateFeed;
  for (let i = 0; i < tallies.length; i++) if (tallies[i]!.meter.id === meter.id) return tallies[i]!;
  const tally = newTally(meter);
  // Most rates read one meter: an array of one, not room for 17; the shared empty array is never pushed to.
  if (tallies.length) tallies.push(tally);
  else rateFeed.tallies = [tally];
  return tally;
}

function rateOn(feed: ScheduleFeed, day: Day): RateFeed | undefined {
  for (let i = 0; i < feed.rates.length; i++) if (contains(feed.rates[i]!.days.range, day)) return feed.rates[i];
  return undefined;
}

/** The tally of the schedule's rate in force on the day, or null (NO_RATE, noted in `unrated`) when there is none. */
function tallyOn(unrated: UnratedRead[], feed: ScheduleFeed | undefined, rateFeed: RateFeed | undefined, meter: MeterInput, day: Day): ReadTally | null {
  if (!feed || !rateFeed) {
    // An interval day can leave many intervals of one class unpriced: one NO_RATE for them.
    const last = unrated.at(-1);
    const scheduleId = feed?.schedule.id ?? null;
    if (last?.meterId !== meter.id || last.readDate !== day || last.scheduleId !== scheduleId) unrated.push({ meterId: meter.id, readDate: day, scheduleId });
    return null;
  }
  feed.reads += 1;
  return tallyOf(rateFeed, meter);
}

/**
 * Where one meter's reads go: a schedule (or none: NO_RATE), the plan's solarRate, or the timing
 * profile's split; and, for a usage meter, its tally of the period's reads no rate holds (exceptions).
 */
interface MeterRoute {
  meterId: number;
  usage: ReadTally | null;
}
interface ScheduleRoute extends MeterRoute {
  kind: 'schedule';
  meter: MeterInput;
  feed: ScheduleFeed | undefined;
  last: RateFeed | undefined;
  tally: ReadTally | null;
}
/** A split meter's days without interval data are rated from their daily reads (`daily`), as a register of its class. */
type Route = ScheduleRoute | (MeterRoute & { kind: 'solar'; tally: ReadTally }) | (MeterRoute & { kind: 'split'; meter: MeterInput; daily: ScheduleRoute });

/** The first schedule of the meter's price class that takes its meter type. */
function scheduleOfMeter(schedules: ScheduleFeed[], priceClass: PriceClassInput, meter: MeterInput): ScheduleFeed | undefined {
  for (const f of schedules) {
    if (f.schedule.priceClassId === priceClass.id && (f.schedule.meterTypeId === null || f.schedule.meterTypeId === meter.meterTypeId)) return f;
  }
  return undefined;
}

/** A utility account has a few meters: searching an array beats building a map (the last route of a meter id wins, as in a map). */
function routeOf(routes: Route[], meterId: number): Route | undefined {
  for (let i = routes.length - 1; i >= 0; i--) if (routes[i]!.meterId === meterId) return routes[i];
  return undefined;
}

export function feedUsage(input: RatingInput, period: DateRange, planPeriod: PlanPeriod): UsageFeeds {
  const plan = input.pricePlan!;
  const classes = classesById(input.priceClasses);
  const meterTypes = meterTypesById(input.meterTypes);
  const schedules = planPeriod.usageSchedules.map((days) => scheduleFeed(days, classes));
  const unrated: UnratedRead[] = [];
  const unscheduledSolar: ReadTally[] = [];
  const usage = new UsageReads();

  const routes: Route[] = [];
  for (const meter of input.meters) {
    const meterType = meter.meterTypeId === null ? undefined : meterTypes.get(meter.meterTypeId);
    const priceClass = meterType?.priceClassId == null ? undefined : classes.get(meterType.priceClassId);
    const usageTally = isSolarClass(priceClass) ? null : usage.addMeter(meter);
    const feed = priceClass && scheduleOfMeter(schedules, priceClass, meter);
    if (plan.isTimeOfUse && plan.timingProfile && meter.isInterval && isAnytimeClass(priceClass)) {
      const daily: ScheduleRoute = { kind: 'schedule', meter, feed, last: undefined, tally: null, meterId: meter.id, usage: usageTally };
      routes.push({ kind: 'split', meter, daily, meterId: meter.id, usage: usageTally });
      continue;
    }
    if (!feed && isSolarClass(priceClass)) {
      const tally = newTally(meter);
      unscheduledSolar.push(tally);
      routes.push({ kind: 'solar', tally, meterId: meter.id, usage: usageTally });
      continue;
    }
    if (feed) feed.hasMeters = true;
    routes.push({ kind: 'schedule', meter, feed, last: undefined, tally: null, meterId: meter.id, usage: usageTally });
  }

  let meterId = NaN;
  let meterRoute: Route | undefined;
  const { reads, hasIntervals } = daySources(input.meters, input.reads, input.intervalReads);
  // An indexed loop: for-of here allocates an iterator result per read in V8's optimised code.
  for (let i = 0; i < reads.length; i++) {
    const read = reads[i]!;
    const day = read.readDate;
    // Reads come grouped by meter and mostly in date order: the previous read's route, rate and tally usually serve this one.
    if (read.meterId !== meterId) meterRoute = routeOf(routes, (meterId = read.meterId));
    if (!meterRoute) continue;
    // A split meter's interval day is priced from its intervals below; its daily quantity (their sum) counts for the exceptions.
    const route = meterRoute.kind === 'split' && !hasIntervals(meterId, day) ? meterRoute.daily : meterRoute;
    const sameRate = route.kind === 'schedule' && route.last !== undefined && day >= route.last.days.range.from && day <= route.last.days.range.to;
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
      tallyOn(unrated, route.feed, undefined, route.meter, day);
    } else if (route.kind === 'solar') {
      countRead(route.tally, units, read.quantity, read.readType);
      continue;
    }
    // A usage read no rate's tally holds still counts for the exceptions.
    route.usage?.total.addRead(units, read.quantity);
  }
  // The register reads the rates hold (a split meter's interval tallies hold intervals only, not usage here).
  for (const feed of schedules) {
    for (const rateFeed of feed.rates) {
      for (const tally of rateFeed.tallies) {
        const meterRoute = routeOf(routes, tally.meter.id);
        const route = meterRoute?.kind === 'split' && meterRoute.daily.feed === feed ? meterRoute.daily : meterRoute;
        if (route?.kind === 'schedule' && route.usage) usage.periodTallies.push(tally);
      }
    }
  }

  if (input.intervalReads.length && plan.timingProfile) {
    const offPeak = schedules.find((f) => f.priceClass?.categoryCode === 'OFFPEAK')?.priceClass ?? input.priceClasses.find((c) => c.categoryCode === 'OFFPEAK');
    const classify = intervalClassifier(plan.timingProfile, offPeak?.id ?? null, input.utilityAccount.state, input.publicHolidays);
    const scheduleOfClass = (priceClassId: number | null) => schedules.find((f) => priceClassId !== null && f.schedule.priceClassId === priceClassId);
    for (const day of input.intervalReads) {
      const route = routeOf(routes, day.meterId);
      if (route?.kind !== 'split' || !contains(period, day.readDate)) continue;
      day.quantities.forEach((quantity, i) => {
        if (quantity === null) return;
        const feed = scheduleOfClass(classify(day.readDate, i * day.intervalMinutes));
        const tally = tallyOn(unrated, feed, feed && rateOn(feed, day.readDate), route.meter, day.readDate);
        if (tally) countInterval(tally, day.readDate, quantity, day.qualities ? day.qualities[i] !== 'A' : false);
      });
    }
  }
  return { schedules, unrated, unscheduledSolar, usage };
}

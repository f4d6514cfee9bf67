import { pricePlan as texts } from '../texts/pricePlan';
import type { PricePlanInput, RateStep } from './pricePlan';

/**
 * The price plan rules of spec 3 §4–§5.1 and billing-rules §3, written once: the editor dialog
 * checks a plan with them before saving and the server refuses a plan they find fault with.
 * Each issue names its field as a dotted path (`variableCharges.0.rates.1.steps.0.bandStart`).
 */
export const PRICE_PLAN_LIMITS = {
  codeLength: 20,
  minSteps: 1,
  maxSteps: 5,
  bandIncrement: 1000,
  precision: 18,
  unitRatePlaces: 7,
  /** What the rate grid lets a user type (spec 3 §5.1: "4 places (fixed, per day)"). */
  minimumChargePlaces: 4,
  /**
   * The price change dialog's places, and so the most a saved rate may hold: a rate made by a
   * price change keeps its 6 places through every later save of the plan.
   */
  priceChangeMinimumChargePlaces: 6,
  bandStartPlaces: 3,
} as const;

/** Product types whose schedules need a line item code (spec 3 §5.1). */
export const LINE_ITEM_PRODUCT_TYPES = ['ISP', 'TELCO'];

/** Time of use is for power only (spec 3 §2.6): the editor offers it for power plans, the server refuses it on others. */
export const timeOfUseAllowed = (productTypeCode: string | null | undefined) => productTypeCode === 'POWER';

export interface PricePlanIssue {
  path: string;
  message: string;
}

const DECIMAL = /^-?(\d+)(?:\.(\d+))?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const blank = (value: string | null | undefined) => value == null || value.trim() === '';
/** A number select counts as filled if above -1. */
const unselected = (value: number | null | undefined) => value == null || value <= -1;

export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The day before an ISO day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The problem with a decimal text of at most `places` decimal places and 18 digits, or null. */
export function decimalProblem(value: string | null | undefined, places: number, required = true): string | null {
  if (blank(value)) return required ? texts.required : null;
  const match = DECIMAL.exec(value!.trim());
  if (!match) return texts.notADecimal;
  const fraction = match[2] ?? '';
  if (fraction.length > places) return texts.maxPlaces(places);
  if (match[1]!.replace(/^0+/, '').length + fraction.length > PRICE_PLAN_LIMITS.precision) return texts.maxDigits(PRICE_PLAN_LIMITS.precision);
  return null;
}

class Issues {
  readonly list: PricePlanIssue[] = [];
  add(path: string, message: string | null) {
    if (message) this.list.push({ path, message });
  }
}

/** Steps 1–5 numbered in order, the first starting at band 0, band starts ascending, each with a unit rate. */
export function stepIssues(steps: readonly RateStep[], path: string): PricePlanIssue[] {
  const issues = new Issues();
  if (steps.length < PRICE_PLAN_LIMITS.minSteps || steps.length > PRICE_PLAN_LIMITS.maxSteps) {
    issues.add(path, texts.stepCount(PRICE_PLAN_LIMITS.minSteps, PRICE_PLAN_LIMITS.maxSteps));
  }
  steps.forEach((step, i) => {
    const at = `${path}.${i}`;
    if (step.stepNumber !== i + 1) issues.add(`${at}.stepNumber`, texts.stepNumbers);
    issues.add(`${at}.unitRate`, decimalProblem(step.unitRate, PRICE_PLAN_LIMITS.unitRatePlaces));
    const bandProblem = decimalProblem(step.bandStart, PRICE_PLAN_LIMITS.bandStartPlaces);
    if (bandProblem) {
      issues.add(`${at}.bandStart`, bandProblem);
      return;
    }
    if (i === 0 && Number(step.bandStart) !== 0) issues.add(`${at}.bandStart`, texts.firstBandStart);
    const previous = steps[i - 1];
    if (i > 0 && previous && !decimalProblem(previous.bandStart, PRICE_PLAN_LIMITS.bandStartPlaces) && Number(step.bandStart) <= Number(previous.bandStart)) {
      issues.add(`${at}.bandStart`, texts.bandStartsAscending);
    }
  });
  return issues.list;
}

interface DatedRate {
  startDate: string;
  endDate?: string | null;
  isDeleted?: boolean;
}

/** billing-rules §3: the live rates of one schedule never overlap (a null end date is open-ended). */
export function rateOverlapIssues(rates: readonly DatedRate[], path: string): PricePlanIssue[] {
  const live = rates.map((rate, index) => ({ rate, index })).filter(({ rate }) => !rate.isDeleted && isIsoDay(rate.startDate));
  const issues = new Issues();
  for (const { rate, index } of live) {
    if (rate.endDate && isIsoDay(rate.endDate) && rate.endDate < rate.startDate) issues.add(`${path}.${index}.endDate`, texts.endBeforeStart);
  }
  const sorted = [...live].sort((a, b) => a.rate.startDate.localeCompare(b.rate.startDate));
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1]!.rate;
    if (!before.endDate || before.endDate >= sorted[i]!.rate.startDate) issues.add(`${path}.${sorted[i]!.index}.startDate`, texts.ratesOverlap);
  }
  return issues.list;
}

function rateIssues(rate: DatedRate & { minimumCharge?: string | null }, at: string, issues: Issues) {
  issues.add(`${at}.startDate`, blank(rate.startDate) ? texts.required : isIsoDay(rate.startDate) ? null : texts.notADate);
  if (rate.endDate != null && rate.endDate !== '' && !isIsoDay(rate.endDate)) issues.add(`${at}.endDate`, texts.notADate);
  issues.add(`${at}.minimumCharge`, decimalProblem(rate.minimumCharge, PRICE_PLAN_LIMITS.priceChangeMinimumChargePlaces, false));
}

export interface PricePlanContext {
  /** The plan's product type code (the server looks it up; the dialog knows it). */
  productTypeCode: string | null;
}

/**
 * Every rule of spec 3 §5.1 on a whole plan: an empty list means it may be saved. Deleted schedules
 * and rates are not checked, except that they leave the overlap check.
 */
export function pricePlanIssues(plan: PricePlanInput, context: PricePlanContext): PricePlanIssue[] {
  const issues = new Issues();
  issues.add(
    'code',
    blank(plan.code) ? texts.required : plan.code.trim().length > PRICE_PLAN_LIMITS.codeLength ? texts.maxLength(PRICE_PLAN_LIMITS.codeLength) : null,
  );
  if (blank(plan.description)) issues.add('description', texts.required);
  if (unselected(plan.productTypeId)) issues.add('productTypeId', texts.required);
  if (blank(plan.networkCode)) issues.add('networkCode', texts.required);
  issues.add('startDate', blank(plan.startDate) ? texts.required : isIsoDay(plan.startDate) ? null : texts.notADate);

  const fixedCharges = plan.fixedCharges ?? [];
  const variableCharges = plan.variableCharges ?? [];
  // Create mode's basic rate entry stands in for schedules not given yet.
  const isNew = plan.id < 0;
  if (isNew && fixedCharges.length === 0) issues.add('fixedRate', decimalProblem(plan.fixedRate, PRICE_PLAN_LIMITS.unitRatePlaces));
  if (isNew && variableCharges.length === 0) {
    issues.add('usageRate', decimalProblem(plan.usageRate, PRICE_PLAN_LIMITS.unitRatePlaces));
    const timed = !unselected(plan.meterTimingProfileId);
    issues.add('offPeakRate', decimalProblem(plan.offPeakRate, PRICE_PLAN_LIMITS.unitRatePlaces, timed));
    issues.add('shoulderRate', decimalProblem(plan.shoulderRate, PRICE_PLAN_LIMITS.unitRatePlaces, timed));
    issues.add('solarRate', decimalProblem(plan.solarRate, PRICE_PLAN_LIMITS.unitRatePlaces, false));
  }

  if (context.productTypeCode !== null && !timeOfUseAllowed(context.productTypeCode)) {
    if (plan.isTimeOfUse) issues.add('isTimeOfUse', texts.timeOfUsePowerOnly);
    if (!blank(plan.offPeakRate)) issues.add('offPeakRate', texts.timeOfUsePowerOnly);
    if (!blank(plan.shoulderRate)) issues.add('shoulderRate', texts.timeOfUsePowerOnly);
    if (!unselected(plan.meterTimingProfileId)) issues.add('meterTimingProfileId', texts.timeOfUsePowerOnly);
    variableCharges.forEach((schedule, s) => {
      if (!schedule.isDeleted && !unselected(schedule.meterTimingProfileId)) issues.add(`variableCharges.${s}.meterTimingProfileId`, texts.timeOfUsePowerOnly);
    });
  }

  const needsLineItem = LINE_ITEM_PRODUCT_TYPES.includes(context.productTypeCode ?? '');
  const scheduleIssues = (schedule: (typeof fixedCharges)[number] | (typeof variableCharges)[number], at: string) => {
    if (blank(schedule.invoiceDescription)) issues.add(`${at}.invoiceDescription`, texts.required);
    if (unselected(schedule.scheduleTypeId)) issues.add(`${at}.scheduleTypeId`, texts.required);
    if (unselected(schedule.itemCategory)) issues.add(`${at}.itemCategory`, texts.required);
    if (needsLineItem && blank(schedule.lineItemCode)) issues.add(`${at}.lineItemCode`, texts.required);
  };

  fixedCharges.forEach((schedule, s) => {
    if (schedule.isDeleted) return;
    const at = `fixedCharges.${s}`;
    scheduleIssues(schedule, at);
    schedule.rates.forEach((rate, r) => {
      if (rate.isDeleted) return;
      rateIssues(rate, `${at}.rates.${r}`, issues);
      issues.add(`${at}.rates.${r}.unitRate`, decimalProblem(rate.unitRate, PRICE_PLAN_LIMITS.unitRatePlaces));
    });
    issues.list.push(...rateOverlapIssues(schedule.rates, `${at}.rates`));
  });

  const classes = new Set<number>();
  variableCharges.forEach((schedule, s) => {
    if (schedule.isDeleted) return;
    const at = `variableCharges.${s}`;
    scheduleIssues(schedule, at);
    if (!unselected(schedule.priceClassId)) {
      if (classes.has(schedule.priceClassId!)) issues.add(`${at}.priceClassId`, texts.oneUsageSchedulePerPriceClass);
      classes.add(schedule.priceClassId!);
    }
    schedule.rates.forEach((rate, r) => {
      if (rate.isDeleted) return;
      rateIssues(rate, `${at}.rates.${r}`, issues);
      issues.list.push(...stepIssues(rate.steps, `${at}.rates.${r}.steps`));
    });
    issues.list.push(...rateOverlapIssues(schedule.rates, `${at}.rates`));
  });
  return issues.list;
}

/** The texts of issues as the API's 400 envelope carries them: `field: problem`. */
export const issueMessages = (issues: readonly PricePlanIssue[]) => issues.map((i) => `${i.path}: ${i.message}`);

export interface PriceChange {
  startDate: string;
  minimumCharge?: string | null;
  unitRate?: string | null;
}

/** Spec 3 §5.1: a fixed price change needs start date, minimum charge and unit rate; a usage one only a start date. */
export function priceChangeIssues(kind: 'fixed' | 'usage', change: PriceChange): PricePlanIssue[] {
  const issues = new Issues();
  issues.add('startDate', blank(change.startDate) ? texts.required : isIsoDay(change.startDate) ? null : texts.notADate);
  if (kind === 'fixed') {
    issues.add('minimumCharge', decimalProblem(change.minimumCharge, PRICE_PLAN_LIMITS.priceChangeMinimumChargePlaces));
    issues.add('unitRate', decimalProblem(change.unitRate, PRICE_PLAN_LIMITS.unitRatePlaces));
  }
  return issues.list;
}

/**
 * Spec 3 §4 Price change: the rate it starts from is the latest open-ended rate (highest id), else
 * the latest rate; that rate then ends the day before the new start date.
 */
export function priceChangeBase<R extends { id: number; startDate: string; endDate?: string | null; isDeleted?: boolean }>(rates: readonly R[]): R | undefined {
  const live = rates.filter((r) => !r.isDeleted);
  const openEnded = live.filter((r) => !r.endDate).sort((a, b) => b.id - a.id)[0];
  return openEnded ?? [...live].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)[0];
}

/** The rates after a price change: the base rate ends the day before, the new rate (id `newId`) follows it. */
export function applyPriceChange<R extends { id: number; startDate: string; endDate?: string | null; isDeleted?: boolean; isDirty?: boolean }>(
  rates: readonly R[],
  newRate: Omit<R, 'id' | 'startDate'>,
  startDate: string,
  newId: number,
): R[] {
  const base = priceChangeBase(rates);
  const ended = rates.map((r) => (r === base ? { ...r, endDate: dayBefore(startDate), isDirty: true } : r));
  return [...ended, { ...newRate, id: newId, startDate, endDate: null, isDirty: true } as unknown as R];
}

/** Spec 3 §4: a new step starts 1000 above the last; a rate has at most 5. */
export function addStep(steps: readonly RateStep[]): RateStep[] {
  const last = steps[steps.length - 1];
  if (steps.length >= PRICE_PLAN_LIMITS.maxSteps) return [...steps];
  if (!last) return [{ stepNumber: 1, bandStart: '0', unitRate: '' }];
  return [...steps, { stepNumber: last.stepNumber + 1, bandStart: String(Number(last.bandStart) + PRICE_PLAN_LIMITS.bandIncrement), unitRate: '' }];
}

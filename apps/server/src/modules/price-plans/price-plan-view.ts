import type { FixedCharge, PricePlan, VariableCharge } from '@wattle/contract';
import type { PlanRow, ScheduleRows } from './price-plans.repository';

/** What the plan's view depends on besides its rows. */
export interface RateClock {
  /** The business day (YYYY-MM-DD): a rate starting after it is a future rate. */
  today: string;
  /** The last day billed on the plan (isInUse: a rate starting on or before it). */
  lastBilled: string | null;
}

/** Decimal texts as the API gives them: numeric's trailing zeros dropped beyond `keep` places. */
function decimalText(value: string, keep = 2): string {
  if (!value.includes('.')) return value;
  const [whole, fraction] = value.split('.') as [string, string];
  const trimmed = fraction.replace(/0+$/, '').padEnd(keep, '0');
  return trimmed ? `${whole}.${trimmed}` : whole;
}

export const isRateInUse = (startDate: string, clock: RateClock) => clock.lastBilled !== null && startDate <= clock.lastBilled;

/** A rate shown without ?allRates: not deleted, and not ended before today. */
const shown = (rate: { isDeleted: boolean; endDate: string | null }, clock: RateClock, allRates: boolean) =>
  !rate.isDeleted && (allRates || rate.endDate === null || rate.endDate >= clock.today);

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The plan as spec 3 §3 describes it, from its rows. */
export function toPricePlan(row: PlanRow, rows: ScheduleRows, clock: RateClock, allRates: boolean): PricePlan {
  const { plan } = row;
  const stepsByRate = groupBy(rows.steps, (s) => s.usageRateId);
  const fixedRatesBySchedule = groupBy(rows.fixedRates, (r) => r.fixedScheduleId);
  const usageRatesBySchedule = groupBy(rows.usageRates, (r) => r.usageScheduleId);
  const rateFlags = (rate: { startDate: string; isActive: boolean; isDeleted: boolean }) => ({
    isInUse: isRateInUse(rate.startDate, clock),
    isFutureRate: rate.startDate > clock.today,
    isDirty: false,
    isDeleted: rate.isDeleted,
    isActive: rate.isActive,
  });
  /** What fixed and usage schedules share. */
  const scheduleFields = (
    s: {
      id: number;
      invoiceDescription: string;
      invoiceGrouping: string | null;
      scheduleTypeId: number;
      glAccountId: number | null;
      itemCategoryId: number | null;
      lineItemCode: string | null;
    },
    rates: { startDate: string; isDeleted: boolean }[],
  ) => ({
    id: s.id,
    invoiceDescription: s.invoiceDescription,
    invoiceGrouping: s.invoiceGrouping,
    scheduleTypeId: s.scheduleTypeId,
    arAccountId: s.glAccountId,
    itemCategory: s.itemCategoryId,
    lineItemCode: s.lineItemCode,
    canDelete: !rates.some((r) => !r.isDeleted && isRateInUse(r.startDate, clock)),
    isDeleted: false,
  });

  const fixedCharges: FixedCharge[] = rows.fixed.map((s) => {
    const rates = fixedRatesBySchedule.get(s.id) ?? [];
    return {
      ...scheduleFields(s, rates),
      rates: rates
        .filter((r) => shown(r, clock, allRates))
        .map((r) => ({
          id: r.id,
          fixedChargeId: s.id,
          invoiceDescription: r.invoiceDescription,
          startDate: r.startDate,
          endDate: r.endDate,
          minimumCharge: decimalText(r.minimumCharge),
          unitRate: decimalText(r.unitRate),
          ...rateFlags(r),
        })),
    };
  });

  const variableCharges: VariableCharge[] = rows.usage.map(({ schedule: s, timingProfileDescription }) => {
    const rates = usageRatesBySchedule.get(s.id) ?? [];
    return {
      ...scheduleFields(s, rates),
      priceClassId: s.priceClassId,
      meterTypeId: s.meterTypeId,
      multiRate: s.multiRate,
      defaultPlan: s.defaultPlan,
      meterTypeTou: s.meterTypeTou,
      timingProfileDescription,
      meterTimingProfileId: s.meterTimingProfileId,
      rates: rates
        .filter((r) => shown(r, clock, allRates))
        .map((r) => ({
          id: r.id,
          variableChargeId: s.id,
          invoiceDescription: r.invoiceDescription,
          startDate: r.startDate,
          endDate: r.endDate,
          minimumCharge: decimalText(r.minimumCharge),
          minimumChargePerDay: r.minimumChargePerDay,
          ...rateFlags(r),
          steps: (stepsByRate.get(r.id) ?? []).map((step) => ({
            stepNumber: step.stepNumber,
            bandStart: decimalText(step.bandStart, 0),
            unitRate: decimalText(step.unitRate),
          })),
        })),
    };
  });

  return {
    id: plan.id,
    code: plan.code,
    description: plan.description,
    productTypeId: plan.productTypeId,
    productTypeCode: row.productTypeCode,
    productSubTypeCode: row.productSubTypeCode,
    networkCode: row.networkCode,
    isBundled: plan.isBundled,
    isActive: plan.isActive,
    isTimeOfUse: plan.isTimeOfUse,
    startDate: plan.startDate,
    fixedRate: null,
    usageRate: null,
    solarRate: plan.solarRate === null ? null : decimalText(plan.solarRate),
    offPeakRate: null,
    shoulderRate: null,
    meterTimingProfileId: plan.meterTimingProfileId,
    isDirty: false,
    fixedCharges,
    variableCharges,
  };
}

import type { FixedChargeRate, PricePlan, TimeWindowSpec } from '@wattle/contract';
import type { PricePlanInput, TimeWindow, TimingProfileInput } from '../rating/types';

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A register's stored windows (timing_profile_meter_types.windows) as the engine reads them. */
export const engineWindows = (specs: TimeWindowSpec[]): TimeWindow[] =>
  specs.map((w) => ({ days: w.days, startMinute: minuteOf(w.start), endMinute: minuteOf(w.end) }));

type RateRow = Pick<FixedChargeRate, 'id' | 'invoiceDescription' | 'startDate' | 'endDate' | 'minimumCharge' | 'isActive' | 'isDeleted'>;
type ScheduleRow = { id: number; invoiceDescription: string; isDeleted: boolean };

/** What fixed and usage rates share, as the engine reads it. */
const rateColumns = (rate: RateRow) => ({
  id: rate.id,
  invoiceDescription: rate.invoiceDescription,
  startDate: rate.startDate,
  endDate: rate.endDate ?? null,
  minimumCharge: rate.minimumCharge,
  isActive: rate.isActive,
  isDeleted: rate.isDeleted,
});

const scheduleColumns = (schedule: ScheduleRow) => ({ id: schedule.id, invoiceDescription: schedule.invoiceDescription, isDeleted: schedule.isDeleted });

/**
 * A price plan as the editor and the API see it (spec 3 §3), saved or edited, as the rating
 * engine's input. Deleted schedules and rates are passed on with their flags: the engine skips them.
 */
export function planInput(plan: PricePlan, timingProfile: TimingProfileInput | null): PricePlanInput {
  return {
    id: plan.id,
    code: plan.code,
    isTimeOfUse: plan.isTimeOfUse,
    solarRate: plan.solarRate ?? null,
    timingProfile,
    fixedSchedules: plan.fixedCharges.map((schedule) => ({
      ...scheduleColumns(schedule),
      rates: schedule.rates.map((rate) => ({ ...rateColumns(rate), unitRate: rate.unitRate })),
    })),
    usageSchedules: plan.variableCharges.map((schedule) => ({
      ...scheduleColumns(schedule),
      priceClassId: schedule.priceClassId ?? null,
      meterTypeId: schedule.meterTypeId ?? null,
      rates: schedule.rates.map((rate) => ({
        ...rateColumns(rate),
        minimumChargePerDay: rate.minimumChargePerDay,
        steps: rate.steps.map((step) => ({ stepNumber: step.stepNumber, bandStart: step.bandStart, unitRate: step.unitRate })),
      })),
    })),
  };
}

/** The plan's timing profile: the plan's own, else the one its usage schedules name. */
export const timingProfileIdOf = (plan: PricePlan): number | null =>
  plan.meterTimingProfileId ?? plan.variableCharges.find((c) => !c.isDeleted && c.meterTimingProfileId)?.meterTimingProfileId ?? null;

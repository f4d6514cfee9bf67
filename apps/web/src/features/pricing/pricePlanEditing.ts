import {
  addStep,
  applyPriceChange,
  PRICE_PLAN_LIMITS,
  priceChangeBase,
  timeOfUseAllowed,
  type FixedCharge,
  type FixedChargeRate,
  type PricePlan,
  type RateStep,
  type TimingProfileOption,
  type VariableCharge,
  type VariableChargeRate,
} from '@wattle/contract';

/**
 * The editor's changes to a plan as pure functions (spec 3 §2.6, §4): each returns a new plan and
 * leaves its input untouched. The rules themselves (validation, price change, steps) come from the
 * contract; this file only applies them to the draft.
 */

export type ScheduleKind = 'fixedCharges' | 'variableCharges';
export type ChargeType = 'day' | 'tou';

/** Spec 3 §3: a new plan is id -1, bundled, active and not time of use. */
export function newPricePlan(startDate: string): PricePlan {
  return {
    id: -1,
    code: '',
    description: '',
    productTypeId: null,
    productTypeCode: null,
    productSubTypeCode: null,
    networkCode: null,
    isBundled: true,
    isActive: true,
    isTimeOfUse: false,
    startDate,
    fixedRate: '',
    usageRate: '',
    solarRate: '',
    offPeakRate: '',
    shoulderRate: '',
    meterTimingProfileId: null,
    isDirty: false,
    fixedCharges: [],
    variableCharges: [],
  };
}

/** New rows get temporary negative ids, one below the lowest id in the plan (spec 3 §4). */
export function nextTemporaryId(plan: PricePlan): number {
  let lowest = 0;
  for (const schedule of [...plan.fixedCharges, ...plan.variableCharges]) {
    lowest = Math.min(lowest, schedule.id);
    for (const rate of schedule.rates) lowest = Math.min(lowest, rate.id);
  }
  return lowest - 1;
}

/** Switching to all day clears the off-peak and shoulder rates and the timing profile. */
export function setChargeType(plan: PricePlan, chargeType: ChargeType): PricePlan {
  if (chargeType === 'tou') return { ...plan, isTimeOfUse: true };
  return { ...plan, isTimeOfUse: false, offPeakRate: '', shoulderRate: '', meterTimingProfileId: null };
}

/** A new product type in create mode: the choices that depended on the old one start again. */
export function setProductType(plan: PricePlan, productTypeId: number | null, productTypeCode: string | null): PricePlan {
  const changed = { ...plan, productTypeId, productTypeCode, networkCode: null, productSubTypeCode: null };
  return timeOfUseAllowed(productTypeCode) ? changed : setChargeType(changed, 'day');
}

type Rate = FixedChargeRate | VariableChargeRate;

/** A rate may be deleted only when new (id not positive) or a future rate not yet in use (spec 3 §4). */
export const canDeleteRate = (rate: Rate) => rate.id <= 0 || (Boolean(rate.isFutureRate) && !rate.isInUse);

/** A schedule may be deleted only when new or when the server says it can (spec 3 §4). */
export const canDeleteSchedule = (schedule: FixedCharge | VariableCharge) => schedule.id <= 0 || Boolean(schedule.canDelete);

/** Deleting a temporary item removes it; deleting a saved one marks it deleted (spec 3 §4). */
function removeOrMark<T extends { id: number; isDeleted?: boolean }>(items: readonly T[], id: number): T[] {
  return items.flatMap((item) => (item.id !== id ? [item] : item.id <= 0 ? [] : [{ ...item, isDeleted: true }]));
}

function updateSchedules<K extends ScheduleKind>(plan: PricePlan, kind: K, update: (schedules: PricePlan[K]) => PricePlan[K]): PricePlan {
  return { ...plan, [kind]: update(plan[kind]) };
}

export function updateSchedule<K extends ScheduleKind>(plan: PricePlan, kind: K, scheduleId: number, patch: Partial<PricePlan[K][number]>): PricePlan {
  return updateSchedules(plan, kind, (list) => list.map((s) => (s.id === scheduleId ? { ...s, ...patch } : s)) as PricePlan[K]);
}

export function deleteSchedule(plan: PricePlan, kind: ScheduleKind, scheduleId: number): PricePlan {
  return updateSchedules(plan, kind, (list) => removeOrMark<FixedCharge | VariableCharge>(list, scheduleId) as never);
}

/** An edited rate is marked dirty: the editor shows it green (spec 3 §2.6). */
export function updateRate<K extends ScheduleKind>(
  plan: PricePlan,
  kind: K,
  scheduleId: number,
  rateId: number,
  patch: Partial<PricePlan[K][number]['rates'][number]>,
): PricePlan {
  return updateSchedules(
    plan,
    kind,
    (list) =>
      list.map((s) =>
        s.id !== scheduleId ? s : { ...s, rates: s.rates.map((r) => (r.id === rateId ? { ...r, ...patch, isDirty: true } : r)) },
      ) as PricePlan[K],
  );
}

export function deleteRate(plan: PricePlan, kind: ScheduleKind, scheduleId: number, rateId: number): PricePlan {
  return updateSchedules(plan, kind, (list) => list.map((s) => (s.id !== scheduleId ? s : { ...s, rates: removeOrMark(s.rates as Rate[], rateId) })) as never);
}

/** Adding is disabled at 5 steps or while the last step lacks a unit rate or band start (spec 3 §5.1). */
export function canAddStep(steps: readonly RateStep[]): boolean {
  const last = steps[steps.length - 1];
  return steps.length < PRICE_PLAN_LIMITS.maxSteps && (!last || (last.unitRate.trim() !== '' && last.bandStart.trim() !== ''));
}

export const canRemoveStep = (steps: readonly RateStep[]) => steps.length > PRICE_PLAN_LIMITS.minSteps;

export const withStepAdded = (steps: readonly RateStep[]) => (canAddStep(steps) ? addStep(steps) : [...steps]);
export const withLastStepRemoved = (steps: readonly RateStep[]) => (canRemoveStep(steps) ? steps.slice(0, -1) : [...steps]);

/** "to {next band start}" or, for the last step, "and greater" (spec 3 §5.1). */
export const nextBandStart = (steps: readonly RateStep[], index: number): string | null => steps[index + 1]?.bandStart ?? null;

const firstStep = (): RateStep[] => [{ stepNumber: 1, bandStart: '0', unitRate: '' }];

const newRateColumns = (id: number, startDate: string) => ({
  id,
  invoiceDescription: '',
  startDate,
  endDate: null,
  minimumCharge: '0',
  isActive: true,
  isInUse: false,
  isFutureRate: false,
  isDirty: true,
  isDeleted: false,
});

/** A new schedule with one rate starting on `startDate` (a usage rate starts with one step: step 1, band 0). */
export function addSchedule(plan: PricePlan, kind: ScheduleKind, startDate: string, invoiceDescription: string): PricePlan {
  const id = nextTemporaryId(plan);
  const columns = {
    id,
    invoiceDescription,
    invoiceGrouping: null,
    scheduleTypeId: null,
    arAccountId: null,
    itemCategory: null,
    lineItemCode: null,
    canDelete: true,
    isDeleted: false,
  };
  if (kind === 'fixedCharges') {
    const schedule: FixedCharge = { ...columns, rates: [{ ...newRateColumns(id - 1, startDate), fixedChargeId: id, unitRate: '' }] };
    return { ...plan, fixedCharges: [...plan.fixedCharges, schedule] };
  }
  const schedule: VariableCharge = {
    ...columns,
    priceClassId: null,
    meterTypeId: null,
    multiRate: false,
    defaultPlan: false,
    meterTypeTou: false,
    timingProfileDescription: null,
    meterTimingProfileId: null,
    rates: [{ ...newRateColumns(id - 1, startDate), variableChargeId: id, minimumChargePerDay: false, steps: firstStep() }],
  };
  return { ...plan, variableCharges: [...plan.variableCharges, schedule] };
}

export interface PriceChangeValues {
  startDate: string;
  minimumCharge: string;
  unitRate: string;
}

/**
 * Spec 3 §4 Price change: a new future rate from the base rate (the contract's priceChangeBase),
 * which then ends the day before. A fixed change sets the minimum charge and unit rate; a usage
 * change copies the base rate's steps and minimum.
 */
export function withPriceChange(plan: PricePlan, kind: ScheduleKind, scheduleId: number, values: PriceChangeValues, today: string): PricePlan {
  const id = nextTemporaryId(plan);
  const flags = { isInUse: false, isFutureRate: values.startDate > today, isDeleted: false };
  return updateSchedules(
    plan,
    kind,
    (list) =>
      list.map((s) => {
        if (s.id !== scheduleId) return s;
        const base = priceChangeBase(s.rates as Rate[]);
        if (!base) return s;
        const newRate =
          kind === 'fixedCharges'
            ? { ...base, ...flags, minimumCharge: values.minimumCharge, unitRate: values.unitRate }
            : { ...base, ...flags, steps: (base as VariableChargeRate).steps.map((step) => ({ ...step })) };
        return { ...s, rates: applyPriceChange(s.rates as Rate[], newRate, values.startDate, id) };
      }) as never,
  );
}

/** Whether a saved rate's start date and unit rate are locked: billing has used it (spec 3 §5.1). */
export const isLocked = (rate: Rate) => Boolean(rate.isInUse);

/**
 * Whether the timing-profile change may run (spec 3 §2.6): a profile is chosen, it differs from
 * the plan's, and every usage schedule can be deleted.
 */
export function canChangeTimingProfile(plan: PricePlan, chosen: number | null): boolean {
  if (chosen === null || chosen <= -1 || chosen === plan.meterTimingProfileId) return false;
  return plan.variableCharges.every((s) => s.isDeleted || canDeleteSchedule(s));
}

/**
 * Applies a timing profile to all usage schedules (spec 3 §2.6): the current ones are deleted and
 * one schedule per register of the new profile takes their place, copying the schedule of the same
 * meter type, else of the same price class category, else the first one (settings and rates, under
 * new temporary ids). `priceClassOf` gives a meter type's price class.
 */
export function withTimingProfile(
  plan: PricePlan,
  profile: TimingProfileOption,
  previous: TimingProfileOption | undefined,
  priceClassOf: (meterTypeId: number) => number | null,
): PricePlan {
  const current = plan.variableCharges.filter((s) => !s.isDeleted);
  const categoryOf = (meterTypeId: number | null | undefined) =>
    previous?.meterTypes.find((m) => m.meterTypeId === meterTypeId)?.priceClassCategoryCode ?? null;
  let id = nextTemporaryId(plan);
  const replacements: VariableCharge[] = profile.meterTypes.map((register) => {
    const source =
      current.find((s) => s.meterTypeId === register.meterTypeId) ??
      current.find((s) => register.priceClassCategoryCode !== null && categoryOf(s.meterTypeId) === register.priceClassCategoryCode) ??
      current[0];
    const scheduleId = id--;
    return {
      id: scheduleId,
      invoiceDescription: register.description,
      invoiceGrouping: source?.invoiceGrouping ?? null,
      scheduleTypeId: source?.scheduleTypeId ?? null,
      arAccountId: source?.arAccountId ?? null,
      itemCategory: source?.itemCategory ?? null,
      lineItemCode: source?.lineItemCode ?? null,
      canDelete: true,
      isDeleted: false,
      priceClassId: priceClassOf(register.meterTypeId),
      meterTypeId: register.meterTypeId,
      multiRate: source?.multiRate ?? false,
      defaultPlan: source?.defaultPlan ?? false,
      meterTypeTou: true,
      timingProfileDescription: profile.description,
      meterTimingProfileId: profile.id,
      rates: (source?.rates ?? [])
        .filter((r) => !r.isDeleted)
        .map((r) => ({ ...r, id: id--, variableChargeId: scheduleId, isInUse: false, isDirty: true, steps: r.steps.map((step) => ({ ...step })) })),
    };
  });
  const deleted = plan.variableCharges.flatMap((s) => (s.id <= 0 ? [] : [{ ...s, isDeleted: true }]));
  return { ...plan, isTimeOfUse: true, meterTimingProfileId: profile.id, variableCharges: [...deleted, ...replacements] };
}

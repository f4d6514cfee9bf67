import { texts, type FixedCharge, type PricePlan, type VariableCharge } from '@wattle/contract';
import type { Catalogue } from './price-plan-catalogue';

/**
 * Create mode's basic rate entry (spec 3 §2.6) as schedules: a daily charge, and a usage charge, or
 * with a timing profile one usage schedule per register priced by its class (peak: the usage rate,
 * off-peak and controlled: the off-peak rate, shoulder: the shoulder rate). Only the kinds the new
 * plan does not bring schedules of are made.
 */
export function withBasicSchedules(plan: PricePlan, catalogue: Catalogue): PricePlan {
  const rate = () => ({ id: -1, invoiceDescription: '', startDate: plan.startDate, endDate: null, minimumCharge: '0', isActive: true, isDeleted: false });
  const firstCategory = (scheduleTypeId: number | undefined) => catalogue.itemCategories.find((c) => c.scheduleTypeId === scheduleTypeId)?.id ?? null;
  const fixedType = catalogue.scheduleTypes.find((t) => t.isFixedCharge)?.id;
  const usageType = catalogue.scheduleTypes.find((t) => !t.isFixedCharge)?.id;
  const schedule = (id: number, scheduleTypeId: number | undefined, invoiceDescription: string) => ({
    id,
    invoiceDescription,
    invoiceGrouping: null,
    scheduleTypeId: scheduleTypeId ?? null,
    arAccountId: null,
    itemCategory: firstCategory(scheduleTypeId),
    lineItemCode: null,
    isDeleted: false,
  });

  const fixedCharges: FixedCharge[] =
    plan.fixedCharges.length || !plan.fixedRate
      ? plan.fixedCharges
      : [{ ...schedule(-1, fixedType, texts.pricePlan.dailyCharge), rates: [{ ...rate(), unitRate: plan.fixedRate }] }];
  if (plan.variableCharges.length || !plan.usageRate) return { ...plan, fixedCharges };

  const usage = (id: number, description: string, unitRate: string, priceClassId: number | null, meterTypeId: number | null): VariableCharge => ({
    ...schedule(id, usageType, description),
    priceClassId,
    meterTypeId,
    multiRate: false,
    defaultPlan: false,
    meterTypeTou: meterTypeId !== null,
    meterTimingProfileId: plan.meterTimingProfileId ?? null,
    rates: [{ ...rate(), minimumChargePerDay: false, steps: [{ stepNumber: 1, bandStart: '0', unitRate }] }],
  });
  const registers = catalogue.timingProfiles.filter((p) => p.id === plan.meterTimingProfileId && p.meterTypeId !== null);
  const byCategory = { PEAK: plan.usageRate, OFFPEAK: plan.offPeakRate, SHOULDER: plan.shoulderRate, CONTROLLED: plan.offPeakRate };
  const anytime = catalogue.priceClasses.find((c) => c.categoryCode === null && c.code !== 'SOLAR');
  const variableCharges = registers.length
    ? registers.map((r, i) =>
        usage(
          -(i + 1),
          r.meterTypeDescription ?? texts.pricePlan.usageCharge,
          byCategory[r.priceClassCategoryCode ?? 'PEAK'] ?? plan.usageRate!,
          r.priceClassId,
          r.meterTypeId,
        ),
      )
    : [usage(-1, texts.pricePlan.usageCharge, plan.usageRate, anytime?.id ?? null, null)];
  return { ...plan, fixedCharges, variableCharges };
}

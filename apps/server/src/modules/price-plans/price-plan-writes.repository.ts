import { eq, inArray } from 'drizzle-orm';
import type { FixedCharge, PricePlan, VariableCharge } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { fixedRates, fixedSchedules, pricePlans, usageRates, usageRateSteps, usageSchedules } from '../../db/schema/index';
import type { ResolvedReferences } from './price-plan-references';

const selected = (id: number | null | undefined) => (id == null || id <= -1 ? null : id);
const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

function planColumns(plan: PricePlan, refs: ResolvedReferences) {
  return {
    code: plan.code.trim(),
    description: plan.description.trim(),
    productSubTypeId: refs.productSubTypeId,
    networkId: refs.networkId,
    isBundled: plan.isBundled,
    isActive: plan.isActive,
    isTimeOfUse: plan.isTimeOfUse,
    startDate: plan.startDate,
    meterTimingProfileId: selected(plan.meterTimingProfileId),
    solarRate: blankToNull(plan.solarRate),
  };
}

export async function insertPlan(tx: Tx, plan: PricePlan, refs: ResolvedReferences): Promise<number> {
  const [row] = await tx
    .insert(pricePlans)
    .values({ ...planColumns(plan, refs), productTypeId: plan.productTypeId! })
    .returning({ id: pricePlans.id });
  return row!.id;
}

export async function updatePlan(tx: Tx, id: number, plan: PricePlan, refs: ResolvedReferences) {
  await tx
    .update(pricePlans)
    .set({ ...planColumns(plan, refs), updatedAt: new Date().toISOString() })
    .where(eq(pricePlans.id, id));
}

function scheduleColumns(pricePlanId: number, s: FixedCharge | VariableCharge, sortOrder: number) {
  return {
    pricePlanId,
    invoiceDescription: s.invoiceDescription.trim(),
    invoiceGrouping: blankToNull(s.invoiceGrouping),
    scheduleTypeId: s.scheduleTypeId!,
    glAccountId: selected(s.arAccountId),
    itemCategoryId: selected(s.itemCategory),
    lineItemCode: blankToNull(s.lineItemCode),
    sortOrder,
  };
}

const rateColumns = (r: FixedCharge['rates'][number] | VariableCharge['rates'][number]) => ({
  invoiceDescription: r.invoiceDescription,
  startDate: r.startDate,
  endDate: blankToNull(r.endDate),
  minimumCharge: blankToNull(r.minimumCharge) ?? '0',
  isActive: r.isActive,
});

/** Inserts new rows, updates saved ones and marks deleted ones, schedule by schedule. */
export async function writeFixedCharges(tx: Tx, pricePlanId: number, charges: readonly FixedCharge[]) {
  for (const [index, schedule] of charges.entries()) {
    if (schedule.isDeleted) {
      if (schedule.id > 0) await tx.update(fixedSchedules).set({ isDeleted: true }).where(eq(fixedSchedules.id, schedule.id));
      continue;
    }
    const columns = scheduleColumns(pricePlanId, schedule, (index + 1) * 10);
    const scheduleId =
      schedule.id > 0
        ? (await tx.update(fixedSchedules).set(columns).where(eq(fixedSchedules.id, schedule.id)), schedule.id)
        : (await tx.insert(fixedSchedules).values(columns).returning({ id: fixedSchedules.id }))[0]!.id;
    const added = schedule.rates.filter((r) => r.id <= 0 && !r.isDeleted);
    if (added.length) await tx.insert(fixedRates).values(added.map((r) => ({ ...rateColumns(r), unitRate: r.unitRate, fixedScheduleId: scheduleId })));
    for (const rate of schedule.rates.filter((r) => r.id > 0)) {
      await tx
        .update(fixedRates)
        .set(rate.isDeleted ? { isDeleted: true } : { ...rateColumns(rate), unitRate: rate.unitRate })
        .where(eq(fixedRates.id, rate.id));
    }
  }
}

export async function writeVariableCharges(tx: Tx, pricePlanId: number, charges: readonly VariableCharge[]) {
  for (const [index, schedule] of charges.entries()) {
    if (schedule.isDeleted) {
      if (schedule.id > 0) await tx.update(usageSchedules).set({ isDeleted: true }).where(eq(usageSchedules.id, schedule.id));
      continue;
    }
    const columns = {
      ...scheduleColumns(pricePlanId, schedule, (index + 1) * 10),
      priceClassId: selected(schedule.priceClassId),
      meterTypeId: selected(schedule.meterTypeId),
      meterTimingProfileId: selected(schedule.meterTimingProfileId),
      multiRate: schedule.multiRate,
      defaultPlan: schedule.defaultPlan,
      meterTypeTou: schedule.meterTypeTou,
    };
    const scheduleId =
      schedule.id > 0
        ? (await tx.update(usageSchedules).set(columns).where(eq(usageSchedules.id, schedule.id)), schedule.id)
        : (await tx.insert(usageSchedules).values(columns).returning({ id: usageSchedules.id }))[0]!.id;
    const steps: (typeof usageRateSteps.$inferInsert)[] = [];
    const rewritten: number[] = [];
    for (const rate of schedule.rates) {
      if (rate.isDeleted) {
        if (rate.id > 0) await tx.update(usageRates).set({ isDeleted: true }).where(eq(usageRates.id, rate.id));
        continue;
      }
      const columns = { ...rateColumns(rate), minimumChargePerDay: rate.minimumChargePerDay };
      let rateId = rate.id;
      if (rate.id > 0) {
        await tx.update(usageRates).set(columns).where(eq(usageRates.id, rate.id));
        rewritten.push(rate.id);
      } else {
        rateId = (
          await tx
            .insert(usageRates)
            .values({ ...columns, usageScheduleId: scheduleId })
            .returning({ id: usageRates.id })
        )[0]!.id;
      }
      steps.push(...rate.steps.map((s) => ({ usageRateId: rateId, stepNumber: s.stepNumber, bandStart: s.bandStart, unitRate: s.unitRate })));
    }
    if (rewritten.length) await tx.delete(usageRateSteps).where(inArray(usageRateSteps.usageRateId, rewritten));
    if (steps.length) await tx.insert(usageRateSteps).values(steps);
  }
}

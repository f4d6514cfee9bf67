import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { fixedRates, fixedSchedules, pricePlans, scheduleTypes, usageRates, usageRateSteps, usageSchedules } from '../../../db/schema/index';

export interface NewPricePlan {
  code: string;
  description: string;
  productTypeId: number;
  startDate: string;
  /** Daily supply charge, money text. */
  dailyCharge: string;
  /** Usage rate per unit, decimal text. */
  usageRate: string;
}

async function scheduleType(tx: Tx, productTypeId: number, isFixedCharge: boolean) {
  const [row] = await tx
    .select({ id: scheduleTypes.id, description: scheduleTypes.description })
    .from(scheduleTypes)
    .where(and(eq(scheduleTypes.productTypeId, productTypeId), eq(scheduleTypes.isFixedCharge, isFixedCharge)))
    .orderBy(asc(scheduleTypes.id))
    .limit(1);
  return row ?? null;
}

/** Whether the code is taken in the scoped dataset. */
export async function pricePlanCodeTaken(tx: Tx, code: string): Promise<boolean> {
  return (await tx.select({ id: pricePlans.id }).from(pricePlans).where(eq(pricePlans.code, code)).limit(1)).length > 0;
}

/**
 * A bundled, active, not time-of-use price plan (spec 3 §3 "new plan") with a daily supply charge
 * and a single-step usage rate, both from the start date.
 */
export async function createPricePlan(tx: Tx, input: NewPricePlan): Promise<number> {
  const [plan] = await tx
    .insert(pricePlans)
    .values({
      code: input.code,
      description: input.description,
      productTypeId: input.productTypeId,
      startDate: input.startDate,
      isBundled: true,
      isActive: true,
      isTimeOfUse: false,
    })
    .returning({ id: pricePlans.id });

  const fixedType = await scheduleType(tx, input.productTypeId, true);
  if (fixedType) {
    const [schedule] = await tx
      .insert(fixedSchedules)
      .values({ pricePlanId: plan!.id, invoiceDescription: fixedType.description, scheduleTypeId: fixedType.id })
      .returning({ id: fixedSchedules.id });
    await tx
      .insert(fixedRates)
      .values({ fixedScheduleId: schedule!.id, invoiceDescription: fixedType.description, startDate: input.startDate, unitRate: input.dailyCharge });
  }
  const usageType = await scheduleType(tx, input.productTypeId, false);
  if (usageType) {
    const [schedule] = await tx
      .insert(usageSchedules)
      .values({ pricePlanId: plan!.id, invoiceDescription: usageType.description, scheduleTypeId: usageType.id, defaultPlan: true })
      .returning({ id: usageSchedules.id });
    const [rate] = await tx
      .insert(usageRates)
      .values({ usageScheduleId: schedule!.id, invoiceDescription: usageType.description, startDate: input.startDate })
      .returning({ id: usageRates.id });
    await tx.insert(usageRateSteps).values({ usageRateId: rate!.id, stepNumber: 1, bandStart: '0', unitRate: input.usageRate });
  }
  return plan!.id;
}

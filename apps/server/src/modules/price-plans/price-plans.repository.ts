import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import {
  fixedRates,
  fixedSchedules,
  networks,
  pricePlans,
  productSubTypes,
  productTypes,
  timingProfiles,
  usageRates,
  usageRateSteps,
  usageSchedules,
  utilityAccounts,
} from '../../db/schema/index';

/** The plan with the codes of its product type, sub type and network. */
export async function findPlan(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      plan: pricePlans,
      productTypeCode: productTypes.code,
      productSubTypeCode: productSubTypes.code,
      networkCode: networks.networkCode,
    })
    .from(pricePlans)
    .innerJoin(productTypes, eq(productTypes.id, pricePlans.productTypeId))
    .leftJoin(productSubTypes, eq(productSubTypes.id, pricePlans.productSubTypeId))
    .leftJoin(networks, eq(networks.id, pricePlans.networkId))
    .where(eq(pricePlans.id, id));
  return row ?? null;
}
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

/** Every schedule of the plan that is not deleted, with all its rates (deleted ones too) and steps. */
export async function planSchedules(tx: Tx, planId: number) {
  const [fixed, usage] = await inTurn([
    () =>
      tx
        .select()
        .from(fixedSchedules)
        .where(and(eq(fixedSchedules.pricePlanId, planId), eq(fixedSchedules.isDeleted, false)))
        .orderBy(asc(fixedSchedules.sortOrder), asc(fixedSchedules.id)),
    () =>
      tx
        .select({ schedule: usageSchedules, timingProfileDescription: timingProfiles.description })
        .from(usageSchedules)
        .leftJoin(timingProfiles, eq(timingProfiles.id, usageSchedules.meterTimingProfileId))
        .where(and(eq(usageSchedules.pricePlanId, planId), eq(usageSchedules.isDeleted, false)))
        .orderBy(asc(usageSchedules.sortOrder), asc(usageSchedules.id)),
  ]);
  const fixedIds = fixed.map((s) => s.id);
  const usageIds = usage.map((s) => s.schedule.id);
  const [fixedRateRows, usageRateRows, stepRows] = await inTurn([
    () =>
      fixedIds.length
        ? tx.select().from(fixedRates).where(inArray(fixedRates.fixedScheduleId, fixedIds)).orderBy(asc(fixedRates.startDate), asc(fixedRates.id))
        : [],
    () =>
      usageIds.length
        ? tx.select().from(usageRates).where(inArray(usageRates.usageScheduleId, usageIds)).orderBy(asc(usageRates.startDate), asc(usageRates.id))
        : [],
    () =>
      usageIds.length
        ? tx
            .select({ step: usageRateSteps })
            .from(usageRateSteps)
            .innerJoin(usageRates, eq(usageRates.id, usageRateSteps.usageRateId))
            .where(inArray(usageRates.usageScheduleId, usageIds))
            .orderBy(asc(usageRateSteps.usageRateId), asc(usageRateSteps.stepNumber))
        : [],
  ]);
  return { fixed, usage, fixedRates: fixedRateRows, usageRates: usageRateRows, steps: stepRows.map((r) => r.step) };
}
export type ScheduleRows = Awaited<ReturnType<typeof planSchedules>>;

/**
 * The last day any utility account on the plan has been billed to: a rate starting on or before it
 * has been used by billing (isInUse). Null while no account on the plan has been billed.
 */
export async function lastBilledDate(tx: Tx, planId: number): Promise<string | null> {
  const [row] = await tx
    .select({ last: max(utilityAccounts.lastBilledDate) })
    .from(utilityAccounts)
    .where(eq(utilityAccounts.pricePlanId, planId));
  return row?.last ?? null;
}

export async function planIdByCode(tx: Tx, code: string): Promise<number | null> {
  const [row] = await tx.select({ id: pricePlans.id }).from(pricePlans).where(eq(pricePlans.code, code));
  return row?.id ?? null;
}

import { and, between, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { intervalTexts } from '../metering/stored-reads';
import type { Tx } from '../../db/client';
import { inIds, intArray, sqlRows } from '../../db/sql-rows';
import {
  billingCycles,
  concessionCards,
  concessions,
  customerAccounts,
  meterIntervalReads,
  meterReads,
  meters,
  meterTypes,
  priceClasses,
  productTypes,
  publicHolidays,
  sites,
  utilityAccounts,
} from '../../db/schema/index';

/**
 * The months of a customer account's billing cycle, or of the company's default cycle when it has
 * none (billing-rules §2), or 1. Usable in any select that joins customer_accounts.
 */
const cyclePeriodMonths = sql<number>`coalesce(
  (select c.period_months from ${billingCycles} c where c.id = ${customerAccounts.billingCycleId}),
  (select d.period_months from ${billingCycles} d where d.is_default and d.company_id = ${customerAccounts.companyId}
     and d.dataset = ${customerAccounts.dataset} order by d.id limit 1),
  1)`.mapWith(Number);

/** A customer account's billing cycle, else the company's default one (as cyclePeriodMonths); null when there is neither. */
export async function billingCycleRow(tx: Tx, billingCycleId: number | null) {
  const [row] = await tx
    .select({ code: billingCycles.code, periodMonths: billingCycles.periodMonths })
    .from(billingCycles)
    .where(billingCycleId === null ? eq(billingCycles.isDefault, true) : or(eq(billingCycles.id, billingCycleId), eq(billingCycles.isDefault, true)))
    .orderBy(sql`${billingCycles.id} = ${billingCycleId ?? 0} desc`, billingCycles.id)
    .limit(1);
  return row ?? null;
}

/** Utility accounts with what rating needs of their site and customer account. */
export function utilityAccountRows(tx: Tx, ids: number[]) {
  return tx
    .select({
      id: utilityAccounts.id,
      customerAccountId: utilityAccounts.customerAccountId,
      customerId: customerAccounts.customerId,
      billingCycleId: customerAccounts.billingCycleId,
      periodMonths: cyclePeriodMonths,
      pricePlanId: utilityAccounts.pricePlanId,
      openDate: utilityAccounts.openDate,
      closeDate: utilityAccounts.closeDate,
      lastBilledDate: utilityAccounts.lastBilledDate,
      state: sites.state,
      productTypeId: sites.productTypeId,
    })
    .from(utilityAccounts)
    .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
    .innerJoin(customerAccounts, eq(customerAccounts.id, utilityAccounts.customerAccountId))
    .where(inIds(utilityAccounts.id, ids))
    .orderBy(utilityAccounts.id);
}
export type UtilityAccountRow = Awaited<ReturnType<typeof utilityAccountRows>>[number];

export const productTypeRows = (tx: Tx, ids: number[]) =>
  tx
    .select({
      id: productTypes.id,
      code: productTypes.code,
      unitOfMeasure: productTypes.unitOfMeasure,
      isMetered: productTypes.isMetered,
      isTaxable: productTypes.isTaxable,
    })
    .from(productTypes)
    .where(inArray(productTypes.id, ids));

export const priceClassRows = (tx: Tx, productTypeIds: number[]) =>
  tx
    .select({ id: priceClasses.id, code: priceClasses.code, categoryCode: priceClasses.categoryCode, productTypeId: priceClasses.productTypeId })
    .from(priceClasses)
    .where(inArray(priceClasses.productTypeId, productTypeIds));

export const meterTypeRows = (tx: Tx, productTypeIds: number[]) =>
  tx
    .select({
      id: meterTypes.id,
      code: meterTypes.code,
      priceClassId: meterTypes.priceClassId,
      isInterval: meterTypes.isInterval,
      productTypeId: meterTypes.productTypeId,
    })
    .from(meterTypes)
    .where(inArray(meterTypes.productTypeId, productTypeIds));

export const meterRows = (tx: Tx, utilityAccountIds: number[]) =>
  tx
    .select({
      id: meters.id,
      utilityAccountId: meters.utilityAccountId,
      meterCode: meters.meterCode,
      meterTypeId: meters.meterTypeId,
      isInterval: meters.isInterval,
      multiplier: meters.multiplier,
    })
    .from(meters)
    .where(inIds(meters.utilityAccountId, utilityAccountIds))
    .orderBy(meters.id);

export interface ReadRow {
  meterId: number;
  readDate: string;
  quantity: string;
  periodDays: number | null;
  readType: (typeof meterReads.$inferSelect)['readType'];
}

interface MeterReadsText {
  meterId: number;
  dates: string;
  quantities: string;
  types: string;
  periodDays: string;
}

/**
 * The reads of the meters between two days, in date order by meter. The bill run's largest query:
 * one row a meter with its reads' columns joined by commas, which costs the driver a fraction of
 * a row a read (about 90 a meter) to parse.
 */
export async function readRows(tx: Tx, meterIds: number[], from: string, to: string): Promise<ReadRow[]> {
  const meters = await sqlRows<MeterReadsText>(
    tx,
    sql`select meter_id as "meterId", string_agg(read_date::text, ',' order by read_date) as dates,
          string_agg(quantity::text, ',' order by read_date) as quantities, string_agg(read_type, ',' order by read_date) as types,
          string_agg(coalesce(period_days::text, ''), ',' order by read_date) as "periodDays"
        from meter_reads where meter_id = any(${intArray(meterIds)}) and read_date between ${from} and ${to}
        group by meter_id order by meter_id`,
  );
  const reads: ReadRow[] = [];
  for (const meter of meters) {
    const dates = meter.dates.split(',');
    const quantities = meter.quantities.split(',');
    const types = meter.types.split(',') as ReadRow['readType'][];
    const periodDays = meter.periodDays.split(',');
    for (let i = 0; i < dates.length; i++) {
      reads.push({
        meterId: meter.meterId,
        readDate: dates[i]!,
        quantity: quantities[i]!,
        periodDays: periodDays[i] ? Number(periodDays[i]) : null,
        readType: types[i]!,
      });
    }
  }
  return reads;
}

export const intervalReadRows = (tx: Tx, meterIds: number[], from: string, to: string) =>
  tx
    .select({
      meterId: meterIntervalReads.meterId,
      readDate: meterIntervalReads.readDate,
      intervalMinutes: meterIntervalReads.intervalMinutes,
      quantities: intervalTexts(meterIntervalReads.quantities),
      qualities: meterIntervalReads.qualities,
    })
    .from(meterIntervalReads)
    .where(and(inIds(meterIntervalReads.meterId, meterIds), between(meterIntervalReads.readDate, from, to)));

export const holidayRows = (tx: Tx, from: string, to: string) =>
  tx
    .select({ holidayDate: publicHolidays.holidayDate, state: publicHolidays.state })
    .from(publicHolidays)
    .where(between(publicHolidays.holidayDate, from, to));

/** Verified cards of active schemes that are valid at some time from `from` on (billing-rules §5). */
export const concessionRows = (tx: Tx, customerIds: number[], from: string) =>
  tx
    .select({
      customerId: concessionCards.customerId,
      concessionCardId: concessionCards.id,
      concessionId: concessions.id,
      description: concessions.description,
      productTypeId: concessions.productTypeId,
      dailyRebate: concessions.dailyRebate,
      usagePercent: concessions.usagePercent,
      validFrom: concessionCards.validFrom,
      validTo: concessionCards.validTo,
    })
    .from(concessionCards)
    .innerJoin(concessions, eq(concessions.id, concessionCards.concessionId))
    .where(
      and(
        inIds(concessionCards.customerId, customerIds),
        eq(concessionCards.status, 'VERIFIED'),
        eq(concessions.isActive, true),
        or(isNull(concessionCards.validTo), gte(concessionCards.validTo, from)),
      ),
    );

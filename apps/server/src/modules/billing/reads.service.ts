import { and, asc, between, eq, inArray, isNull, or } from 'drizzle-orm';
import { intervalTexts } from '../metering/stored-reads';
import { texts, type UtilityAccountReads } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import {
  customerAccounts,
  meterIntervalReads,
  meterReads,
  meters,
  meterTypes,
  priceClasses,
  publicHolidays,
  sites,
  utilityAccounts,
} from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { badRequest, notFound } from '../../lib/errors';
import { stateTimeZone } from '../rating/local-clock';
import { addDays, standardDays } from '../rating/period';
import { billingCycleRow } from '../rating-inputs/rating-inputs.repository';

/**
 * The reads a utility account's lines were rated from (the line explanation shows them): its meters
 * with their type and price class, each read and interval day in `from`…`to` (default: the days
 * since it was last billed, to today), the public holidays of its state in those days and its
 * billing cycle with the cycle's standard length D (billing-rules §2).
 */
export async function utilityAccountReads(tx: Tx, id: number, range: { from?: string; to?: string }): Promise<UtilityAccountReads> {
  const [account] = await tx
    .select({
      id: utilityAccounts.id,
      customerAccountId: utilityAccounts.customerAccountId,
      pricePlanId: utilityAccounts.pricePlanId,
      lastBilledDate: utilityAccounts.lastBilledDate,
      openDate: utilityAccounts.openDate,
      closeDate: utilityAccounts.closeDate,
      state: sites.state,
      billingCycleId: customerAccounts.billingCycleId,
    })
    .from(utilityAccounts)
    .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
    .innerJoin(customerAccounts, eq(customerAccounts.id, utilityAccounts.customerAccountId))
    .where(eq(utilityAccounts.id, id));
  if (!account) throw notFound(texts.billing.utilityAccountNotFound);
  const from = range.from ?? (account.lastBilledDate ? addDays(account.lastBilledDate, 1) : account.openDate);
  const to = range.to ?? (await businessDate(tx));
  if (to < from) throw badRequest(`to: ${texts.billing.toBeforeFrom}`);

  const meterList = await tx
    .select({
      meterId: meters.id,
      meterCode: meters.meterCode,
      meterTypeId: meters.meterTypeId,
      meterTypeCode: meterTypes.code,
      priceClassId: meterTypes.priceClassId,
      priceClassCode: priceClasses.code,
      priceClassCategory: priceClasses.categoryCode,
      multiplier: meters.multiplier,
      isInterval: meters.isInterval,
    })
    .from(meters)
    .leftJoin(meterTypes, eq(meterTypes.id, meters.meterTypeId))
    .leftJoin(priceClasses, eq(priceClasses.id, meterTypes.priceClassId))
    .where(eq(meters.utilityAccountId, id))
    .orderBy(asc(meters.id));
  const meterIds = meterList.map((m) => m.meterId);
  const [cycle, reads, intervals, holidays] = await inTurn([
    () => billingCycleRow(tx, account.billingCycleId),
    () =>
      meterIds.length
        ? tx
            .select({
              meterId: meterReads.meterId,
              readDate: meterReads.readDate,
              quantity: meterReads.quantity,
              readType: meterReads.readType,
              periodDays: meterReads.periodDays,
            })
            .from(meterReads)
            .where(and(inArray(meterReads.meterId, meterIds), between(meterReads.readDate, from, to)))
            .orderBy(asc(meterReads.readDate))
        : [],
    () =>
      meterIds.length
        ? tx
            .select({ meterId: meterIntervalReads.meterId, readDate: meterIntervalReads.readDate, quantities: intervalTexts(meterIntervalReads.quantities) })
            .from(meterIntervalReads)
            .where(and(inArray(meterIntervalReads.meterId, meterIds), between(meterIntervalReads.readDate, from, to)))
            .orderBy(asc(meterIntervalReads.readDate))
        : [],
    () =>
      tx
        .select({ day: publicHolidays.holidayDate })
        .from(publicHolidays)
        .where(and(between(publicHolidays.holidayDate, from, to), or(isNull(publicHolidays.state), eq(publicHolidays.state, account.state))))
        .orderBy(asc(publicHolidays.holidayDate)),
  ]);
  return {
    utilityAccountId: account.id,
    customerAccountId: account.customerAccountId,
    pricePlanId: account.pricePlanId,
    state: account.state,
    timeZone: stateTimeZone(account.state),
    billingCycle: { code: cycle?.code ?? null, periodMonths: cycle?.periodMonths ?? 1, standardDays: standardDays(cycle?.periodMonths ?? 1) },
    publicHolidays: [...new Set(holidays.map((h) => h.day))],
    lastBilledDate: account.lastBilledDate,
    openDate: account.openDate,
    closeDate: account.closeDate,
    meters: meterList.map((m) => ({
      ...m,
      reads: reads.filter((r) => r.meterId === m.meterId).map(({ meterId: _, ...r }) => r),
      intervals: intervals.filter((r) => r.meterId === m.meterId).map((r) => ({ readDate: r.readDate, quantities: r.quantities })),
    })),
  };
}

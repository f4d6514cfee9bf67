import Decimal from 'decimal.js';
import { and, between, desc, eq, isNotNull, lte, ne, or, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import { invoices, meterIntervalReads, meterReads, meters, meterTypes, priceClasses, productTypes, utilityAccounts } from '../../db/schema/index';
import type { UsageHistory } from './invoice-view';

const PERIODS = 12;
/** Export registers: what the customer sent to the grid is not usage. */
const EXPORT_CLASS = 'SOLAR';

/**
 * The usage of a customer account in its last 12 billing periods ending by `upTo` (the periods of
 * its invoices, other than void ones), per product: the reads of the account's meters (quantity ×
 * multiplier, interval reads summed over the day) dated within each period, exact. Oldest first.
 */
export async function usageHistory(tx: Tx, customerAccountId: number, upTo: string): Promise<UsageHistory[]> {
  const periods = (
    await tx
      .selectDistinct({ periodFrom: invoices.periodFrom, periodTo: invoices.periodTo })
      .from(invoices)
      .where(
        and(
          eq(invoices.customerAccountId, customerAccountId),
          ne(invoices.status, 'VOID'),
          isNotNull(invoices.periodFrom),
          isNotNull(invoices.periodTo),
          lte(invoices.periodTo, upTo),
        ),
      )
      .orderBy(desc(invoices.periodTo), desc(invoices.periodFrom))
      .limit(PERIODS)
  ).reverse() as { periodFrom: string; periodTo: string }[];
  if (periods.length === 0) return [];
  const from = periods.reduce((min, p) => (p.periodFrom < min ? p.periodFrom : min), periods[0]!.periodFrom);
  const to = periods.at(-1)!.periodTo;

  const consumption = and(eq(utilityAccounts.customerAccountId, customerAccountId), or(isNull(priceClasses.code), ne(priceClasses.code, EXPORT_CLASS)));
  const meterColumns = { productTypeCode: productTypes.code, unitOfMeasure: productTypes.unitOfMeasure };
  const [daily, intervals] = await inTurn([
    () =>
      tx
        .select({ ...meterColumns, readDate: meterReads.readDate, quantity: sql<string>`(${meterReads.quantity} * ${meters.multiplier})::text` })
        .from(meterReads)
        .innerJoin(meters, eq(meters.id, meterReads.meterId))
        .innerJoin(utilityAccounts, eq(utilityAccounts.id, meters.utilityAccountId))
        .innerJoin(productTypes, eq(productTypes.id, meters.productTypeId))
        .leftJoin(meterTypes, eq(meterTypes.id, meters.meterTypeId))
        .leftJoin(priceClasses, eq(priceClasses.id, meterTypes.priceClassId))
        .where(and(consumption, between(meterReads.readDate, from, to))),
    () =>
      tx
        .select({
          ...meterColumns,
          readDate: meterIntervalReads.readDate,
          quantity: sql<string>`((select coalesce(sum(q), 0) from unnest(${meterIntervalReads.quantities}) q) * ${meters.multiplier})::text`,
        })
        .from(meterIntervalReads)
        .innerJoin(meters, eq(meters.id, meterIntervalReads.meterId))
        .innerJoin(utilityAccounts, eq(utilityAccounts.id, meters.utilityAccountId))
        .innerJoin(productTypes, eq(productTypes.id, meters.productTypeId))
        .leftJoin(meterTypes, eq(meterTypes.id, meters.meterTypeId))
        .leftJoin(priceClasses, eq(priceClasses.id, meterTypes.priceClassId))
        .where(and(consumption, between(meterIntervalReads.readDate, from, to))),
  ]);

  const byProduct = new Map<string, { unitOfMeasure: string; totals: Decimal[] }>();
  for (const read of [...daily, ...intervals]) {
    const index = periods.findIndex((p) => read.readDate >= p.periodFrom && read.readDate <= p.periodTo);
    if (index < 0) continue;
    let product = byProduct.get(read.productTypeCode);
    if (!product) {
      product = { unitOfMeasure: read.unitOfMeasure, totals: periods.map(() => new Decimal(0)) };
      byProduct.set(read.productTypeCode, product);
    }
    product.totals[index] = product.totals[index]!.plus(read.quantity);
  }
  return [...byProduct.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([productTypeCode, { unitOfMeasure, totals }]) => ({
      productTypeCode,
      unitOfMeasure,
      periods: periods.map((p, i) => ({ periodTo: p.periodTo, quantity: totals[i]!.toFixed(3) })),
    }));
}

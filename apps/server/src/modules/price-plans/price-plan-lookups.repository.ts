import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  glAccounts,
  itemCategories,
  meterTypes,
  networks,
  priceClasses,
  productSubTypes,
  productTypes,
  scheduleTypes,
  timingProfileMeterTypes,
  timingProfiles,
} from '../../db/schema/index';

/** Filters of the price plan lookups (spec 3 §5.1); each is applied only when given. */
export interface LookupFilter {
  productTypeId?: number;
  productTypeCode?: string;
  isFixedCharge?: boolean;
  priceClassId?: number;
  scheduleTypeId?: number;
}

const where = (...conditions: (SQL | false | undefined)[]) => and(...conditions.filter((c): c is SQL => !!c));
/** Every lookup of a product type joins product_types. */
const ofProduct = (f: LookupFilter) => [
  f.productTypeId !== undefined && eq(productTypes.id, f.productTypeId),
  f.productTypeCode !== undefined && eq(productTypes.code, f.productTypeCode),
];

export const productTypeOptions = (tx: Tx) =>
  tx
    .select({ id: productTypes.id, code: productTypes.code, value: productTypes.description })
    .from(productTypes)
    .orderBy(asc(productTypes.sortOrder), asc(productTypes.id));

export const productSubTypeOptions = (tx: Tx, f: LookupFilter) =>
  tx
    .select({
      id: productSubTypes.id,
      code: productSubTypes.code,
      description: productSubTypes.description,
      productTypeId: productSubTypes.productTypeId,
      productTypeCode: productTypes.code,
    })
    .from(productSubTypes)
    .innerJoin(productTypes, eq(productTypes.id, productSubTypes.productTypeId))
    .where(where(...ofProduct(f)))
    .orderBy(asc(productSubTypes.description));

export const networkOptions = (tx: Tx, f: LookupFilter) =>
  tx
    .select({ id: networks.id, networkCode: networks.networkCode, description: networks.description, productTypeCode: productTypes.code })
    .from(networks)
    .innerJoin(productTypes, eq(productTypes.id, networks.productTypeId))
    .where(where(eq(networks.isActive, true), ...ofProduct(f)))
    .orderBy(asc(networks.description));

export const scheduleTypeOptions = (tx: Tx, f: LookupFilter) =>
  tx
    .select({
      id: scheduleTypes.id,
      description: scheduleTypes.description,
      productTypeId: scheduleTypes.productTypeId,
      isFixedCharge: scheduleTypes.isFixedCharge,
    })
    .from(scheduleTypes)
    .innerJoin(productTypes, eq(productTypes.id, scheduleTypes.productTypeId))
    .where(where(...ofProduct(f), f.isFixedCharge !== undefined && eq(scheduleTypes.isFixedCharge, f.isFixedCharge)))
    .orderBy(asc(scheduleTypes.description));

export const itemCategoryOptions = (tx: Tx, f: LookupFilter) =>
  tx
    .select({ id: itemCategories.id, description: itemCategories.description, scheduleTypeId: itemCategories.scheduleTypeId })
    .from(itemCategories)
    .where(where(f.scheduleTypeId !== undefined && eq(itemCategories.scheduleTypeId, f.scheduleTypeId)))
    .orderBy(asc(itemCategories.description));

export const meterTypeOptions = (tx: Tx, f: LookupFilter) =>
  tx
    .select({ id: meterTypes.id, description: meterTypes.description, productTypeId: meterTypes.productTypeId, priceClassId: meterTypes.priceClassId })
    .from(meterTypes)
    .innerJoin(productTypes, eq(productTypes.id, meterTypes.productTypeId))
    .where(where(...ofProduct(f), f.priceClassId !== undefined && eq(meterTypes.priceClassId, f.priceClassId)))
    .orderBy(asc(meterTypes.description));

export const priceClassOptions = (tx: Tx, f: LookupFilter) =>
  tx
    .select({
      id: priceClasses.id,
      code: priceClasses.code,
      description: priceClasses.description,
      productTypeCode: productTypes.code,
      categoryCode: priceClasses.categoryCode,
    })
    .from(priceClasses)
    .innerJoin(productTypes, eq(productTypes.id, priceClasses.productTypeId))
    .where(where(...ofProduct(f)))
    .orderBy(asc(priceClasses.id));

export const glAccountOptions = (tx: Tx) =>
  tx
    .select({ value: glAccounts.id, code: glAccounts.code, description: glAccounts.description })
    .from(glAccounts)
    .where(eq(glAccounts.isActive, true))
    .orderBy(asc(glAccounts.code));

/** Timing profiles with their registers (meter types, price classes and windows). */
export const timingProfileRows = (tx: Tx, f: LookupFilter) =>
  tx
    .select({
      id: timingProfiles.id,
      description: timingProfiles.description,
      productTypeCode: productTypes.code,
      meterTypeId: timingProfileMeterTypes.meterTypeId,
      meterTypeDescription: meterTypes.description,
      priceClassId: meterTypes.priceClassId,
      priceClassDescription: priceClasses.description,
      priceClassCategoryCode: priceClasses.categoryCode,
      timeWindow: timingProfileMeterTypes.timeWindow,
      windows: timingProfileMeterTypes.windows,
    })
    .from(timingProfiles)
    .innerJoin(productTypes, eq(productTypes.id, timingProfiles.productTypeId))
    .leftJoin(timingProfileMeterTypes, eq(timingProfileMeterTypes.timingProfileId, timingProfiles.id))
    .leftJoin(meterTypes, eq(meterTypes.id, timingProfileMeterTypes.meterTypeId))
    .leftJoin(priceClasses, eq(priceClasses.id, meterTypes.priceClassId))
    .where(where(...ofProduct(f)))
    .orderBy(asc(timingProfiles.description), asc(timingProfileMeterTypes.id));

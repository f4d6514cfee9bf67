import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TimeWindowSpec } from '@wattle/contract';
import { datasetKey, datasetRef, day, id, quantity, rate } from './_columns';
import { networks, productSubTypes, productTypes } from './products';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** General-ledger accounts charges post to (the price plan's arAccountId; lookup display/value). */
export const glAccounts = pgTable(
  'gl_accounts',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    accountType: text('account_type', { enum: ['REVENUE', 'RECEIVABLE', 'LIABILITY', 'BANK', 'EXPENSE'] })
      .notNull()
      .default('REVENUE'),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [uniqueIndex('gl_accounts_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('gl_accounts', t), datasetPolicy()],
);

/** Kinds of schedule per product type; `isFixedCharge` separates fixed (daily) from usage schedules. */
export const scheduleTypes = pgTable(
  'schedule_types',
  {
    id: id(),
    ...datasetColumns(),
    productTypeId: integer('product_type_id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    isFixedCharge: boolean('is_fixed_charge').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('schedule_types_code_uq').on(t.companyId, t.dataset, t.code),
    datasetKey('schedule_types', t),
    datasetRef('schedule_types', t, t.productTypeId, productTypes),
    datasetPolicy(),
  ],
);

/** Invoice item categories, filtered by schedule type. */
export const itemCategories = pgTable(
  'item_categories',
  {
    id: id(),
    ...datasetColumns(),
    scheduleTypeId: integer('schedule_type_id'),
    code: text('code').notNull(),
    description: text('description').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('item_categories_code_uq').on(t.companyId, t.dataset, t.code),
    datasetKey('item_categories', t),
    datasetRef('item_categories', t, t.scheduleTypeId, scheduleTypes),
    datasetPolicy(),
  ],
);

/** Price classes; `categoryCode` is PEAK, OFFPEAK, SHOULDER or CONTROLLED (null for anytime/solar). */
export const priceClasses = pgTable(
  'price_classes',
  {
    id: id(),
    ...datasetColumns(),
    productTypeId: integer('product_type_id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    categoryCode: text('category_code', { enum: ['PEAK', 'OFFPEAK', 'SHOULDER', 'CONTROLLED'] }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('price_classes_code_uq').on(t.companyId, t.dataset, t.code),
    datasetKey('price_classes', t),
    datasetRef('price_classes', t, t.productTypeId, productTypes),
    datasetPolicy(),
  ],
);

/** Meter types (register kinds) per product type and price class. */
export const meterTypes = pgTable(
  'meter_types',
  {
    id: id(),
    ...datasetColumns(),
    productTypeId: integer('product_type_id').notNull(),
    priceClassId: integer('price_class_id'),
    code: text('code').notNull(),
    description: text('description').notNull(),
    isInterval: boolean('is_interval').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('meter_types_code_uq').on(t.companyId, t.dataset, t.code),
    datasetKey('meter_types', t),
    datasetRef('meter_types', t, t.productTypeId, productTypes),
    datasetRef('meter_types', t, t.priceClassId, priceClasses),
    datasetPolicy(),
  ],
);

/** Timing profiles (time-of-use windows) and the meter types each one bills. */
export const timingProfiles = pgTable(
  'timing_profiles',
  {
    id: id(),
    ...datasetColumns(),
    productTypeId: integer('product_type_id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('timing_profiles_code_uq').on(t.companyId, t.dataset, t.code),
    datasetKey('timing_profiles', t),
    datasetRef('timing_profiles', t, t.productTypeId, productTypes),
    datasetPolicy(),
  ],
);

export const timingProfileMeterTypes = pgTable(
  'timing_profile_meter_types',
  {
    id: id(),
    ...datasetColumns(),
    timingProfileId: integer('timing_profile_id').notNull(),
    meterTypeId: integer('meter_type_id').notNull(),
    /** Time-of-use window of this register as text for display, e.g. "Mon-Fri 14:00-20:00". */
    timeWindow: text('time_window').notNull().default(''),
    /** The same windows structured (rating/time-windows.ts reads the text into them). */
    windows: jsonb('windows').$type<TimeWindowSpec[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('timing_profile_meter_types_uq').on(t.companyId, t.dataset, t.timingProfileId, t.meterTypeId),
    datasetRef('timing_profile_meter_types', t, t.timingProfileId, timingProfiles).onDelete('cascade'),
    datasetRef('timing_profile_meter_types', t, t.meterTypeId, meterTypes),
    datasetPolicy(),
  ],
);

/** A price plan (spec 3 §3): fixed and usage schedules, each with dated rates. Code at most 20 characters. */
export const pricePlans = pgTable(
  'price_plans',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    productSubTypeId: integer('product_sub_type_id'),
    networkId: integer('network_id'),
    isBundled: boolean('is_bundled').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    isTimeOfUse: boolean('is_time_of_use').notNull().default(false),
    startDate: day('start_date').notNull(),
    meterTimingProfileId: integer('meter_timing_profile_id'),
    /** Solar feed-in credit per unit exported (spec 3 §3 solarRate); null: only SOLAR usage schedules credit exports. */
    solarRate: rate('solar_rate'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('price_plans_code_uq').on(t.companyId, t.dataset, t.code),
    index('price_plans_product_idx').on(t.companyId, t.dataset, t.productTypeId, t.isActive),
    check('price_plans_code_length_ck', sql`char_length(${t.code}) <= 20`),
    datasetKey('price_plans', t),
    datasetRef('price_plans', t, t.productTypeId, productTypes),
    datasetRef('price_plans', t, t.productSubTypeId, productSubTypes),
    datasetRef('price_plans', t, t.networkId, networks),
    datasetRef('price_plans', t, t.meterTimingProfileId, timingProfiles),
    datasetPolicy(),
  ],
);

/** Columns both schedule kinds share (spec 3 §3 Fixed charge / Variable charge). */
const scheduleColumns = () => ({
  pricePlanId: integer('price_plan_id').notNull(),
  invoiceDescription: text('invoice_description').notNull(),
  invoiceGrouping: text('invoice_grouping'),
  scheduleTypeId: integer('schedule_type_id').notNull(),
  glAccountId: integer('gl_account_id'),
  itemCategoryId: integer('item_category_id'),
  lineItemCode: text('line_item_code'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Saved schedules are marked deleted rather than removed (canDelete is derived from use). */
  isDeleted: boolean('is_deleted').notNull().default(false),
});

/** Fixed (daily supply) charge schedules. */
export const fixedSchedules = pgTable(
  'fixed_schedules',
  {
    id: id(),
    ...datasetColumns(),
    ...scheduleColumns(),
    ...stamps(),
  },
  (t) => [
    index('fixed_schedules_plan_idx').on(t.companyId, t.dataset, t.pricePlanId),
    datasetKey('fixed_schedules', t),
    datasetRef('fixed_schedules', t, t.pricePlanId, pricePlans).onDelete('cascade'),
    datasetRef('fixed_schedules', t, t.scheduleTypeId, scheduleTypes),
    datasetRef('fixed_schedules', t, t.glAccountId, glAccounts),
    datasetRef('fixed_schedules', t, t.itemCategoryId, itemCategories),
    datasetPolicy(),
  ],
);

/** Dated rates of a fixed schedule; a null end date is open-ended. */
export const fixedRates = pgTable(
  'fixed_rates',
  {
    id: id(),
    ...datasetColumns(),
    fixedScheduleId: integer('fixed_schedule_id').notNull(),
    invoiceDescription: text('invoice_description').notNull().default(''),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    minimumCharge: rate('minimum_charge').notNull().default('0'),
    unitRate: rate('unit_rate').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    index('fixed_rates_schedule_idx').on(t.companyId, t.dataset, t.fixedScheduleId, t.startDate),
    datasetRef('fixed_rates', t, t.fixedScheduleId, fixedSchedules).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Usage (variable) charge schedules, per price class and meter type. */
export const usageSchedules = pgTable(
  'usage_schedules',
  {
    id: id(),
    ...datasetColumns(),
    ...scheduleColumns(),
    priceClassId: integer('price_class_id'),
    meterTypeId: integer('meter_type_id'),
    meterTimingProfileId: integer('meter_timing_profile_id'),
    multiRate: boolean('multi_rate').notNull().default(false),
    defaultPlan: boolean('default_plan').notNull().default(false),
    meterTypeTou: boolean('meter_type_tou').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    index('usage_schedules_plan_idx').on(t.companyId, t.dataset, t.pricePlanId),
    datasetKey('usage_schedules', t),
    datasetRef('usage_schedules', t, t.pricePlanId, pricePlans).onDelete('cascade'),
    datasetRef('usage_schedules', t, t.scheduleTypeId, scheduleTypes),
    datasetRef('usage_schedules', t, t.glAccountId, glAccounts),
    datasetRef('usage_schedules', t, t.itemCategoryId, itemCategories),
    datasetRef('usage_schedules', t, t.priceClassId, priceClasses),
    datasetRef('usage_schedules', t, t.meterTypeId, meterTypes),
    datasetRef('usage_schedules', t, t.meterTimingProfileId, timingProfiles),
    datasetPolicy(),
  ],
);

/** Dated rates of a usage schedule; the unit rates live in its steps. */
export const usageRates = pgTable(
  'usage_rates',
  {
    id: id(),
    ...datasetColumns(),
    usageScheduleId: integer('usage_schedule_id').notNull(),
    invoiceDescription: text('invoice_description').notNull().default(''),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    minimumCharge: rate('minimum_charge').notNull().default('0'),
    /** The minimum charge applies per day of the period rather than per period (billing-rules §3). */
    minimumChargePerDay: boolean('minimum_charge_per_day').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    index('usage_rates_schedule_idx').on(t.companyId, t.dataset, t.usageScheduleId, t.startDate),
    datasetKey('usage_rates', t),
    datasetRef('usage_rates', t, t.usageScheduleId, usageSchedules).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Steps (blocks) of a usage rate: step 1 starts at band 0; at most 5 steps. */
export const usageRateSteps = pgTable(
  'usage_rate_steps',
  {
    id: id(),
    ...datasetColumns(),
    usageRateId: integer('usage_rate_id').notNull(),
    stepNumber: integer('step_number').notNull(),
    bandStart: quantity('band_start').notNull().default('0'),
    unitRate: rate('unit_rate').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('usage_rate_steps_uq').on(t.companyId, t.dataset, t.usageRateId, t.stepNumber),
    check('usage_rate_steps_number_ck', sql`${t.stepNumber} between 1 and 5`),
    datasetRef('usage_rate_steps', t, t.usageRateId, usageRates).onDelete('cascade'),
    datasetPolicy(),
  ],
);

import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { datasetKey, datasetRef, id } from './_columns';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * What is sold: POWER, GAS, WATER, ISP, TELCO. Water is measured in kL, the others in kWh.
 * `isTaxable` is billing-rules §1's GST flag: water is GST-free, the others are taxable.
 */
export const productTypes = pgTable(
  'product_types',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('kWh'),
    iconName: text('icon_name').notNull().default('bolt'),
    isMetered: boolean('is_metered').notNull().default(true),
    isTaxable: boolean('is_taxable').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [uniqueIndex('product_types_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('product_types', t), datasetPolicy()],
);

/** Variants of a product type (residential, business, NBN fibre...); -1 in the API means all. */
export const productSubTypes = pgTable(
  'product_sub_types',
  {
    id: id(),
    ...datasetColumns(),
    productTypeId: integer('product_type_id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('product_sub_types_code_uq').on(t.companyId, t.dataset, t.code),
    datasetKey('product_sub_types', t),
    datasetRef('product_sub_types', t, t.productTypeId, productTypes),
    datasetPolicy(),
  ],
);

/** Distribution networks (embedded or public) a site is supplied through, per product type. */
export const networks = pgTable(
  'networks',
  {
    id: id(),
    ...datasetColumns(),
    productTypeId: integer('product_type_id').notNull(),
    networkCode: text('network_code').notNull(),
    description: text('description').notNull(),
    isEmbedded: boolean('is_embedded').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('networks_code_uq').on(t.companyId, t.dataset, t.networkCode),
    datasetKey('networks', t),
    datasetRef('networks', t, t.productTypeId, productTypes),
    datasetPolicy(),
  ],
);

/** How often accounts are billed (lookup BILLINGCYCLE); buildings carry a default one. */
export const billingCycles = pgTable(
  'billing_cycles',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    periodMonths: integer('period_months').notNull().default(1),
    /** Day of the month bills are raised (1-31); null means the account's open day. */
    billingDay: integer('billing_day'),
    isDefault: boolean('is_default').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('billing_cycles_code_uq').on(t.companyId, t.dataset, t.code),
    check('billing_cycles_billing_day_ck', sql`${t.billingDay} between 1 and 31`),
    datasetKey('billing_cycles', t),
    datasetPolicy(),
  ],
);

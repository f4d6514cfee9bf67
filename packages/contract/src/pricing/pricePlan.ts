import { z } from 'zod';
import { textId } from '../ids';

/**
 * The price plan of spec 3 §3 as GET /price-plan/{id} answers it and POST/PUT take it back.
 * Money and rates are decimal strings (never floats); dates are YYYY-MM-DD. New plans, schedules
 * and rates carry temporary ids (-1 for a new plan, negative for new rows); the server ignores the
 * derived flags (isInUse, isFutureRate, canDelete) it is sent and works them out itself.
 */
const decimal = z.string().max(40);
const optionalDecimal = decimal.nullable().optional();
const isoDay = z.string().max(10);
const rowId = z.number().int().min(-2_147_483_648).max(2_147_483_647);
const selectId = rowId.nullable();

export const rateStepSchema = z.object({
  stepNumber: z.number().int(),
  bandStart: decimal,
  unitRate: decimal,
});
export type RateStep = z.infer<typeof rateStepSchema>;

const rateColumns = {
  id: rowId,
  invoiceDescription: z.string().max(200).default(''),
  startDate: isoDay,
  endDate: isoDay.nullable().optional(),
  minimumCharge: decimal.default('0'),
  isActive: z.boolean().default(true),
  isInUse: z.boolean().optional(),
  isFutureRate: z.boolean().optional(),
  isDirty: z.boolean().optional(),
  isDeleted: z.boolean().default(false),
};

export const fixedChargeRateSchema = z.object({ ...rateColumns, fixedChargeId: rowId.optional(), unitRate: decimal });
export type FixedChargeRate = z.infer<typeof fixedChargeRateSchema>;

export const variableChargeRateSchema = z.object({
  ...rateColumns,
  variableChargeId: rowId.optional(),
  /** Whether the minimum charge applies per day of the period rather than per bill. */
  minimumChargePerDay: z.boolean().default(false),
  steps: z.array(rateStepSchema).max(20),
});
export type VariableChargeRate = z.infer<typeof variableChargeRateSchema>;

const scheduleColumns = {
  id: rowId,
  invoiceDescription: z.string().max(200),
  invoiceGrouping: z.string().max(100).nullable().optional(),
  scheduleTypeId: selectId,
  /** The GL account charges post to. */
  arAccountId: selectId.optional(),
  /** The item category's id (-1 or null: none chosen). */
  itemCategory: selectId,
  lineItemCode: z.string().max(50).nullable().optional(),
  canDelete: z.boolean().optional(),
  isDeleted: z.boolean().default(false),
};

export const fixedChargeSchema = z.object({ ...scheduleColumns, rates: z.array(fixedChargeRateSchema).max(500) });
export type FixedCharge = z.infer<typeof fixedChargeSchema>;

export const variableChargeSchema = z.object({
  ...scheduleColumns,
  priceClassId: selectId.optional(),
  meterTypeId: selectId.optional(),
  multiRate: z.boolean().default(false),
  defaultPlan: z.boolean().default(false),
  meterTypeTou: z.boolean().default(false),
  timingProfileDescription: z.string().nullable().optional(),
  meterTimingProfileId: selectId.optional(),
  rates: z.array(variableChargeRateSchema).max(500),
});
export type VariableCharge = z.infer<typeof variableChargeSchema>;

export const pricePlanSchema = z.object({
  id: rowId,
  code: z.string().max(100),
  description: z.string().max(200),
  productTypeId: selectId,
  productTypeCode: z.string().nullable().optional(),
  productSubTypeCode: z.string().max(50).nullable().optional(),
  networkCode: z.string().max(50).nullable(),
  isBundled: z.boolean().default(true),
  isActive: z.boolean().default(true),
  isTimeOfUse: z.boolean().default(false),
  startDate: isoDay,
  /** Create mode's basic rate entry: daily charge, usage (or peak) charge, solar, off-peak and shoulder. */
  fixedRate: optionalDecimal,
  usageRate: optionalDecimal,
  solarRate: optionalDecimal,
  offPeakRate: optionalDecimal,
  shoulderRate: optionalDecimal,
  meterTimingProfileId: selectId.optional(),
  isDirty: z.boolean().optional(),
  fixedCharges: z.array(fixedChargeSchema).max(100).default([]),
  variableCharges: z.array(variableChargeSchema).max(100).default([]),
});
export type PricePlan = z.infer<typeof pricePlanSchema>;
/** What a client sends: the derived flags and defaults may be left out. */
export type PricePlanInput = z.input<typeof pricePlanSchema>;

export const pricePlanIdParams = z.object({ id: textId });
/** ?allRates (present, or true/1): every rate; otherwise past rates that ended before today are left out. */
export const pricePlanQuery = z.object({
  allRates: z
    .string()
    .optional()
    .transform((v) => v !== undefined && v !== 'false' && v !== '0'),
});

export const pricePlanPaths = {
  plan: (id: number, allRates = false) => `/price-plan/${id}${allRates ? '?allRates=true' : ''}`,
  create: '/price-plan',
  lookup: (name: PricePlanLookupName) => `/price-plan/lookup/${name}`,
} as const;

export const PRICE_PLAN_LOOKUPS = [
  'networks',
  'schedule-types',
  'meter-types',
  'item-categories',
  'price-class',
  'timing-profiles',
  'product-sub-types',
  'product-types',
  'gl-accounts',
] as const;
export type PricePlanLookupName = (typeof PRICE_PLAN_LOOKUPS)[number];

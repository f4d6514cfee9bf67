import { z } from 'zod';
import { textId } from '../ids';

/**
 * GET /price-plan/lookup/{name} (spec 3 §3 Price plan lookups, filtered as §5.1 says). Every filter
 * is optional; a product sub type of productTypeId -1 applies to every product type.
 */
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const pricePlanLookupQuery = z.object({
  productTypeId: textId.optional(),
  productTypeCode: z.string().max(20).optional(),
  isFixedCharge: flag.optional(),
  priceClassId: textId.optional(),
  scheduleTypeId: textId.optional(),
});
export type PricePlanLookupQuery = z.input<typeof pricePlanLookupQuery>;

export const productTypeOptionSchema = z.object({ id: z.number().int(), code: z.string(), value: z.string() });
export const productSubTypeOptionSchema = z.object({ code: z.string(), description: z.string(), productTypeId: z.number().int(), productTypeCode: z.string() });
export const networkOptionSchema = z.object({ networkCode: z.string(), description: z.string(), productTypeCode: z.string() });
export const scheduleTypeOptionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  productTypeId: z.number().int(),
  isFixedCharge: z.boolean(),
});
export const itemCategoryOptionSchema = z.object({ id: z.number().int(), description: z.string(), scheduleTypeId: z.number().int().nullable() });
export const meterTypeOptionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  productTypeId: z.number().int(),
  priceClassId: z.number().int().nullable(),
});
export const priceClassOptionSchema = z.object({ id: z.number().int(), description: z.string(), productTypeCode: z.string() });
export const glAccountOptionSchema = z.object({ display: z.string(), value: z.number().int() });

export const priceClassCategories = ['PEAK', 'OFFPEAK', 'SHOULDER', 'CONTROLLED'] as const;

/** A timing-profile window, structured: days 0 (Sunday) … 6, times HH:MM; end at or before start crosses midnight. */
export const timeWindowSchema = z.object({
  days: z.array(z.number().int().min(0).max(6)),
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
});
export type TimeWindowSpec = z.infer<typeof timeWindowSchema>;

export const timingProfileOptionSchema = z.object({
  id: z.number().int().nullable(),
  description: z.string(),
  productTypeCode: z.string().nullable(),
  meterTypes: z.array(
    z.object({
      meterTypeId: z.number().int(),
      description: z.string(),
      priceClassDescription: z.string().nullable(),
      priceClassCategoryCode: z.enum(priceClassCategories).nullable(),
      timeWindow: z.string(),
      windows: z.array(timeWindowSchema),
    }),
  ),
});
export type TimingProfileOption = z.infer<typeof timingProfileOptionSchema>;

export const pricePlanLookupSchemas = {
  'product-types': z.array(productTypeOptionSchema),
  'product-sub-types': z.array(productSubTypeOptionSchema),
  networks: z.array(networkOptionSchema),
  'schedule-types': z.array(scheduleTypeOptionSchema),
  'item-categories': z.array(itemCategoryOptionSchema),
  'meter-types': z.array(meterTypeOptionSchema),
  'price-class': z.array(priceClassOptionSchema),
  'gl-accounts': z.array(glAccountOptionSchema),
  'timing-profiles': z.array(timingProfileOptionSchema),
} as const;

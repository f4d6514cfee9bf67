import { z } from 'zod';
import { bodyId, textId } from '../ids';

/** Billing day: blank, or a whole number from 1 to 31 typed in at most 2 digits (spec 3 §5.2, §9). */
export const BILLING_DAY = { min: 1, max: 31, digits: 2 } as const;

/** Longest building code and description the Edit Building dialog takes (the BUILDINGS section's limits). */
export const BUILDING_LIMITS = { codeLength: 20, descriptionLength: 100, attributeLength: 200 } as const;

/**
 * The building of spec 3 §3 as GET /buildings/{id} answers it and PUT /buildings/{id} takes it back:
 * a network node with its key/value attributes. The rules a save must pass are in buildingRules.ts.
 */
export const buildingSchema = z.object({
  id: bodyId,
  networkId: bodyId.nullable(),
  buildingCode: z.string().max(200),
  buildingDescription: z.string().max(BUILDING_LIMITS.descriptionLength),
  attributesDictionary: z.record(z.string().max(BUILDING_LIMITS.attributeLength), z.string().max(BUILDING_LIMITS.attributeLength)),
  offMarket: z.boolean(),
  billingDay: z.number().nullable(),
  defaultBillingCycleId: bodyId.nullable(),
});
export type Building = z.infer<typeof buildingSchema>;

export const buildingIdParams = z.object({ id: textId });

/** Network lookup of the dialog: id and product type (spec 3 §3), with the words a picker shows. */
export const buildingNetworkSchema = z.object({
  id: z.number(),
  productTypeCode: z.string(),
  networkCode: z.string(),
  description: z.string(),
});
export type BuildingNetwork = z.infer<typeof buildingNetworkSchema>;

/** Attribute key option: value and display (spec 3 §3). */
export const buildingAttributeOptionSchema = z.object({ value: z.string(), display: z.string() });
export type BuildingAttributeOption = z.infer<typeof buildingAttributeOptionSchema>;

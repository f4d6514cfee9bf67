import { z } from 'zod';
import { newPasswordSchema } from '../auth/password';
import { textId } from '../ids';
import { propertyManagers as t } from '../texts/propertyManagers';

/** Property manager (spec 3 §3): a user of the company flagged as one. */
export const propertyManagerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type PropertyManager = z.infer<typeof propertyManagerSchema>;
export const propertyManagerListSchema = z.array(propertyManagerSchema);

/** The creation payload (spec 3 §3, §5.7: all four required); the email address is also the sign-in name. */
export const newPropertyManagerSchema = z.object({
  firstName: z.string().trim().min(1, t.firstNameRequired).max(100),
  lastName: z.string().trim().min(1, t.lastNameRequired).max(100),
  emailAddress: z.string().trim().min(1, t.emailRequired).max(200).pipe(z.email(t.emailInvalid)),
  password: newPasswordSchema,
});
export type NewPropertyManager = z.infer<typeof newPropertyManagerSchema>;

/** Assigned building (spec 3 §3). */
export const assignedBuildingSchema = z.object({ buildingId: z.number().int(), buildingCode: z.string(), buildingDescription: z.string() });
export type AssignedBuilding = z.infer<typeof assignedBuildingSchema>;
export const assignedBuildingListSchema = z.array(assignedBuildingSchema);

/** POST …/buildings: every building code the manager is to have (the kept ones and the new ones). */
export const buildingCodesSchema = z.array(z.string().trim().min(1).max(200)).max(5000);

export const propertyManagerIdParams = z.object({ id: textId });

import { z } from 'zod';

/** GET /users/system-ribbons: the ribbons the user has not dismissed (spec 2 §2.1). dismissible is Y or N. */
export const systemRibbonSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  type: z.string(),
  dismissible: z.enum(['Y', 'N']),
});
export type SystemRibbon = z.infer<typeof systemRibbonSchema>;
export const systemRibbonsResponseSchema = z.array(systemRibbonSchema);

export const ribbonIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const systemRibbonsPath = '/users/system-ribbons';
export const dismissRibbonPath = (id: number) => `/users/system-ribbons/${id}/dismiss`;

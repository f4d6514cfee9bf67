import { z } from 'zod';
import { textId } from '../ids';

/** GET /users/system-ribbons: the ribbons the user has not dismissed (spec 2 §2.1). dismissible is Y or N. */
export const systemRibbonSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  type: z.string(),
  dismissible: z.enum(['Y', 'N']),
});
export type SystemRibbon = z.infer<typeof systemRibbonSchema>;
export const systemRibbonsResponseSchema = z.array(systemRibbonSchema);

export const ribbonIdParams = z.object({ id: textId });

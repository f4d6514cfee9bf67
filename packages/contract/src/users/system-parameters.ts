import { z } from 'zod';

/** System parameter (spec 1 §3, spec 3 §3); boolean values are Y/N. */
export const systemParameterSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  parameter: z.string(),
  parameterType: z.string(),
  parameterCategoryDescription: z.string(),
  access: z.boolean(),
  userVisible: z.boolean(),
});
export type SystemParameter = z.infer<typeof systemParameterSchema>;
export const systemParameterListSchema = z.array(systemParameterSchema);

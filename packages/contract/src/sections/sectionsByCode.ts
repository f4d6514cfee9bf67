import { z } from 'zod';
import { sectionConfigSchema, tableHeaderSchema } from './sectionConfig';

/**
 * GET /api/display/sections?codes=CUSTCHRGONE,CUSTCHRGRECURR — a page's parent sections in the order
 * asked for, each with its child sections and actions, with the company's adjustments applied.
 */
export const sectionsByCodeQuery = z.object({
  codes: z
    .string()
    .min(1)
    .max(500)
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9_]{1,40}$/))
        .min(1)
        .max(50),
    ),
});
export const sectionsByCodeResponseSchema = z.object({ sections: z.array(sectionConfigSchema) });
export type SectionsByCodeResponse = z.infer<typeof sectionsByCodeResponseSchema>;

/** GET /api/display/sections/{sectionId}/table-headers */
export const tableHeadersResponseSchema = z.array(tableHeaderSchema);

import { z } from 'zod';

/** POST /api/display/sections/{sectionId}/actions/{actionId}/perform-action?paramsXml=… */
export const performActionParams = z.object({
  sectionId: z.coerce.number().int().positive().max(2_147_483_647),
  actionId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const performActionQuery = z.object({ paramsXml: z.string().min(1).max(2000) });

/** The highlighted or selected rows the action applies to, by key. */
export const performActionRequestSchema = z.object({ keys: z.array(z.string().max(100)).max(1000).default([]) }).default({ keys: [] });
export type PerformActionRequest = z.input<typeof performActionRequestSchema>;

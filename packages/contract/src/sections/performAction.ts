import { z } from 'zod';
import { textId } from '../ids';

/** POST /api/display/sections/{sectionId}/actions/{actionId}/perform-action?paramsXml=… */
export const performActionParams = z.object({
  sectionId: textId,
  actionId: textId,
});
export const performActionQuery = z.object({ paramsXml: z.string().min(1).max(2000) });

/** The highlighted or selected rows the action applies to, by key. */
export const performActionRequestSchema = z.object({ keys: z.array(z.string().max(100)).max(1000).default([]) }).default({ keys: [] });
export type PerformActionRequest = z.input<typeof performActionRequestSchema>;

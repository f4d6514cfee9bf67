import { z } from 'zod';
import { bodyId } from '../ids';

/** Rows one run-action may carry. */
export const RUN_ACTION_MAX_ITEMS = 1000;

/**
 * POST /dashboard/processes/run-action: the selected rows (itemsJson: a JSON array of rows, each
 * with the process's key field) and the action's options. The answer is a list whose first entry
 * decides success or error.
 */
export const runActionRequestSchema = z.object({
  processId: bodyId,
  actionId: bodyId,
  options: z.string().max(10_000).default(''),
  itemsJson: z.string().min(2).max(5_000_000),
});
export type RunActionRequest = z.input<typeof runActionRequestSchema>;

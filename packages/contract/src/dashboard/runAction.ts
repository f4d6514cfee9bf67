import { z } from 'zod';

/** Rows one run-action may carry. */
export const RUN_ACTION_MAX_ITEMS = 1000;

/**
 * POST /dashboard/processes/run-action: the selected rows (itemsJson: a JSON array of rows, each
 * with the process's key field) and the action's options. The answer is a list whose first entry
 * decides success or error.
 */
export const runActionRequestSchema = z.object({
  processId: z.number().int().positive().max(2_147_483_647),
  actionId: z.number().int().positive().max(2_147_483_647),
  options: z.string().max(10_000).default(''),
  itemsJson: z.string().min(2).max(5_000_000),
});
export type RunActionRequest = z.input<typeof runActionRequestSchema>;

export const runActionPath = '/dashboard/processes/run-action';

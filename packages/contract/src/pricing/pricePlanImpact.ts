import { z } from 'zod';
import { textId } from '../ids';
import { JOB_PROGRESS_STATUSES } from '../jobs';

/**
 * The impact preview of a price change (issue 13): every utility account on the plan rated over
 * its last billed period with the saved rates and with the edited ones, by the rating engine, as a
 * background job. Money is a decimal string (bill totals including GST).
 */
export const PRICE_PLAN_IMPACT_STATUSES = JOB_PROGRESS_STATUSES;
export type PricePlanImpactStatus = (typeof PRICE_PLAN_IMPACT_STATUSES)[number];

/** How many of the largest increases the preview lists. */
export const PRICE_PLAN_IMPACT_LIST_SIZE = 20;
/** How often the editor asks for the job's progress. */
export const PRICE_PLAN_IMPACT_POLL_MS = 1000;

const money = z.string();

export const pricePlanImpactAccountSchema = z.object({
  customerId: z.number().int(),
  customerNumber: z.string(),
  customerName: z.string(),
  accountNumber: z.string(),
  utilityAccountId: z.number().int(),
  periodFrom: z.string(),
  periodTo: z.string(),
  current: money,
  changed: money,
  change: money,
  /** The change as a percentage of the current bill, 2 places; null when the current bill is 0. */
  changePercent: money.nullable(),
});
export type PricePlanImpactAccount = z.infer<typeof pricePlanImpactAccountSchema>;

export const pricePlanImpactSchema = z.object({
  id: z.number().int(),
  pricePlanId: z.number().int(),
  status: z.enum(PRICE_PLAN_IMPACT_STATUSES),
  accountsTotal: z.number().int(),
  accountsDone: z.number().int(),
  /** Accounts whose bill changes. */
  accountsAffected: z.number().int(),
  currentTotal: money,
  changedTotal: money,
  totalChange: money,
  /** The largest increases in dollars, then the largest in per cent (PRICE_PLAN_IMPACT_LIST_SIZE each); empty until COMPLETED. */
  largestIncreases: z.array(pricePlanImpactAccountSchema),
  largestPercentIncreases: z.array(pricePlanImpactAccountSchema),
  error: z.string().nullable(),
});
export type PricePlanImpact = z.infer<typeof pricePlanImpactSchema>;

export const pricePlanImpactStartedSchema = z.object({ id: z.number().int() });
export const pricePlanImpactParams = z.object({ id: textId, impactId: textId });

export const pricePlanImpactPaths = {
  start: (planId: number) => `/price-plan/${planId}/impact`,
  read: (planId: number, impactId: number) => `/price-plan/${planId}/impact/${impactId}`,
} as const;

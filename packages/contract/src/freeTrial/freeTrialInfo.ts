import { z } from 'zod';

/**
 * GET /users/free-trial-info?username= (spec 3 §3, §7). `hasMeters` is ours: the spec gives step 4
 * ('Add meter') no flag, so the page could never tick it.
 */
export const freeTrialInfoQuerySchema = z.object({ username: z.string().min(1).max(200) });
export const freeTrialInfoResponseSchema = z.object({
  daysRemaining: z.number().int().min(0),
  pricePlan: z.enum(['Y', 'N']),
  hasCustomers: z.enum(['Y', 'N']),
  hasMeters: z.enum(['Y', 'N']),
});
export type FreeTrialInfo = z.infer<typeof freeTrialInfoResponseSchema>;

/** Where the Subscribe button and the help links of the Getting-started page lead (spec 3 §2.14). */
export const FREE_TRIAL_LINKS = {
  subscribe: 'https://wattle.example.com/subscribe',
  helpEmail: 'mailto:help@wattle.example.com',
  helpVideo: 'https://wattle.example.com/videos/getting-started',
} as const;

/** The Subscribe link carries the user's username, first name, last name and company code. */
export function subscribeUrl(user: { username: string; firstName: string; lastName: string; companyCode: string }): string {
  const url = new URL(FREE_TRIAL_LINKS.subscribe);
  url.searchParams.set('username', user.username);
  url.searchParams.set('firstName', user.firstName);
  url.searchParams.set('lastName', user.lastName);
  url.searchParams.set('companyCode', user.companyCode);
  return url.toString();
}

/** How long a trial created by `npm run create-trial-company` lasts unless told otherwise. */
export const FREE_TRIAL_DAYS = 30;

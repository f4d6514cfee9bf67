import { z } from 'zod';
import { helpPagePath } from '../help/helpLinks';

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

/**
 * Where the Subscribe button and the help links of the Getting-started page lead (spec 3 §2.14)
 * until an administrator sets the system parameters FREE_TRIAL_PARAMS: in-product help pages. A
 * blank help email sends the help link to the in-product support page instead of a mail program.
 */
export const FREE_TRIAL_LINKS = {
  subscribe: helpPagePath('subscribe'),
  helpEmail: '',
  helpVideo: helpPagePath('getting-started'),
  helpPage: helpPagePath('support'),
} as const;

/** The help email link: the address as mailto:, or the in-product support page when there is none. */
export const helpEmailHref = (address: string | null | undefined) => (address?.trim() ? `mailto:${address.trim()}` : FREE_TRIAL_LINKS.helpPage);

/** The Subscribe link (`address`, a path of this application or an https:// address) carries the user's username, first name, last name and company code. */
export function subscribeUrl(
  user: { username: string; firstName: string; lastName: string; companyCode: string },
  address: string = FREE_TRIAL_LINKS.subscribe,
  origin = 'http://localhost',
): string {
  const url = new URL(address, origin);
  url.searchParams.set('username', user.username);
  url.searchParams.set('firstName', user.firstName);
  url.searchParams.set('lastName', user.lastName);
  url.searchParams.set('companyCode', user.companyCode);
  return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : url.toString();
}

/** How long a trial created by `npm run create-trial-company` lasts unless told otherwise. */
export const FREE_TRIAL_DAYS = 30;

import { z } from 'zod';

/** The accounting provider's single-sign-on: the browser goes to `start` and comes back to the landing page. */
export const ssoPaths = {
  accountingStart: '/sso/accounting/start',
  accountingCallback: '/sso/accounting/callback',
  landing: '/third-party-authentication-redirect',
} as const;

/** Query of /third-party-authentication-redirect (spec 1 §2.1). */
export const thirdPartyLandingQuerySchema = z.object({
  username: z.string().min(1),
  displayName: z.string().default(''),
  companyCode: z.string().default(''),
  freeTrial: z.enum(['true', 'false']).default('false'),
});
export type ThirdPartyLandingQuery = z.infer<typeof thirdPartyLandingQuerySchema>;

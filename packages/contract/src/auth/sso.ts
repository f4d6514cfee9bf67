import { z } from 'zod';

/** The accounting provider's single-sign-on: the browser goes to `start` and comes back to the landing page. */
export const ssoPaths = {
  accountingStart: '/sso/accounting/start',
  accountingCallback: '/sso/accounting/callback',
  /** The signed-in user links their provider identity (My Settings); the provider comes back to the same callback. */
  accountingLink: '/sso/accounting/link',
  landing: '/third-party-authentication-redirect',
  /** My Settings, where a link ends with `?link=linked|taken|failed`. */
  linkLanding: '/user/settings',
} as const;

/** Query of /third-party-authentication-redirect (spec 1 §2.1). */
export const thirdPartyLandingQuerySchema = z.object({
  username: z.string().min(1),
  displayName: z.string().default(''),
  companyCode: z.string().default(''),
  freeTrial: z.enum(['true', 'false']).default('false'),
});
export type ThirdPartyLandingQuery = z.infer<typeof thirdPartyLandingQuerySchema>;

/** Where a single sign-on ends on the sign-in page (`/login?sso=…`) or on My Settings (`?link=…`). */
export const ssoOutcomes = { failed: 'failed', unknown: 'unknown' } as const;
export const ssoLinkOutcomes = { linked: 'linked', taken: 'taken', failed: 'failed' } as const;
export type SsoLinkOutcome = keyof typeof ssoLinkOutcomes;

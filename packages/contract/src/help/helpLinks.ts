/**
 * Where help leads: the in-product help pages' addresses (helpPages.ts has their content), the
 * seeded Help menu, the free-trial link parameters and the rule for an address.
 */
export const HELP_PAGE_BASE = '/help';
export const helpPagePath = (slug: string) => `${HELP_PAGE_BASE}/${slug}`;

/** The Help menu a new company starts with (spec 1 §2.5: id, name, url), each opening its in-product page. */
export const SEEDED_HELP_TOPICS: readonly { name: string; url: string }[] = [
  { name: 'Getting started', url: helpPagePath('getting-started') },
  { name: 'Finding a customer', url: helpPagePath('search') },
  { name: 'Billing and invoices', url: helpPagePath('billing') },
  { name: 'Reports', url: helpPagePath('reports') },
  { name: 'Contact support', url: helpPagePath('support') },
];

/**
 * The system parameters saying where the free-trial page's Subscribe button, help email and help
 * video lead (spec 3 §2.14; docs/administration.md). Kept here, not in PARAMS, so that only the
 * screens using them carry them.
 */
export const FREE_TRIAL_PARAMS = {
  subscribeUrl: 'FREE_TRIAL_SUBSCRIBE_URL',
  helpEmail: 'FREE_TRIAL_HELP_EMAIL',
  helpVideoUrl: 'FREE_TRIAL_HELP_VIDEO_URL',
} as const;

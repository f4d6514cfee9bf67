/**
 * The in-product help pages (GET /help/{slug} in the web app): what the seeded Help menu topics and
 * the free-trial page's links open until an administrator points them elsewhere (Maintenance »
 * Help Topics, System Settings » Free trial). Kept out of `texts`, and apart from the links
 * (helpLinks.ts), so that only the help page's chunk carries them.
 */
export interface HelpPage {
  title: string;
  paragraphs: readonly string[];
}

export const HELP_PAGES = {
  'getting-started': {
    title: 'Getting started',
    paragraphs: [
      'Wattle keeps your customers, their sites, accounts and meters, and bills them from the price plans you set up.',
      'Start from the Dashboard: its cards show the work waiting for you (new emails, posted mail, exceptions of a bill run). The side drawer opens the pages of the customer you are working on.',
      'A new company sets itself up from the Getting started page: the company profile, a price plan, a first customer and site, and a meter.',
    ],
  },
  search: {
    title: 'Finding a customer',
    paragraphs: [
      'Type a name, an account number, an address, a phone number or an email address in the search box of the top bar. Choose what to search by from the list beside it.',
      'Open only is on by default: closed accounts are left out until you turn it off. Recent searches are kept for you.',
      'Choosing a result opens the customer; the side drawer then lists the pages of that customer.',
    ],
  },
  billing: {
    title: 'Billing and invoices',
    paragraphs: [
      'Accounts are billed by their billing cycle from the price plan of each service. A bill run is started by hand or by its system job, reviewed for exceptions, then issued.',
      'An issued invoice is kept as a document of the customer. A mistake is put right with a credit note and a rebill, never by changing the invoice.',
      'The Transactions page of a customer shows every charge, payment and adjustment with the running balance.',
    ],
  },
  reports: {
    title: 'Reports',
    paragraphs: [
      'Open a report from the Reports menu, fill in its filters and run it, or save it to My Reports to have it prepared in the background.',
      'Report schedules (Maintenance » Report Schedules) run a report on a schedule and keep the result in My Reports.',
    ],
  },
  support: {
    title: 'Contact support',
    paragraphs: [
      'Ask your administrator first: they manage users, roles and the settings of your company.',
      'When your company has connected a help desk (Maintenance » Add-ons), your tickets are listed from the user menu and a new ticket can be raised there.',
    ],
  },
  subscribe: {
    title: 'Subscribe',
    paragraphs: [
      'Your trial keeps everything you set up. To carry on after it ends, ask your account manager to move your company to a subscription; your data stays as it is.',
      'An administrator can point the Subscribe button at your own sign-up page in System Settings (Free trial).',
    ],
  },
} as const satisfies Record<string, HelpPage>;
export type HelpPageSlug = keyof typeof HELP_PAGES;

export const helpPageOf = (slug: string | undefined): HelpPage | null =>
  slug !== undefined && Object.hasOwn(HELP_PAGES, slug) ? HELP_PAGES[slug as HelpPageSlug] : null;

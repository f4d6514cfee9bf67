import { SMS_PLATFORM } from '../sms/sms';
import { METERING_PLATFORM } from './metering';

/**
 * The Add-ons catalogue (spec 1 §3 "Integrations catalogue contents"): nine providers and the SMS
 * provider (issue 27), written in code; the server keeps only which of them a company connected (GET /integrations). The names are
 * Wattle's own stand-ins, not real brands.
 */
export const INTEGRATION_CATEGORIES = {
  accounting: 'Accounting Tools',
  payments: 'Payments',
  mailAndPost: 'Mail and Post',
  customerService: 'Customer Service',
} as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[keyof typeof INTEGRATION_CATEGORIES];

/** The Add-ons screen's category filter: its label and the catalogue category it keeps ('all' / 'featured' are not categories). */
export const ADDON_FILTERS = [
  { label: 'All Categories', keeps: 'all' },
  { label: 'Accounting', keeps: INTEGRATION_CATEGORIES.accounting },
  { label: 'Payments', keeps: INTEGRATION_CATEGORIES.payments },
  { label: 'Mail and post', keeps: INTEGRATION_CATEGORIES.mailAndPost },
  { label: 'Customer service', keeps: INTEGRATION_CATEGORIES.customerService },
  { label: 'Featured Apps', keeps: 'featured' },
] as const;
export type AddonFilter = (typeof ADDON_FILTERS)[number];

/** How a platform connects: an OAuth2 redirect, or the connect dialog's keys (pipe-joined). */
export type IntegrationType = 'ACCOUNTING' | 'MAILPOST' | 'PAYMENT' | 'TICKETING' | 'METERING' | 'SMS';

export const ACCOUNTING_PLATFORM = 'ledgerlink';

export interface IntegrationCatalogueItem {
  name: string;
  platformName: string;
  integrationType: IntegrationType;
  category: IntegrationCategory;
  shortDescription: string;
  longDescriptionHTML: string;
  /** The help button's tooltip; it opens longDescriptionHTML. */
  helpButton: { tooltipText: string };
  buttons: { url: string; text: string }[];
  logoImagePath: string;
  isComingSoon: boolean;
  hideName: boolean;
  /** Listed under Featured Apps. */
  isFeatured: boolean;
  /** Connects through the provider's authorisation page (no credential fields). */
  connectsByRedirect: boolean;
  /** A page of Wattle's for the connected platform (the metering provider's sites). */
  integrationAccessButton: { url: string; text: string } | null;
  textField1Label: string | null;
  textField2Label: string | null;
  textField3Label: string | null;
}

const help = (name: string) => ({ tooltipText: `How ${name} works with Wattle` });
const logo = (platform: string) => `/integrations/${platform}.svg`;

function item(
  fields: Pick<IntegrationCatalogueItem, 'name' | 'platformName' | 'integrationType' | 'category' | 'shortDescription'> & Partial<IntegrationCatalogueItem>,
): IntegrationCatalogueItem {
  return {
    longDescriptionHTML: `<p>${fields.shortDescription}</p>`,
    helpButton: help(fields.name),
    buttons: [],
    logoImagePath: logo(fields.platformName),
    isComingSoon: false,
    hideName: false,
    isFeatured: false,
    connectsByRedirect: false,
    integrationAccessButton: null,
    textField1Label: null,
    textField2Label: null,
    textField3Label: null,
    ...fields,
  };
}

export const INTEGRATION_CATALOGUE: readonly IntegrationCatalogueItem[] = [
  item({
    name: 'Ledger Link',
    platformName: ACCOUNTING_PLATFORM,
    integrationType: 'ACCOUNTING',
    category: INTEGRATION_CATEGORIES.accounting,
    shortDescription: 'Send invoices, journals and receipts to your accounting organisations.',
    isFeatured: true,
    connectsByRedirect: true,
  }),
  item({
    name: 'Mail Room',
    platformName: 'mailroom',
    integrationType: 'MAILPOST',
    category: INTEGRATION_CATEGORIES.mailAndPost,
    shortDescription: 'Print and post letters and invoices to customers who want paper.',
    longDescriptionHTML:
      "<p>Print and post letters and invoices to customers who want paper.</p><p>Once connected through the mail house's own authorisation page, every posted letter (a single letter, a bulk send, a system job's task) is sent to the mail house as its PDF with the customer's postal address, and its tracking (mailed, in transit, delivered, returned) shows on the Posted Mail queue and the customer's Posted Mail page. Without it, letters are printed from the dashboard.</p>",
    connectsByRedirect: true,
  }),
  item({
    name: 'Direct Debit',
    platformName: 'directdebit',
    integrationType: 'PAYMENT',
    category: INTEGRATION_CATEGORIES.payments,
    shortDescription: 'Collect direct debits from bank accounts on the due date.',
    textField1Label: 'Public key',
    textField2Label: 'Private key',
  }),
  item({
    name: 'Bank Pay',
    platformName: 'bankpay',
    integrationType: 'PAYMENT',
    category: INTEGRATION_CATEGORIES.payments,
    shortDescription: 'Take payments by bank transfer and payment slip.',
    textField1Label: 'Username',
    textField2Label: 'Password',
  }),
  item({
    name: 'Card Pay',
    platformName: 'cardpay',
    integrationType: 'PAYMENT',
    category: INTEGRATION_CATEGORIES.payments,
    shortDescription: 'Accept card payments online and over the phone.',
    isFeatured: true,
    textField1Label: 'Public key',
    textField2Label: 'Private key',
  }),
  item({
    name: 'Card Pay Counters',
    platformName: 'cardpaycounters',
    integrationType: 'PAYMENT',
    category: INTEGRATION_CATEGORIES.payments,
    shortDescription: 'Card payments at your counters, each counter a location.',
    textField1Label: 'Public key',
    textField2Label: 'Private key',
    textField3Label: 'Location key',
  }),
  item({
    name: 'Help Desk',
    platformName: 'helpdesk',
    integrationType: 'TICKETING',
    category: INTEGRATION_CATEGORIES.customerService,
    shortDescription: 'Raise and follow support tickets from Wattle.',
    textField1Label: 'Subdomain',
  }),
  item({
    name: 'Direct Debit Lite',
    platformName: 'directdebitlite',
    integrationType: 'PAYMENT',
    category: INTEGRATION_CATEGORIES.payments,
    shortDescription: 'Direct debits with a single API key.',
    textField1Label: 'API key',
  }),
  item({
    name: 'Meter Link',
    platformName: METERING_PLATFORM,
    integrationType: 'METERING',
    category: INTEGRATION_CATEGORIES.customerService,
    shortDescription: "Load your metering provider's sites and pull their reads into the import queue.",
    isFeatured: true,
    textField1Label: 'Username',
    textField2Label: 'Password',
    integrationAccessButton: { url: '/metering-reads', text: 'Sites and reads' },
  }),
  item({
    name: 'SMS Link',
    platformName: SMS_PLATFORM,
    integrationType: 'SMS',
    category: INTEGRATION_CATEGORIES.customerService,
    shortDescription: 'Send bulk and job SMS through your SMS provider account; delivery receipts and STOP replies come back.',
    textField1Label: 'Account SID',
    textField2Label: 'Auth Token',
    textField3Label: 'Sender number',
  }),
];

/** The credential fields the connect dialog shows, in the order they are pipe-joined. */
export const credentialLabels = (item: IntegrationCatalogueItem) =>
  [item.textField1Label, item.textField2Label, item.textField3Label].filter((label): label is string => label !== null);

export const catalogueItem = (platformName: string) => INTEGRATION_CATALOGUE.find((i) => i.platformName === platformName);

/** Whether a catalogue item passes the Add-ons screen's filter. */
export const passesFilter = (item: IntegrationCatalogueItem, filter: AddonFilter) =>
  filter.keeps === 'all' || (filter.keeps === 'featured' ? item.isFeatured : item.category === filter.keeps);

import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lookups } from '../../db/schema/index';
import { upgradeDefinitions } from '../definitions';
import type { SeedScope } from '../reference';

type Entry = [value: string, display: string, parentValue?: string];

/** Generic code lists served by GET /lookups/{code}/values; the first entry of each list is its default. */
export const LOOKUP_LISTS: Record<string, Entry[]> = {
  DEPARTMENTS: [
    ['FINANCE', 'Finance'],
    ['OPERATIONS', 'Operations'],
    ['CUSTOMER_SERVICE', 'Customer Service'],
    ['CREDIT', 'Credit and Collections'],
    ['MANAGEMENT', 'Management'],
  ],
  REPORT_FREQUENCY: [
    ['DAILY', 'Daily'],
    ['WEEKLY', 'Weekly'],
    ['MONTHLY', 'Monthly'],
    ['QUARTERLY', 'Quarterly'],
  ],
  TIME_PERIOD: [
    ['PREVIOUS_DAY', 'Previous day'],
    ['PREVIOUS_WEEK', 'Previous week'],
    ['PREVIOUS_MONTH', 'Previous month'],
    ['PREVIOUS_QUARTER', 'Previous quarter'],
    ['PREVIOUS_YEAR', 'Previous year'],
  ],
  EXPORT_DATE: [
    ['CURRENT_DAY', 'Current day'],
    ['PREVIOUS_DAY', 'Previous day'],
  ],
  RECEIVED_VIA: [
    ['Email', 'Email'],
    ['Post', 'Post'],
    ['Fax', 'Fax'],
    ['Phone', 'Phone'],
    ['Other', 'Other'],
  ],
  CORRESPONDENCE_TYPE: [
    ['TEMPLATE', 'Template'],
    ['RESEND', 'Resend'],
    ['ADHOC', 'Ad hoc'],
  ],
  STATES: [
    ['NSW', 'New South Wales'],
    ['VIC', 'Victoria'],
    ['QLD', 'Queensland'],
    ['SA', 'South Australia'],
    ['WA', 'Western Australia'],
    ['TAS', 'Tasmania'],
    ['ACT', 'Australian Capital Territory'],
    ['NT', 'Northern Territory'],
  ],
  TITLES: [
    ['Mr', 'Mr'],
    ['Mrs', 'Mrs'],
    ['Ms', 'Ms'],
    ['Miss', 'Miss'],
    ['Dr', 'Dr'],
    ['Mx', 'Mx'],
  ],
  RELATIONSHIP_TYPE: [
    ['ACCOUNT_HOLDER', 'Account holder'],
    ['SECONDARY_HOLDER', 'Secondary account holder'],
    ['AUTHORISED_PERSON', 'Authorised person'],
    ['BILLING_CONTACT', 'Billing contact'],
    ['PROPERTY_MANAGER', 'Property manager'],
  ],
  /** What a bill run found (billing-rules §7), in words wherever a person reads it. */
  BILLING_EXCEPTION: [
    ['NO_PRICE_PLAN', 'No price plan'],
    ['NO_RATE', 'No rate'],
    ['NO_READS', 'No reads'],
    ['NEGATIVE_READ', 'Negative read'],
    ['ZERO_USAGE', 'Zero usage'],
    ['HIGH_USAGE', 'High usage'],
    ['LOW_USAGE', 'Low usage'],
    ['NEGATIVE_USAGE', 'Negative usage'],
    ['RATE_MISSING', 'Rate missing'],
    ['ESTIMATED_READ', 'Estimated read'],
    ['BUILDING_UNRECONCILED', 'Building not reconciled'],
    ['MISSING_DATA', 'Missing data'],
    ['READ_REVISED', 'Read revised'],
  ],
  ADJUSTMENT_REASON: [
    ['BILLING_ERROR', 'Billing error'],
    ['GOODWILL', 'Goodwill'],
    ['METER_ERROR', 'Meter error'],
    ['CONCESSION', 'Concession'],
    ['FEE', 'Fee charged'],
    ['OTHER', 'Other'],
  ],
  PAYMENT_METHOD: [
    ['BPAY', 'BPAY'],
    ['DIRECT_DEBIT', 'Direct debit'],
    ['CARD', 'Credit card'],
    ['EFT', 'Bank transfer'],
    ['CHEQUE', 'Cheque'],
    ['CASH', 'Cash'],
  ],
  DATEOPTIONS: [
    ['TODAY', 'Today'],
    ['YESTERDAY', 'Yesterday'],
    ['END_OF_LAST_MONTH', 'End of last month'],
    ['START_OF_THIS_MONTH', 'Start of this month'],
  ],
  DUEDATEOPTIONS: [
    ['14_DAYS', '14 days after the invoice date'],
    ['21_DAYS', '21 days after the invoice date'],
    ['30_DAYS', '30 days after the invoice date'],
  ],
  BUILDING_ATTRIBUTE: [
    ['STRATA_PLAN', 'Strata plan number'],
    ['MANAGING_AGENT', 'Managing agent'],
    ['EMBEDDED_NETWORK_ID', 'Embedded network id'],
    ['PARENT_NMI', 'Parent (gate) meter NMI'],
    ['ACCESS_NOTES', 'Access notes'],
    ['BILLING_NOTES', 'Billing notes'],
  ],
};

/** The lists' values; a company's own values, order, defaults and retired values are kept (seed/definitions.ts). */
export async function upgradeLookups(tx: Tx | Db, scope: SeedScope) {
  await upgradeDefinitions(tx, {
    table: lookups,
    where: and(eq(lookups.companyId, scope.companyId), eq(lookups.dataset, scope.dataset))!,
    scope,
    keyOf: (row) => `${row.lookupCode}\u0000${row.value}`,
    definitions: Object.entries(LOOKUP_LISTS).flatMap(([lookupCode, entries]) =>
      entries.map(([value, display, parentValue], i) => ({
        lookupCode,
        value,
        display,
        parentValue: parentValue ?? null,
        sortOrder: (i + 1) * 10,
        isDefault: i === 0,
      })),
    ),
    codeOwned: ['display', 'parentValue'],
  });
}

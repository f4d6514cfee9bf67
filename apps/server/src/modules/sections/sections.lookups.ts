import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LookupValue } from '@wattle/contract';
import {
  brands,
  concessionCards,
  concessions,
  customerAccounts,
  customerCharges,
  familyHarmRecords,
  hardshipCases,
  itemCategories,
  mailMergeTemplates,
  lifeSupportRegistrations,
  meterReads,
  parties,
  paymentPlans,
  sites,
  treatments,
  utilityAccounts,
} from '../../db/schema/index';
import { registerLookup } from '../lookups/lookup.registry';
import { MANUAL_READ_TYPES } from '../metering/meter-read.rules';
import { moduleSections } from '../index';
import { words } from './definitions/shared';

/** The lookups the section definitions use beyond the generic lists and the wizards' lookups. */

/** A coded column's values shown as words (HEALTH_CARE → Health Care). */
const codes = (values: readonly string[]) => async (): Promise<LookupValue[]> => values.map((value) => ({ value, display: words(value) }));
const idText = (column: AnyPgColumn) => sql<string>`${column}::text`;

registerLookup('CHARGE_FREQUENCY', codes(customerCharges.frequency.enumValues));
registerLookup('CONTACT_METHOD', codes(parties.preferredContactMethod.enumValues));
registerLookup('LIFE_SUPPORT_EQUIPMENT', codes(lifeSupportRegistrations.equipment.enumValues));
registerLookup('LIFE_SUPPORT_STATUS', codes(lifeSupportRegistrations.status.enumValues));
registerLookup('CREDIT_STATUS', codes(customerAccounts.creditStatus.enumValues));
registerLookup('INVOICE_FORMAT', codes(customerAccounts.invoiceFormat.enumValues));
registerLookup('CONCESSION_CARD_TYPE', codes(concessionCards.cardType.enumValues));
registerLookup('HARDSHIP_REASON', codes(hardshipCases.reason.enumValues));
registerLookup('HARDSHIP_STATUS', codes(hardshipCases.status.enumValues));
registerLookup('FAMILY_HARM_STATUS', codes(familyHarmRecords.status.enumValues));
registerLookup('PLAN_FREQUENCY', codes(paymentPlans.frequency.enumValues));
registerLookup('TREATMENT_TYPE', codes(treatments.treatmentType.enumValues));
registerLookup('TREATMENT_STATUS', codes(treatments.status.enumValues));
registerLookup('READ_TYPE', codes(meterReads.readType.enumValues));
registerLookup('READ_TYPE_ENTRY', codes(MANUAL_READ_TYPES));
registerLookup('PAPER_SIZE', async () => mailMergeTemplates.paperSize.enumValues.map((value) => ({ value, display: value })));
/** The kinds of transaction staff post by hand. */
registerLookup('MANUAL_TRANSACTION_TYPE', codes(['ADJUSTMENT', 'FEE', 'WRITE_OFF', 'REFUND']));

registerLookup('ITEM_CATEGORIES', (tx) =>
  tx
    .select({ value: idText(itemCategories.id), display: itemCategories.description })
    .from(itemCategories)
    .orderBy(asc(itemCategories.description)),
);
registerLookup('BRANDS', (tx) =>
  tx
    .select({ value: idText(brands.id), display: brands.name })
    .from(brands)
    .orderBy(asc(brands.name)),
);
registerLookup('CONCESSIONS', (tx) =>
  tx
    .select({ value: idText(concessions.id), display: concessions.description })
    .from(concessions)
    .where(eq(concessions.isActive, true))
    .orderBy(asc(concessions.description)),
);

/** Section codes and, for one section (`sectionCode`), its fields: for the company's own labels. */
registerLookup('SECTION_CODES', async () =>
  moduleSections.map((s) => ({ value: s.code, display: `${s.description} (${s.code})` })).sort((a, b) => a.display.localeCompare(b.display)),
);
registerLookup('SECTION_FIELDS', async (_tx, parameters) =>
  (moduleSections.find((s) => s.code === parameters.sectionCode)?.fields ?? []).map((f) => ({ value: f.name, display: `${f.prompt} (${f.name})` })),
);

/** The customer's concession cards (`customerId`). */
registerLookup('CUSTOMER_CONCESSION_CARDS', (tx, parameters) => {
  const customerId = Number(parameters.customerId);
  if (!Number.isSafeInteger(customerId)) return Promise.resolve([]);
  return tx
    .select({
      value: idText(concessionCards.id),
      display: sql<string>`${concessionCards.cardNumber} || ' ' || initcap(replace(lower(${concessionCards.cardType}), '_', ' '))`,
    })
    .from(concessionCards)
    .where(eq(concessionCards.customerId, customerId))
    .orderBy(asc(concessionCards.validFrom));
});

/** The sites the customer is (or was) supplied at (`customerId`). */
registerLookup('CUSTOMER_SITES', (tx, parameters) => {
  const customerId = Number(parameters.customerId);
  if (!Number.isSafeInteger(customerId)) return Promise.resolve([]);
  return tx
    .selectDistinct({ value: idText(sites.id), display: sites.location })
    .from(sites)
    .innerJoin(utilityAccounts, eq(utilityAccounts.siteId, sites.id))
    .innerJoin(customerAccounts, and(eq(customerAccounts.id, utilityAccounts.customerAccountId), eq(customerAccounts.customerId, customerId)))
    .orderBy(asc(sites.location));
});

import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { datasetKey, datasetRef, day, id, money, rate } from './_columns';
import { customerAccounts } from './accounts';
import { customers, parties } from './customers';
import { productTypes } from './products';
import { sites } from './sites';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** Concession schemes (state rebates): a daily rebate or a percentage of usage charges. */
export const concessions = pgTable(
  'concessions',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    state: text('state'),
    productTypeId: integer('product_type_id'),
    dailyRebate: rate('daily_rebate').notNull().default('0'),
    usagePercent: rate('usage_percent').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('concessions_code_uq').on(t.companyId, t.dataset, t.code),
    datasetKey('concessions', t),
    datasetRef('concessions', t, t.productTypeId, productTypes),
    datasetPolicy(),
  ],
);

/** A customer's concession card (CUSTCONNCARDS): pensioner, health care or DVA card. */
export const concessionCards = pgTable(
  'concession_cards',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    partyId: integer('party_id'),
    concessionId: integer('concession_id').notNull(),
    cardType: text('card_type', { enum: ['PENSIONER', 'HEALTH_CARE', 'DVA_GOLD', 'SENIORS'] }).notNull(),
    cardNumber: text('card_number').notNull(),
    cardHolderName: text('card_holder_name').notNull(),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to'),
    status: text('status', { enum: ['PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED'] })
      .notNull()
      .default('PENDING'),
    verifiedDate: day('verified_date'),
    ...stamps(),
  },
  (t) => [
    index('concession_cards_customer_idx').on(t.companyId, t.dataset, t.customerId),
    index('concession_cards_status_idx').on(t.companyId, t.dataset, t.status),
    datasetKey('concession_cards', t),
    datasetRef('concession_cards', t, t.customerId, customers),
    datasetRef('concession_cards', t, t.partyId, parties),
    datasetRef('concession_cards', t, t.concessionId, concessions),
    datasetPolicy(),
  ],
);

/** Rebates claimed on a card (CUSTCARDTRANS); accepted ones are credited by a CONCESSION transaction. */
export const concessionCardTransactions = pgTable(
  'concession_card_transactions',
  {
    id: id(),
    ...datasetColumns(),
    concessionCardId: integer('concession_card_id').notNull(),
    customerAccountId: integer('customer_account_id').notNull(),
    transactionDate: day('transaction_date').notNull(),
    periodFrom: day('period_from'),
    periodTo: day('period_to'),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['CLAIMED', 'ACCEPTED', 'REJECTED'] })
      .notNull()
      .default('CLAIMED'),
    ...stamps(),
  },
  (t) => [
    index('concession_card_transactions_card_idx').on(t.companyId, t.dataset, t.concessionCardId, t.transactionDate),
    datasetRef('concession_card_transactions', t, t.concessionCardId, concessionCards).onDelete('cascade'),
    datasetRef('concession_card_transactions', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);

/** Hardship programme participation (CUSTHARDSHIP). */
export const hardshipCases = pgTable(
  'hardship_cases',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    customerAccountId: integer('customer_account_id'),
    reason: text('reason', { enum: ['FINANCIAL', 'ILLNESS', 'UNEMPLOYMENT', 'FAMILY', 'DISASTER', 'OTHER'] }).notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    reviewDate: day('review_date'),
    status: text('status', { enum: ['ASSESSING', 'ACTIVE', 'COMPLETED', 'EXITED'] })
      .notNull()
      .default('ASSESSING'),
    debtAtEntry: money('debt_at_entry').notNull().default('0'),
    notes: text('notes'),
    caseOfficer: text('case_officer'),
    ...stamps(),
  },
  (t) => [
    index('hardship_cases_customer_idx').on(t.companyId, t.dataset, t.customerId),
    index('hardship_cases_status_idx').on(t.companyId, t.dataset, t.status),
    datasetRef('hardship_cases', t, t.customerId, customers),
    datasetRef('hardship_cases', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);

/** Family-harm (family violence) protections (CUSTFAMILYHARM): who is affected and what is suppressed. */
export const familyHarmRecords = pgTable(
  'family_harm_records',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    partyId: integer('party_id'),
    identifiedDate: day('identified_date').notNull(),
    endDate: day('end_date'),
    suppressCorrespondence: boolean('suppress_correspondence').notNull().default(true),
    suppressAddress: boolean('suppress_address').notNull().default(true),
    preferredContactMethod: text('preferred_contact_method'),
    safeContactDetails: text('safe_contact_details'),
    status: text('status', { enum: ['ACTIVE', 'CLOSED'] })
      .notNull()
      .default('ACTIVE'),
    notes: text('notes'),
    ...stamps(),
  },
  (t) => [
    index('family_harm_records_customer_idx').on(t.companyId, t.dataset, t.customerId),
    datasetRef('family_harm_records', t, t.customerId, customers),
    datasetRef('family_harm_records', t, t.partyId, parties),
    datasetPolicy(),
  ],
);

/**
 * Life-support registrations (CUSTLIFESUPPORT). A registration is AWAITING_CONFIRMATION until the
 * medical confirmation form comes back (`medicalConfirmedDate`), then CONFIRMED.
 */
export const lifeSupportRegistrations = pgTable(
  'life_support_registrations',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    siteId: integer('site_id'),
    partyId: integer('party_id'),
    equipment: text('equipment', {
      enum: ['OXYGEN_CONCENTRATOR', 'KIDNEY_DIALYSIS', 'CPAP', 'VENTILATOR', 'PHOSPHATE_PUMP', 'OTHER'],
    }).notNull(),
    registeredDate: day('registered_date').notNull(),
    formSentDate: day('form_sent_date'),
    confirmationDueDate: day('confirmation_due_date'),
    medicalConfirmedDate: day('medical_confirmed_date'),
    deregisteredDate: day('deregistered_date'),
    status: text('status', { enum: ['AWAITING_CONFIRMATION', 'CONFIRMED', 'DEREGISTERED'] })
      .notNull()
      .default('AWAITING_CONFIRMATION'),
    notes: text('notes'),
    ...stamps(),
  },
  (t) => [
    index('life_support_registrations_customer_idx').on(t.companyId, t.dataset, t.customerId),
    index('life_support_registrations_status_idx').on(t.companyId, t.dataset, t.status, t.confirmationDueDate),
    datasetRef('life_support_registrations', t, t.customerId, customers),
    datasetRef('life_support_registrations', t, t.siteId, sites),
    datasetRef('life_support_registrations', t, t.partyId, parties),
    datasetPolicy(),
  ],
);

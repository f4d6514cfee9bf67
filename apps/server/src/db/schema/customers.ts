import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CUSTOMER_TYPES } from '@wattle/contract';
import { datasetKey, datasetRef, day, id, moment } from './_columns';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** RESIDENT, COMPANY, OCCUPIER, SUNDRY with their search tile icons (bulk sends filter by these ids). */
export const customerTypes = pgTable(
  'customer_types',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code', { enum: CUSTOMER_TYPES }).notNull(),
    description: text('description').notNull(),
    tileIcon: text('tile_icon').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [uniqueIndex('customer_types_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('customer_types', t), datasetPolicy()],
);

/** The coloured status chips of the customer summary (Hardship, Life support, Payment plan...). */
export const customerStatusTypes = pgTable(
  'customer_status_types',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [uniqueIndex('customer_status_types_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('customer_status_types', t), datasetPolicy()],
);

/** Contacts: people and organisations that are, or act for, customers (search context Contact). */
export const parties = pgTable(
  'parties',
  {
    id: id(),
    ...datasetColumns(),
    partyType: text('party_type', { enum: ['PERSON', 'ORGANISATION'] })
      .notNull()
      .default('PERSON'),
    title: text('title'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    organisationName: text('organisation_name'),
    displayName: text('display_name').notNull(),
    emailAddress: text('email_address'),
    mobilePhone: text('mobile_phone'),
    homePhone: text('home_phone'),
    workPhone: text('work_phone'),
    dateOfBirth: day('date_of_birth'),
    postalAddressLine1: text('postal_address_line1'),
    postalAddressLine2: text('postal_address_line2'),
    postalSuburb: text('postal_suburb'),
    postalState: text('postal_state'),
    postalPostcode: text('postal_postcode'),
    postalCountry: text('postal_country').notNull().default('Australia'),
    preferredContactMethod: text('preferred_contact_method', { enum: ['EMAIL', 'MOBILE', 'PHONE', 'POST'] }),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [datasetKey('parties', t), datasetPolicy()],
);

/**
 * Customers of the provider (not users of the application). `status` drives the search card:
 * CLOSED cards are greyed, PROSPECT cards get the primary-coloured icon.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    ...datasetColumns(),
    customerNumber: text('customer_number').notNull(),
    customerTypeId: integer('customer_type_id').notNull(),
    name: text('name').notNull(),
    tradingName: text('trading_name'),
    abn: text('abn'),
    status: text('status', { enum: ['PROSPECT', 'ACTIVE', 'CLOSED'] })
      .notNull()
      .default('ACTIVE'),
    primaryPartyId: integer('primary_party_id'),
    openDate: day('open_date'),
    closeDate: day('close_date'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('customers_number_uq').on(t.companyId, t.dataset, t.customerNumber),
    index('customers_type_status_idx').on(t.companyId, t.dataset, t.customerTypeId, t.status),
    datasetKey('customers', t),
    datasetRef('customers', t, t.customerTypeId, customerTypes),
    datasetRef('customers', t, t.primaryPartyId, parties),
    datasetPolicy(),
  ],
);

/** Which status chips a customer carries, and since when. */
export const customerStatuses = pgTable(
  'customer_statuses',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    statusTypeId: integer('status_type_id').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    ...stamps(),
  },
  (t) => [
    index('customer_statuses_customer_idx').on(t.companyId, t.dataset, t.customerId),
    index('customer_statuses_type_idx').on(t.companyId, t.dataset, t.statusTypeId),
    datasetRef('customer_statuses', t, t.customerId, customers).onDelete('cascade'),
    datasetRef('customer_statuses', t, t.statusTypeId, customerStatusTypes),
    datasetPolicy(),
  ],
);

/** The dismissible alert text shown on the summary and on search cards. */
export const customerAlerts = pgTable(
  'customer_alerts',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    alertText: text('alert_text').notNull(),
    alertType: text('alert_type', { enum: ['info', 'warning', 'error'] })
      .notNull()
      .default('info'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    index('customer_alerts_customer_idx').on(t.companyId, t.dataset, t.customerId),
    datasetRef('customer_alerts', t, t.customerId, customers).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Free notes behind the summary's notes icon. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    note: text('note').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    insertUser: text('insert_user').notNull().default(''),
    insertDateTime: moment('insert_date_time').notNull().defaultNow(),
    ...stamps(),
  },
  (t) => [
    index('customer_notes_customer_idx').on(t.companyId, t.dataset, t.customerId, t.insertDateTime),
    datasetRef('customer_notes', t, t.customerId, customers).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Links contacts to customers (account holder, secondary holder, authorised person...); lookup RELATIONSHIP_TYPE. */
export const customerRelationships = pgTable(
  'customer_relationships',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    partyId: integer('party_id').notNull(),
    relationshipType: text('relationship_type').notNull().default('ACCOUNT_HOLDER'),
    isPrimary: boolean('is_primary').notNull().default(false),
    canDiscussAccount: boolean('can_discuss_account').notNull().default(true),
    startDate: day('start_date'),
    endDate: day('end_date'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('customer_relationships_uq').on(t.companyId, t.dataset, t.customerId, t.partyId, t.relationshipType),
    index('customer_relationships_party_idx').on(t.companyId, t.dataset, t.partyId),
    datasetKey('customer_relationships', t),
    datasetRef('customer_relationships', t, t.customerId, customers).onDelete('cascade'),
    datasetRef('customer_relationships', t, t.partyId, parties),
    datasetPolicy(),
  ],
);

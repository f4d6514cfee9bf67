import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { customers, customerTypes, parties } from '../../../db/schema/index';
import { followHolderName } from '../../customers/account-holder.service';
import { customerBalance } from '../../customers/customer-balance.service';
import { defineSection, type ActionSpec, type SectionBinding, type SectionSpec } from '../section-spec';
import { isAdult, isValidAbn } from './au-rules';
import { contactFields, contactRules, displayNameOf } from './contact-fields';
import { cardPaymentAction, myAccountAction, previewInvoiceAction, statementAction, wordsOf } from './shared';
import { saveAction } from './standard-actions';

const customerPageActions: ActionSpec[] = [saveAction, myAccountAction, cardPaymentAction, statementAction, previewInvoiceAction];

/** The customer whose primary contact a party is (for read-only customer fields on the contact's form). */
const customerOf = (column: typeof customers.customerNumber | typeof customers.status | typeof customers.openDate) =>
  sql`(select ${column} from ${customers} where ${customers.primaryPartyId} = ${parties.id} order by ${customers.id} limit 1)`;

/** Residential: the account holder's personal and postal details (the customer's primary contact). */
export const residentialSection: SectionSpec = defineSection({
  code: 'CUSTRESIDENTIAL',
  description: 'Residential Customer',
  controlType: 'Form',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'customerNumber', prompt: 'Customer Number', row: 1, span: 4 },
    { name: 'customerStatus', prompt: 'Status', row: 1, span: 4 },
    { name: 'customerOpenDate', prompt: 'Customer Since', fieldType: 'Date', row: 1, span: 4 },
    ...contactFields(2),
  ],
  actions: customerPageActions,
  data: {
    table: parties,
    key: parties.id,
    filters: { customerId: { column: parties.id, values: (id) => sql`select ${customers.primaryPartyId} from ${customers} where ${customers.id} = ${id}` } },
    columns: {
      customerNumber: customerOf(customers.customerNumber),
      customerStatus: customerOf(customers.status),
      customerOpenDate: customerOf(customers.openDate),
    },
    displays: { customerStatus: wordsOf(customerOf(customers.status)), preferredContactMethod: wordsOf(parties.preferredContactMethod) },
    rules: [(row) => (row.dateOfBirth && !isAdult(row.dateOfBirth) ? texts.sectionRules.adult : null), ...contactRules],
    derive: displayNameOf,
    // The customer's name follows its account holder's.
    afterWrite: ({ tx }, { key, after }) => followHolderName(tx, Number(key), displayNameOf(after).displayName),
  },
});

/** Commercial: the business (name, trading name, ABN) and its primary contact. */
export const commercialSection: SectionSpec = defineSection({
  code: 'CUSTCOMMERCIAL',
  description: 'Commercial Customer',
  controlType: 'Form',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'customerNumber', prompt: 'Customer Number', row: 1, span: 4 },
    { name: 'status', prompt: 'Status', row: 1, span: 4 },
    { name: 'openDate', prompt: 'Customer Since', fieldType: 'Date', row: 1, span: 4 },
    { name: 'name', prompt: 'Business Name', editable: true, mandatory: true, maxLength: 200, row: 2, span: 6 },
    { name: 'tradingName', prompt: 'Trading Name', editable: true, maxLength: 200, row: 2, span: 6 },
    { name: 'abn', prompt: 'ABN', editable: true, mandatory: true, maxLength: 14, row: 3, span: 4 },
    { name: 'contactName', prompt: 'Primary Contact', row: 4, span: 4 },
    { name: 'contactEmail', prompt: 'Contact Email', row: 4, span: 4 },
    { name: 'contactPhone', prompt: 'Contact Phone', row: 4, span: 4 },
  ],
  actions: customerPageActions,
  data: customerBinding({
    columns: {
      contactName: sql`(select ${parties.displayName} from ${parties} where ${parties.id} = ${customers.primaryPartyId})`,
      contactEmail: sql`(select ${parties.emailAddress} from ${parties} where ${parties.id} = ${customers.primaryPartyId})`,
      contactPhone: sql`(select coalesce(${parties.workPhone}, ${parties.mobilePhone}) from ${parties} where ${parties.id} = ${customers.primaryPartyId})`,
    },
    rules: [(row) => (row.abn && !isValidAbn(row.abn) ? texts.sectionRules.abn : null)],
  }),
});

/** Customers of one customer id, with the status shown as words. */
function customerBinding(extra: Pick<SectionBinding, 'columns' | 'rules' | 'derive'>): SectionBinding {
  return {
    table: customers,
    key: customers.id,
    filters: { customerId: customers.id },
    displays: {
      status: wordsOf(customers.status),
      customerType: sql`(select ${customerTypes.description} from ${customerTypes} where ${customerTypes.id} = ${customers.customerTypeId})`,
    },
    columns: { customerType: sql`${customers.customerTypeId}`, ...extra.columns },
    rules: extra.rules,
    derive: extra.derive,
  };
}

/** Customer Detail (occupier and sundry customers): name and the customer's period; a closed customer owes nothing. */
export const customerDetailSection: SectionSpec = defineSection({
  code: 'CUSTDETAIL',
  description: 'Customer Detail',
  controlType: 'Form',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'customerNumber', prompt: 'Customer Number', row: 1, span: 4 },
    { name: 'customerType', prompt: 'Customer Type', row: 1, span: 4 },
    { name: 'status', prompt: 'Status', row: 1, span: 4 },
    { name: 'name', prompt: 'Name', editable: true, mandatory: true, maxLength: 200, row: 2 },
    { name: 'openDate', prompt: 'Open Date', fieldType: 'Date', editable: true, mandatory: true, row: 3, span: 6 },
    { name: 'closeDate', prompt: 'Close Date', fieldType: 'Date', editable: true, row: 3, span: 6 },
  ],
  actions: customerPageActions,
  data: customerBinding({
    rules: [
      (row) => (row.openDate && row.closeDate && row.closeDate < row.openDate ? texts.sectionRules.endBeforeStart : null),
      async (row, { tx, isNew }) =>
        !isNew && row.closeDate && row.id && !(await customerBalance(tx, Number(row.id))).isZero() ? texts.sectionRules.closeWithBalance : null,
    ],
    derive: (row) => ({ status: row.closeDate ? 'CLOSED' : row.status === 'CLOSED' ? 'ACTIVE' : row.status }),
  }),
});

import { eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { brands, customerAccounts, customers, deliveryMethods, parties } from '../../../db/schema/index';
import { defineSection, type SectionSpec } from '../section-spec';
import { displayOf, previewInvoiceAction, wordsOf } from './shared';
import { saveAction } from './standard-actions';

const a = customerAccounts;

/** The primary contact's email address of the account's customer. */
const contactEmail = sql`(select ${parties.emailAddress} from ${customers} join ${parties} on ${parties.id} = ${customers.primaryPartyId} where ${customers.id} = ${a.customerId})`;

/** Invoicing: how the account's bills are delivered and laid out, under which brand (its invoices below). Email delivery needs an email address. */
export const invoicingSection: SectionSpec = defineSection({
  code: 'INVOICING',
  description: 'Invoicing Options',
  controlType: 'Form',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'accountNumber', prompt: 'Account Number', row: 1, span: 6 },
    { name: 'contactEmail', prompt: 'Contact Email', row: 1, span: 6 },
    {
      name: 'deliveryMethodId',
      prompt: 'Invoice Delivery',
      fieldType: 'LookUp',
      lookupCode: 'DELIVERYMETHOD',
      editable: true,
      mandatory: true,
      row: 2,
      span: 4,
    },
    {
      name: 'invoiceFormat',
      prompt: 'Invoice Format',
      fieldType: 'RadioButton',
      lookupCode: 'INVOICE_FORMAT',
      editable: true,
      mandatory: true,
      row: 2,
      span: 4,
    },
    { name: 'brandId', prompt: 'Brand', fieldType: 'LookUp', lookupCode: 'BRANDS', editable: true, mandatory: true, row: 2, span: 4 },
  ],
  actions: [saveAction, previewInvoiceAction],
  childSections: ['INVOICES'],
  data: {
    table: a,
    key: a.id,
    filters: { customerId: a.customerId },
    orderBy: [a.id],
    columns: { contactEmail },
    displays: {
      deliveryMethodId: displayOf(a.deliveryMethodId, deliveryMethods, deliveryMethods.id, deliveryMethods.description),
      invoiceFormat: wordsOf(a.invoiceFormat),
      brandId: displayOf(a.brandId, brands, brands.id, brands.name),
    },
    rules: [
      async (row, { tx }) => {
        if (!row.deliveryMethodId || row.contactEmail) return null;
        const [method] = await tx
          .select({ code: deliveryMethods.code })
          .from(deliveryMethods)
          .where(eq(deliveryMethods.id, Number(row.deliveryMethodId)));
        return method?.code === 'EMAIL' ? texts.sectionRules.emailDeliveryNeedsEmail : null;
      },
    ],
  },
});

import { sql } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index';
import { defineSection, type SectionSpec } from '../section-spec';
import { ofCustomerAccounts, viewInvoiceAction, wordsOf } from './shared';

const i = invoices;

/** Invoicing: the account's invoices and credit notes, newest first; View Invoice explains each line. Read-only (an issued invoice never changes). */
export const accountInvoicesSection: SectionSpec = defineSection({
  code: 'INVOICES',
  description: 'Invoices',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'invoiceId', prompt: 'Invoice Id', fieldType: 'Hidden' },
    { name: 'invoiceNumber', prompt: 'Invoice Number', showOnCard: true },
    { name: 'kind', prompt: 'Kind' },
    { name: 'invoiceDate', prompt: 'Invoice Date', fieldType: 'Date', showOnCard: true },
    { name: 'dueDate', prompt: 'Due Date', fieldType: 'Date', showOnCard: true },
    { name: 'periodFrom', prompt: 'Period From', fieldType: 'Date' },
    { name: 'periodTo', prompt: 'Period To', fieldType: 'Date' },
    { name: 'total', prompt: 'Total', fieldType: 'Money', dataType: 'CURRENCY2', showOnCard: true },
    { name: 'status', prompt: 'Status', showOnCard: true },
  ],
  actions: [viewInvoiceAction],
  data: {
    table: i,
    key: i.id,
    filters: { customerId: ofCustomerAccounts(i.customerAccountId) },
    parent: i.customerAccountId,
    orderBy: [sql`${i.invoiceDate} desc`, sql`${i.id} desc`],
    columns: { invoiceId: i.id },
    displays: { kind: wordsOf(i.kind), status: wordsOf(i.status) },
    colour: sql`case when ${i.status} = 'DRAFT' then 'blue' when ${i.kind} = 'CREDIT_NOTE' then 'green' end`,
  },
});

import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { customerCharges, invoices, itemCategories } from '../../../db/schema/index';
import { defineSection, type FieldSpec, type SectionBinding, type SectionSpec } from '../section-spec';
import { displayOf, endNotBeforeStart, ofCustomerAccounts, wordsOf } from './shared';
import { addAction, deleteAction, editAction } from './standard-actions';
import { cancelCharges } from '../../billing/charges.service';

const t = customerCharges;

const amountOf = (quantity: string | null, unitPrice: string | null) =>
  new Decimal(quantity || '0')
    .times(unitPrice || '0')
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);

const fields: FieldSpec[] = [
  { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
  { name: 'description', prompt: 'Description', editable: true, mandatory: true, maxLength: 200, row: 1, span: 8 },
  { name: 'itemCategoryId', prompt: 'Category', fieldType: 'LookUp', lookupCode: 'ITEM_CATEGORIES', editable: true, row: 1, span: 4 },
  {
    name: 'quantity',
    prompt: 'Quantity',
    fieldType: 'Decimal',
    dataType: 'DECIMAL2',
    editable: true,
    mandatory: true,
    maxDecimalPlaces: 3,
    maxDigits: 15,
    row: 2,
    span: 4,
  },
  {
    name: 'unitPrice',
    prompt: 'Unit Price',
    fieldType: 'Decimal',
    dataType: 'CURRENCY4',
    editable: true,
    mandatory: true,
    maxDecimalPlaces: 7,
    maxDigits: 18,
    row: 2,
    span: 4,
  },
  { name: 'amount', prompt: 'Amount', fieldType: 'Money', dataType: 'CURRENCY2', row: 2, span: 4 },
  { name: 'startDate', prompt: 'Charge Date', fieldType: 'Date', editable: true, mandatory: true, row: 3, span: 4 },
  { name: 'status', prompt: 'Status', row: 3, span: 4 },
  { name: 'invoiceNumber', prompt: 'Invoice', showInTableRowExpansion: true, visible: false },
  { name: 'createdAt', prompt: 'Created', fieldType: 'DateTime', showInTableRowExpansion: true, visible: false },
];

/** Cancels pending charges: they will not be billed. */
const cancelPending: NonNullable<SectionBinding['operations']>[string] = async ({ tx, rows }) => {
  const cancelled = await cancelCharges(
    tx,
    rows.map((r) => Number(r.key)),
  );
  if (!cancelled.done) return { messageType: 'Error', message: texts.sectionRules.chargeNotPending };
  return { messageType: 'Success', message: texts.sectionRules.chargesCancelled(rows.length) };
};

/** Charges are billed with the account's next invoice; a billed charge is part of an invoice and stays as it is. */
const chargeBinding = (kind: 'ONE_OFF' | 'RECURRING', extraRules: SectionBinding['rules'] = []): SectionBinding => ({
  table: t,
  key: t.id,
  filters: { customerId: ofCustomerAccounts(t.customerAccountId) },
  where: eq(t.chargeKind, kind),
  columns: { invoiceNumber: displayOf(t.invoiceId, invoices, invoices.id, invoices.invoiceNumber) },
  displays: {
    itemCategoryId: displayOf(t.itemCategoryId, itemCategories, itemCategories.id, itemCategories.description),
    status: wordsOf(t.status),
    frequency: wordsOf(t.frequency),
  },
  orderBy: [sql`${t.startDate} desc`],
  colour: sql`case ${t.status} when 'BILLED' then 'green' when 'CANCELLED' then 'red' end`,
  insertValues: () => ({ chargeKind: kind }),
  derive: (row) => ({ amount: amountOf(row.quantity ?? null, row.unitPrice ?? null) }),
  rules: [
    (row, { isNew }) => (!isNew && row.status !== 'PENDING' ? texts.sectionRules.chargeNotPending : null),
    (row) => (new Decimal(row.quantity || '0').lte(0) ? texts.sectionRules.quantityPositive : null),
    ...extraRules,
  ],
  canDelete: (row) => (row.status === 'BILLED' ? texts.sectionRules.chargeBilled : null),
  operations: { CANCEL: cancelPending },
});

const cancelAction = {
  code: 'CANCEL',
  name: 'Cancel Charge',
  actionType: 'Operation',
  iconName: 'Cancel',
  confirmMessage: texts.sectionRules.confirmCancelCharge,
} as const;

/** Customer Charges page: one-off charges (a meter test, a special read, a late fee). */
export const oneOffChargesSection: SectionSpec = defineSection({
  code: 'CUSTCHRGONE',
  description: 'One-off Charges',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields,
  actions: [addAction, editAction, deleteAction, cancelAction],
  data: chargeBinding('ONE_OFF'),
});

/** Customer Charges page: recurring charges (equipment rental, a monthly service fee) until their end date. */
export const recurringChargesSection: SectionSpec = defineSection({
  code: 'CUSTCHRGRECURR',
  description: 'Recurring Charges',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    ...fields.slice(0, 7),
    { name: 'frequency', prompt: 'Frequency', fieldType: 'LookUp', lookupCode: 'CHARGE_FREQUENCY', editable: true, mandatory: true, row: 3, span: 4 },
    { name: 'endDate', prompt: 'End Date', fieldType: 'Date', editable: true, row: 3, span: 4 },
    ...fields.slice(7),
  ],
  actions: [addAction, editAction, deleteAction, cancelAction],
  data: chargeBinding('RECURRING', [(row) => (endNotBeforeStart(row, 'startDate', 'endDate') ? null : texts.sectionRules.endBeforeStart)]),
});

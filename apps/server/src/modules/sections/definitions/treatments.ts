import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { invoices, treatments } from '../../../db/schema/index';
import { disconnectionWarningProblem, escalateTreatment } from '../../collections/collections.service';
import { defineSection, type SectionSpec } from '../section-spec';
import { displayOf, ofCustomerAccounts, outcomeMessage, words, wordsOf } from './shared';
import { addAction, editAction } from './standard-actions';

const t = treatments;

/**
 * Treatments: the collection path of overdue debt (reminder, final notice, disconnection warning,
 * collections). A disconnection warning is never issued to a customer registered for life support
 * or in the hardship programme.
 */
export const treatmentsSection: SectionSpec = defineSection({
  code: 'AR_TREATMENT',
  description: 'Treatments',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'treatmentDate', prompt: 'Date', fieldType: 'Date', editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'treatmentType', prompt: 'Treatment', fieldType: 'LookUp', lookupCode: 'TREATMENT_TYPE', editable: true, mandatory: true, row: 1, span: 4 },
    {
      name: 'status',
      prompt: 'Status',
      fieldType: 'LookUp',
      lookupCode: 'TREATMENT_STATUS',
      editable: true,
      mandatory: true,
      defaultValue: 'OPEN',
      row: 1,
      span: 4,
    },
    { name: 'dueDate', prompt: 'Pay By', fieldType: 'Date', editable: true, row: 2, span: 4 },
    { name: 'amountOverdue', prompt: 'Overdue', fieldType: 'Money', dataType: 'CURRENCY2', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'invoiceNumber', prompt: 'Invoice', row: 2, span: 4 },
    { name: 'notes', prompt: 'Notes', fieldType: 'Notes', editable: true, maxLength: 2000, showInTableRowExpansion: true, visible: false, row: 3 },
  ],
  actions: [
    addAction,
    editAction,
    { code: 'ESCALATE', name: 'Escalate', actionType: 'CustomEdit', iconName: 'Send', confirmMessage: texts.sectionRules.confirmEscalate },
  ],
  data: {
    table: t,
    key: t.id,
    filters: { customerId: ofCustomerAccounts(t.customerAccountId) },
    orderBy: [sql`${t.treatmentDate} desc`],
    columns: { invoiceNumber: displayOf(t.invoiceId, invoices, invoices.id, invoices.invoiceNumber) },
    displays: { treatmentType: wordsOf(t.treatmentType), status: wordsOf(t.status) },
    colour: sql`case when ${t.status} = 'RESOLVED' then 'green' when ${t.treatmentType} in ('DISCONNECTION_WARNING', 'COLLECTIONS') and ${t.status} <> 'RESOLVED' then 'red' end`,
    rules: [
      (row) => (row.dueDate && row.treatmentDate && row.dueDate < row.treatmentDate ? texts.sectionRules.endBeforeStart : null),
      (row, { tx, ids }) => (ids.customerId ? disconnectionWarningProblem(tx, row.treatmentType, ids.customerId) : null),
    ],
    operations: {
      ESCALATE: async ({ tx, rows, ids }) =>
        outcomeMessage(await escalateTreatment(tx, Number(rows[0]!.key), ids.customerId), (next) => texts.sectionRules.escalated(words(next))),
    },
  },
});

import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { hardshipCases, invoices, lifeSupportRegistrations, treatments } from '../../../db/schema/index';
import type { Tx } from '../../../db/client';
import { defineSection, type SectionSpec } from '../section-spec';
import { displayOf, ofCustomerAccounts, today, words, wordsOf } from './shared';
import { addAction, editAction } from './standard-actions';

const t = treatments;

/** The next step of the collection path. */
const NEXT_STEP: Record<string, (typeof t.treatmentType.enumValues)[number]> = {
  REMINDER: 'FINAL_NOTICE',
  FINAL_NOTICE: 'DISCONNECTION_WARNING',
  DISCONNECTION_WARNING: 'COLLECTIONS',
};

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
    { name: 'status', prompt: 'Status', fieldType: 'LookUp', lookupCode: 'TREATMENT_STATUS', editable: true, mandatory: true, defaultValue: 'OPEN', row: 1, span: 4 },
    { name: 'dueDate', prompt: 'Pay By', fieldType: 'Date', editable: true, row: 2, span: 4 },
    { name: 'amountOverdue', prompt: 'Overdue', fieldType: 'Money', dataType: 'CURRENCY2', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'invoiceNumber', prompt: 'Invoice', row: 2, span: 4 },
    { name: 'notes', prompt: 'Notes', fieldType: 'Notes', editable: true, maxLength: 2000, showInTableRowExpansion: true, visible: false, row: 3 },
  ],
  actions: [addAction, editAction, { code: 'ESCALATE', name: 'Escalate', actionType: 'CustomEdit', iconName: 'Send', confirmMessage: texts.sectionRules.confirmEscalate }],
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
      async (row, { tx, ids }) => {
        if (row.treatmentType !== 'DISCONNECTION_WARNING' || !ids.customerId) return null;
        return (await protectedFromDisconnection(tx, ids.customerId)) ? texts.sectionRules.disconnectionProtected : null;
      },
    ],
    operations: {
      ESCALATE: async ({ tx, rows, ids }) => {
        const current = rows[0]!;
        const next = NEXT_STEP[current.values.treatmentType ?? ''];
        if (!next || current.values.status === 'RESOLVED') return { messageType: 'Error', message: texts.sectionRules.cannotEscalate };
        if (next === 'DISCONNECTION_WARNING' && ids.customerId && (await protectedFromDisconnection(tx, ids.customerId)))
          return { messageType: 'Error', message: texts.sectionRules.disconnectionProtected };
        const [saved] = await tx.select().from(t).where(eq(t.id, Number(current.key)));
        await tx.update(t).set({ status: 'ESCALATED', updatedAt: sql`clock_timestamp()` }).where(eq(t.id, Number(current.key)));
        await tx.insert(t).values({
          customerAccountId: saved!.customerAccountId,
          invoiceId: saved!.invoiceId,
          treatmentType: next,
          treatmentDate: today(),
          amountOverdue: saved!.amountOverdue,
          status: 'OPEN',
        });
        return { messageType: 'Success', message: texts.sectionRules.escalated(words(next)) };
      },
    },
  },
});

/** Life support customers and customers in hardship may not be disconnected for debt. */
async function protectedFromDisconnection(tx: Tx, customerId: number) {
  const [lifeSupport] = await tx
    .select({ id: lifeSupportRegistrations.id })
    .from(lifeSupportRegistrations)
    .where(and(eq(lifeSupportRegistrations.customerId, customerId), inArray(lifeSupportRegistrations.status, ['AWAITING_CONFIRMATION', 'CONFIRMED'])))
    .limit(1);
  if (lifeSupport) return true;
  const [hardship] = await tx
    .select({ id: hardshipCases.id })
    .from(hardshipCases)
    .where(and(eq(hardshipCases.customerId, customerId), inArray(hardshipCases.status, ['ASSESSING', 'ACTIVE']), or(isNull(hardshipCases.endDate), sql`${hardshipCases.endDate} >= ${today()}`)))
    .limit(1);
  return Boolean(hardship);
}

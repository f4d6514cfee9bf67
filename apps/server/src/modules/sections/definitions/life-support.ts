import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { customerStatuses, customerStatusTypes, lifeSupportRegistrations, sites } from '../../../db/schema/index';
import type { Tx } from '../../../db/client';
import { businessDate } from '../../../lib/business-date';
import { defineSection, type SectionSpec } from '../section-spec';
import { addBusinessDays, displayOf, endNotBeforeStart, wordsOf } from './shared';
import { addAction, editAction } from './standard-actions';

const t = lifeSupportRegistrations;

/** Customers have 50 business days to return the medical confirmation form (National Energy Retail Rules r.124). */
export const MEDICAL_CONFIRMATION_BUSINESS_DAYS = 50;
const LIFE_SUPPORT_STATUS = 'LIFESUPPORT';

/** Keeps the customer's Life Support chip in step with whether any registration is still active. */
async function syncLifeSupportStatus(tx: Tx, customerId: number) {
  const [type] = await tx.select({ id: customerStatusTypes.id }).from(customerStatusTypes).where(eq(customerStatusTypes.code, LIFE_SUPPORT_STATUS));
  if (!type) return;
  const [active] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.customerId, customerId), inArray(t.status, ['AWAITING_CONFIRMATION', 'CONFIRMED'])))
    .limit(1);
  const current = and(eq(customerStatuses.customerId, customerId), eq(customerStatuses.statusTypeId, type.id), isNull(customerStatuses.endDate));
  const [chip] = await tx.select({ id: customerStatuses.id }).from(customerStatuses).where(current).limit(1);
  if (active && !chip) await tx.insert(customerStatuses).values({ customerId, statusTypeId: type.id, startDate: await businessDate(tx) });
  if (!active && chip)
    await tx
      .update(customerStatuses)
      .set({ endDate: await businessDate(tx), updatedAt: sql`clock_timestamp()` })
      .where(current);
}

/**
 * Life Support: registrations of life-support equipment at the customer's premises. A registration
 * is confirmed only with the date the medical confirmation came back; until then the confirmation is
 * due 50 business days after the form was sent (shown red once overdue).
 */
export const lifeSupportSection: SectionSpec = defineSection({
  code: 'CUSTLIFESUPPORT',
  description: 'Life Support',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'customerId', prompt: 'Customer', fieldType: 'Hidden' },
    { name: 'equipment', prompt: 'Equipment', fieldType: 'LookUp', lookupCode: 'LIFE_SUPPORT_EQUIPMENT', editable: true, mandatory: true, row: 1, span: 6 },
    {
      name: 'siteId',
      prompt: 'Premises',
      fieldType: 'LookUp',
      lookupCode: 'CUSTOMER_SITES',
      lookupParameters: '{"customerId":"@customerId"}',
      editable: true,
      row: 1,
      span: 6,
    },
    { name: 'registeredDate', prompt: 'Registered', fieldType: 'Date', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'formSentDate', prompt: 'Form Sent', fieldType: 'Date', editable: true, row: 2, span: 4 },
    { name: 'confirmationDueDate', prompt: 'Confirmation Due', fieldType: 'Date', row: 2, span: 4 },
    { name: 'medicalConfirmedDate', prompt: 'Medical Confirmation', fieldType: 'Date', editable: true, row: 3, span: 4 },
    {
      name: 'status',
      prompt: 'Status',
      fieldType: 'LookUp',
      lookupCode: 'LIFE_SUPPORT_STATUS',
      editable: true,
      mandatory: true,
      defaultValue: 'AWAITING_CONFIRMATION',
      row: 3,
      span: 4,
    },
    { name: 'deregisteredDate', prompt: 'Deregistered', fieldType: 'Date', editable: true, row: 3, span: 4 },
    { name: 'notes', prompt: 'Notes', fieldType: 'Notes', editable: true, maxLength: 2000, showInTableRowExpansion: true, visible: false, row: 4 },
  ],
  actions: [
    addAction,
    editAction,
    {
      code: 'LSGUIDE',
      name: 'Life Support Rules',
      actionType: 'WebUrl',
      webUrl: 'https://www.aer.gov.au/consumers/my-energy-service/life-support-equipment',
      iconName: 'Link',
    },
  ],
  data: {
    table: t,
    key: t.id,
    filters: { customerId: t.customerId },
    orderBy: [sql`${t.registeredDate} desc`],
    displays: {
      equipment: wordsOf(t.equipment),
      status: wordsOf(t.status),
      siteId: displayOf(t.siteId, sites, sites.id, sites.location),
    },
    colour: sql`case when ${t.status} = 'CONFIRMED' then 'green' when ${t.status} = 'DEREGISTERED' then 'blue' when ${t.confirmationDueDate} < (select business_date()) then 'red' end`,
    rules: [
      (row) => (row.status === 'CONFIRMED' && !row.medicalConfirmedDate ? texts.sectionRules.medicalConfirmationRequired : null),
      (row) => (row.status === 'DEREGISTERED' && !row.deregisteredDate ? texts.sectionRules.deregisteredDateRequired : null),
      (row) => (row.status !== 'DEREGISTERED' && row.deregisteredDate ? texts.sectionRules.deregisteredStatus : null),
      (row) => (endNotBeforeStart(row, 'registeredDate', 'medicalConfirmedDate') ? null : texts.sectionRules.confirmationBeforeRegistration),
      async (row, { tx }) => (row.medicalConfirmedDate && row.medicalConfirmedDate > (await businessDate(tx)) ? texts.sectionRules.noFutureDate : null),
      (row) => (endNotBeforeStart(row, 'registeredDate', 'deregisteredDate') ? null : texts.sectionRules.endBeforeStart),
    ],
    derive: (row) => ({
      confirmationDueDate: row.formSentDate ? addBusinessDays(row.formSentDate, MEDICAL_CONFIRMATION_BUSINESS_DAYS) : null,
    }),
    afterWrite: async ({ tx, ids }) => {
      if (ids.customerId) await syncLifeSupportStatus(tx, ids.customerId);
    },
  },
});
